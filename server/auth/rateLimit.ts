// Limits on password guesses, in the database so every server process shares them: failures
// slow down per account and address together, so a stranger guessing from one place never
// locks the owner out from another; an address trying many accounts is limited on its own.
// No limit per account alone: that would hand anyone a way to lock a client out. The same
// holds for the current password asked again before a change (password, email, deletion).
import type { Conn } from '../db/index';
import { clear, giveBack, hit, tooMany, type Limit } from '../http/rateLimit';

export const MAX_FAILURES = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const WINDOW_MS = 15 * 60_000;

/** Failures of one account from one address. */
export const LOGIN_FAILURES: Limit = { name: 'login-account-ip', max: MAX_FAILURES, windowMs: WINDOW_MS };
/** Failures from one address, whatever the accounts (credential stuffing). */
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { name: 'login-ip', max: MAX_FAILURES_PER_ADDRESS, windowMs: WINDOW_MS };
/** Wrong current passwords of one signed-in account from one address. */
export const PASSWORD_CHECK_FAILURES: Limit = { name: 'password-check-account-ip', max: MAX_FAILURES, windowMs: WINDOW_MS };
/** Wrong current passwords from one address, whatever the accounts. */
export const PASSWORD_CHECK_FAILURES_PER_ADDRESS: Limit = { name: 'password-check-ip', max: MAX_FAILURES_PER_ADDRESS, windowMs: WINDOW_MS };

export interface Counted {
  limit: Limit;
  key: string;
  /** After a right password: forget the key's failures, or only take this attempt back. */
  onSuccess: 'clear' | 'give-back';
}

/**
 * Runs one password check under limits. The attempt counts on every key before `check` runs,
 * so parallel guesses cannot all slip past while the first is still hashing; over any limit it
 * is refused (429, Retry-After) unchecked. A right password then takes its own count back, so
 * an office whose people sign in all day never uses up its address's allowance: only wrong
 * passwords (and refused attempts) stay counted.
 */
export async function limitedCheck(db: Conn, at: Date, counted: Counted[], tooManyMessage: string, check: () => Promise<boolean>): Promise<boolean> {
  let retryAfter = 0;
  let refusedBy = '';
  for (const { limit, key } of counted) {
    const verdict = await hit(db, limit, key, at);
    if (!verdict.allowed && verdict.retryAfter > retryAfter) [retryAfter, refusedBy] = [verdict.retryAfter, limit.name];
  }
  if (retryAfter) throw tooMany(refusedBy, retryAfter, tooManyMessage);
  const right = await check();
  if (right) for (const { limit, key, onSuccess } of counted) await (onSuccess === 'clear' ? clear(db, limit, key) : giveBack(db, limit, key, at));
  return right;
}
