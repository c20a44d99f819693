// What the server may never write to its log, looked for in the whole output of a run (the
// e2e suite's server, tests/e2e/serverLogCheck.ts): the demo clients' emails, names, phones
// and passwords as the seed has them, and anything shaped like the secrets the server makes or
// is given, whoever they belong to: any email address, a JWT (ours are HS256 tokens whose
// header and payload start `eyJ`), a bearer header, the 32 random bytes of a session, a manage
// link or a password reset (43 base64url characters), and a card number (14 to 19 digits that
// pass the Luhn check, as typed with spaces or dashes or not). A log with no request lines
// fails too: an empty or redirected log would otherwise pass by holding nothing.
import { DEMO_USERS } from '../server/db/seed';
import { DEMO_STAFF } from '../server/desk/seed';
import { luhnValid } from '../shared/domain/cardRules.js';

export interface Leak {
  /** 1-based line of the log. */
  line: number;
  kind: string;
  /** The line with everything found on it replaced by its kind, so reporting a leak does not repeat it. */
  where: string;
}

/** Literal strings that must not appear, each with what it is. */
export type Known = { kind: string; value: string }[];

/** The demo clients' personal data and passwords, and the demo staff's passwords, from the seed the server starts with. */
export function demoSecrets(): Known {
  return [
    ...DEMO_USERS.flatMap((user) => [
      { kind: `a demo client's email`, value: user.email },
      { kind: `a demo client's password`, value: user.password },
      { kind: `a demo client's name`, value: `${user.firstName} ${user.lastName}` },
      { kind: `a demo client's phone`, value: user.phone },
    ]),
    ...DEMO_STAFF.map((staff) => ({ kind: `a demo staff member's password`, value: staff.password })),
  ];
}

const SHAPES: { kind: string; pattern: RegExp; accept?: (found: string) => boolean }[] = [
  // A letters-only top-level domain: a package's version in a path (pino@9.1.0) is not an address.
  { kind: 'an email address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi },
  { kind: 'a JWT or base64 JSON', pattern: /eyJ[\w-]{16,}(?:\.[\w-]+){0,2}/g },
  { kind: 'a bearer token', pattern: /\bbearer\s+[\w.~+/-]{8,}/gi },
  { kind: 'a 32-byte random token', pattern: /(?<![\w-])[\w-]{43}(?![\w-])/g },
  // Standing alone: digits inside a word or a dashed id (a request id's UUID holds runs such as
  // 78-4432-9246-3098313, which a Luhn check passes one time in ten) are no card.
  { kind: 'a card number', pattern: /(?<![\w-])\d(?:[ -]?\d){13,18}(?![\w-])/g, accept: (found) => luhnValid(found.replace(/\D/g, '')) },
];

/** Every place the log holds one of `known` or something shaped like a secret. */
export function findLeaks(log: string, known: Known): Leak[] {
  const leaks: Leak[] = [];
  const lowerKnown = known.map((k) => ({ ...k, lower: k.value.toLowerCase() }));
  log.split('\n').forEach((text, index) => {
    const found: { kind: string; text: string }[] = [];
    const lower = text.toLowerCase();
    for (const k of lowerKnown) {
      const at = lower.indexOf(k.lower);
      if (at >= 0) found.push({ kind: k.kind, text: text.slice(at, at + k.value.length) });
    }
    for (const shape of SHAPES)
      for (const [match] of text.matchAll(shape.pattern)) if (!shape.accept || shape.accept(match)) found.push({ kind: shape.kind, text: match });
    if (found.length === 0) return;
    // Everything found on the line is masked in each report of it, longest first (a token holds its parts).
    let where = text;
    for (const f of [...found].sort((a, b) => b.text.length - a.text.length)) where = where.split(f.text).join(`[${f.kind}]`);
    if (where.length > 300) where = `${where.slice(0, 300)}…`;
    for (const kind of new Set(found.map((f) => f.kind))) leaks.push({ line: index + 1, kind, where });
  });
  return leaks;
}

/** How many of the log's lines are the request lines server/ops/requests.ts writes. */
export function requestLines(log: string): number {
  let count = 0;
  for (const text of log.split('\n')) {
    if (!text.startsWith('{')) continue;
    try {
      const line = JSON.parse(text) as { msg?: unknown; req?: { route?: unknown } };
      if ((line.msg === 'request completed' || line.msg === 'request failed') && typeof line.req?.route === 'string') count++;
    } catch {
      // Not a JSON line (npm's or the start script's own output): searched for leaks all the same.
    }
  }
  return count;
}

/** What is wrong with a run's log: nothing (an empty list) when it holds request lines and no leak. */
export function checkLog(log: string, known: Known = demoSecrets()): string[] {
  const problems: string[] = [];
  if (requestLines(log) === 0) problems.push('the log holds no request lines (is the server logging at info, to this file?)');
  // One report per line, naming everything found on it.
  const byLine = new Map<number, Leak[]>();
  for (const leak of findLeaks(log, known)) byLine.set(leak.line, [...(byLine.get(leak.line) ?? []), leak]);
  for (const [line, leaks] of byLine) problems.push(`line ${line}: ${leaks.map((l) => l.kind).join(', ')}: ${leaks[0]!.where}`);
  return problems;
}
