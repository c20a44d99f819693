// What a new password must be (OWASP ASVS 5.0 level 2): at least 8 characters, not
// the account's email, and not easy to guess. Guessability is zxcvbn-ts's estimate, which
// knows tens of thousands of common and breached passwords, names, words, keyboard runs,
// dates and l33t spellings, and the account's own details. Server-side only: the dictionaries
// are megabytes, loaded on the first check, never shipped to a widget.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address. Choose a phrase of three or four unrelated words.';
export const PASSWORD_TOO_GUESSABLE =
  'This password is too easy to guess: it is common, or close to your name or email. Choose a longer phrase of three or four unrelated words.';
/** zxcvbn's score: 3 means "safely unguessable" against an offline attack on a slow hash. */
const MIN_SCORE = 3;

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

/** What is wrong with `password` for this account, or null when it will do. */
export async function passwordProblem(password: string, account: { email: string; firstName?: string; lastName?: string }): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  const email = account.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const given = password.trim().toLowerCase();
  if (given === email || (local.length >= 3 && given === local)) return PASSWORD_IS_EMAIL;
  const personal = [email, local, account.firstName ?? '', account.lastName ?? ''].filter((word) => word.trim().length >= 2);
  const result = await (await loadChecker()).check(password, personal);
  return result.score < MIN_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}
