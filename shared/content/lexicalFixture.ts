// For tests: Lexical states as Payload 3's editor saves them (every key is Lexical's own).
const element = { direction: 'ltr', format: '', indent: 0, version: 1 };

export const lexicalText = (text: string, format = 0) => ({ type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 });
export const lexicalElement = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, ...element, ...extra, children });
export const lexicalState = (children: unknown[]) => ({ root: lexicalElement('root', children) });
