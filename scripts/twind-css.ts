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

/** The CSS (preflight, keyframes, utilities in twind's order) for these class names. */
export function cssFor(classNames: Iterable<string>): string {
  const sheet = virtual(true);
  const tw = twind(classVocabulary, sheet);
  // Unknown tokens are the norm here (every word of every file is tried): no warnings.
  // (twind's development build, which vitest resolves, reports them as process warnings).
  const { warn } = console;
  const { emitWarning } = process;
  console.warn = () => {};
  process.emitWarning = () => {};
  try {
    for (const name of classNames) if (balanced(name)) tw(name);
  } finally {
    console.warn = warn;
    process.emitWarning = emitWarning;
  }
  // twind marks each rule's precedence with /*!…*/: not needed once the order is fixed.
  return stringify(sheet.target).replace(/\/\*![^*]+\*\//g, '');
}

export function generateCss(dirs: string[], root = process.cwd()): string {
  return cssFor(candidates(sourceFiles(dirs, root).map((file) => readFileSync(file, 'utf8'))));
}
