// Build-time styles: every token in the sources that twind knows as a class becomes a CSS
// rule, the way Tailwind's compiler scans content files. Tokens that are not classes (words in
// comments, identifiers) produce nothing. So a class name must appear whole in the source:
// `min-[480px]:flex`, never `${prefix}:flex` (scripts/twind-css.test.ts checks the sources).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { stringify, twind, virtual } from '@twind/core';
import { classVocabulary } from '../widgets/kit/classVocabulary';

const SOURCE = /\.(ts|tsx)$/;
const SKIP = /\.test\.|\.config\.|[\\/]test[\\/]/;
/** A run of characters a class can hold: letters, digits, `-:/.[]()%!#_,` and the like. */
const TOKEN = /[^\s"'`{};<>\\]+/g;

export function sourceFiles(dirs: string[], root = process.cwd()): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return SOURCE.test(entry.name) && !SKIP.test(relative(root, path).split(sep).join('/')) ? [path] : [];
    });
  return dirs.flatMap((dir) => walk(join(root, dir)));
}

/** Brackets opened and closed in order: a cut-off regex or call is no class. */
function balanced(token: string): boolean {
  const open: string[] = [];
  for (const char of token) {
    if (char === '[' || char === '(') open.push(char);
    else if (char === ']' || char === ')') if (open.pop() !== (char === ']' ? '[' : '(')) return false;
  }
  return open.length === 0;
}

/** Candidate class names in the given source texts. */
export function candidates(texts: Iterable<string>): Set<string> {
  const tokens = new Set<string>();
  for (const text of texts) for (const [match] of text.matchAll(TOKEN)) tokens.add(match.replace(/[,.]+$/, ''));
  return tokens;
}

/** Runs `tw` over the class names quietly, reporting each that made at least one rule. */
function generate(classNames: Iterable<string>, onRule: (name: string) => void = () => {}) {
  const sheet = virtual(true);
  const tw = twind(classVocabulary, sheet);
  // Unknown tokens are the norm here (every word of every file is tried): no warnings.
  // (twind's development build, which vitest resolves, reports them as process warnings).
  const { warn } = console;
  const { emitWarning } = process;
  console.warn = () => {};
  process.emitWarning = () => {};
  try {
    tw(''); // the preflight goes in with the first call: not counted as any class's rule
    for (const name of classNames) {
      if (!balanced(name)) continue;
      const before = sheet.target.length;
      tw(name);
      if (sheet.target.length > before) onRule(name);
    }
  } finally {
    console.warn = warn;
    process.emitWarning = emitWarning;
  }
  return sheet;
}

/** The CSS (preflight, keyframes, utilities in twind's order) for these class names. */
export function cssFor(classNames: Iterable<string>): string {
  // twind marks each rule's precedence with /*!…*/: not needed once the order is fixed.
  return stringify(generate(classNames).target).replace(/\/\*![^*]+\*\//g, '');
}

/** The class names among these tokens that twind turns into rules: the classes the sources use. */
export function classesUsed(tokens: Iterable<string>): string[] {
  const used: string[] = [];
  generate(tokens, (name) => used.push(name));
  return used;
}

/** Every class a selector in this CSS names, unescaped (`.max-w-\\[1rem\\]` is `max-w-[1rem]`). */
export function classesWithRules(css: string): Set<string> {
  const names = new Set<string>();
  for (const [, escaped] of css.matchAll(/\.((?:\\.|[\w-])+)/g)) names.add(escaped!.replace(/\\(.)/g, '$1'));
  return names;
}

export function generateCss(dirs: string[], root = process.cwd()): string {
  return cssFor(candidates(sourceFiles(dirs, root).map((file) => readFileSync(file, 'utf8'))));
}
