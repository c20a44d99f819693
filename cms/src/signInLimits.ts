// Sign-in attempts are limited per address, not per account: Payload's own lockout (five wrong
// passwords lock the account for everyone) let anybody shut any editor out, and told who has
// an account. Each attempt counts against its address until it succeeds; past the limit the
// address is refused for the rest of the window, whatever email it tries, with one message.
// Kept in this process's memory: a restart forgets, and each process counts its own.
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';
import { clientAddress } from './clientAddress';

export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from your address. Try again in 10 minutes.';

/** At most this many addresses are remembered; the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000;

interface Window {
  attempts: number;
  endsAt: number;
}
const windows = new Map<string, Window>();

/** Requests without this process's stamp (none reach the CMS's own server) share one count. */
const keyOf = (req: PayloadRequest) => clientAddress(req.headers) ?? 'unstamped';

function forgetOld(now: number) {
  if (windows.size < MAX_ADDRESSES) return;
  for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  for (const key of windows.keys()) {
    if (windows.size < MAX_ADDRESSES) break;
    windows.delete(key);
  }
}

/** Before a sign-in: counts it, or refuses it when its address has used up its attempts. */
export const limitSignIns: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const now = Date.now();
  const key = keyOf(req);
  let window = windows.get(key);
  if (!window || window.endsAt <= now) {
    forgetOld(now);
    window = { attempts: 0, endsAt: now + SIGN_IN_WINDOW_MS };
    windows.set(key, window);
  }
  if (window.attempts >= SIGN_IN_ATTEMPTS) {
    req.responseHeaders = new Headers({ 'retry-after': String(Math.ceil((window.endsAt - now) / 1000)) });
    throw new APIError(TOO_MANY_SIGN_INS, 429, null, true);
  }
  window.attempts += 1;
  return args;
};

/** A sign-in that succeeded does not count against its address. */
export const successfulSignInIsFree: CollectionAfterLoginHook = ({ req, user }) => {
  const window = windows.get(keyOf(req));
  if (window && window.attempts > 0) window.attempts -= 1;
  return user;
};
