// What a new password must be (OWASP ASVS 5.0 level 2): at least 8 characters, not the
// account's email, and not easy to guess. Guessability is zxcvbn-ts's estimate, which knows
// tens of thousands of common and breached passwords, names, words, keyboard runs, dates and
// l33t spellings; it is also given what is easy to guess here: the person's names and email,
// the vet group's and its clinics' names, and the demo passwords. Server-side only: the
// dictionaries are megabytes, loaded on the first check, never shipped to a widget.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Queryable } from '../db/index';
import { DEMO_STAFF } from '../desk/seed';

export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address. Choose a phrase of three or four unrelated words.';
export const PASSWORD_TOO_GUESSABLE =
  "This password is too easy to guess: it is common, or close to your name, your email or your clinic's name. Choose a longer phrase of three or four unrelated words.";
export const PASSWORD_IS_DEMO = 'This password is one of the demo passwords anyone can see. Choose a phrase of three or four unrelated words.';
/** zxcvbn's score: 3 means "safely unguessable" against an offline attack on a slow hash. */
const MIN_SCORE = 3;

/**
 * Every password the README or a sign-in page prints: the demo accounts' (server/db/seed.ts,
 * shown on a demo server's sign-in page), the demo staff's, and the CMS's demo editors' and
 * administrator's (cms/src/seed/demo.ts). A client who picks one has picked a public password.
 */
export const DEMO_PASSWORDS = ['tui-demo-1', 'tui-demo-2', 'kea-demo-1', ...DEMO_STAFF.map((staff) => staff.password), 'demo-editor-2026', 'demo-admin-2026'];
/** Words anyone would try on a New Zealand vet clinic's site. */
const SITE_WORDS = ['kia ora', 'aotearoa', 'vet', 'vets', 'clinic', 'demo', 'pets'];

let checker: Promise<ZxcvbnFactory> | undefined;
function loadChecker(): Promise<ZxcvbnFactory> {
  return (checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
  })());
}

/** Lower case, accents and everything but letters gone, common l33t read back as letters. */
function lettersOf(value: string): string {
  const l33t: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
  return value
    .normalize('NFD')
    .toLowerCase()
    .replace(/[0-9@$!]/g, (ch) => l33t[ch] ?? ch)
    .replace(/[^a-z]/g, '');
}

/** The vet group's name and its clinics' names: what a password at this group is guessed from. */
export async function groupWords(db: Queryable, vetId: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from vet_groups where id = $1 union all select name from clinics where vet_id = $1', [vetId]);
  return rows.map((row) => row.name);
}

/** A demo password, or one made from it ('Tui-Demo-1!', 'tuidemo2026', 'tui-dem0-reset'). */
function nearDemo(password: string): boolean {
  const given = lettersOf(password);
  return DEMO_PASSWORDS.some((demo) => given.includes(lettersOf(demo.replace(/[^a-z-]/gi, ''))));
}

/**
 * True when the password is nothing but the given words (any order, case or spacing),
 * digits and symbols: 'TuiVets123', 'Hamilton-Vets-99', 'Kiaora2026!'.
 */
function onlyTheseWords(password: string, words: string[]): boolean {
  let rest = password
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const pieces = [
    ...new Set(
      words.map((word) =>
        word
          .normalize('NFD')
          .toLowerCase()
          .replace(/[^a-z]/g, ''),
      ),
    ),
  ]
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length);
  let removed = false;
  for (const piece of pieces) {
    if (rest.includes(piece)) {
      rest = rest.split(piece).join('');
      removed = true;
    }
  }
  return removed && rest.length < 4;
}

export interface PasswordAccount {
  email: string;
  firstName?: string;
  lastName?: string;
  /** The vet group's and its clinics' names (groupWords). */
  groupWords?: string[];
}

/** What is wrong with `password` for this account, or null when it will do. */
export async function passwordProblem(password: string, account: PasswordAccount): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  const email = account.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const given = password.trim().toLowerCase();
  if (given === email || (local.length >= 3 && given === local)) return PASSWORD_IS_EMAIL;
  if (nearDemo(password)) return PASSWORD_IS_DEMO;
  const names = [...(account.groupWords ?? []), ...SITE_WORDS];
  // Each name whole, run together and word by word: 'Tui Vets Te Awamutu', 'tuivetsteawamutu', 'awamutu'.
  const groupInputs = names.flatMap((name) => [name, name.replace(/\s+/g, ''), ...name.split(/\s+/)]);
  const personal = [email, local, account.firstName ?? '', account.lastName ?? '', ...groupInputs, ...DEMO_PASSWORDS]
    .map((word) => word.trim())
    .filter((word) => word.length >= 2);
  if (onlyTheseWords(password, personal)) return PASSWORD_TOO_GUESSABLE;
  const result = await (await loadChecker()).check(password, [...new Set(personal)]);
  return result.score < MIN_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}
