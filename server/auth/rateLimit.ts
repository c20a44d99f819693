// Sign-in limits, in the database so every server process shares them: failed
// sign-ins slow down per account and address together, so a stranger guessing from one
// place never locks the owner out from another; an address trying many accounts is limited
// on its own. No limit per account alone: that would hand anyone a way to lock a client out.
import type { Limit } from '../http/rateLimit';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** Failures of one account from one address. */
export const LOGIN_FAILURES: Limit = { name: 'login-account-ip', max: MAX_FAILURES, windowMs: WINDOW_MS };
/** Failures from one address, whatever the accounts (credential stuffing). */
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { name: 'login-ip', max: 30, windowMs: WINDOW_MS };
