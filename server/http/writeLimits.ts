// Rate limits on every anonymous write, in one table so the numbers are read in
// one place. Counted per caller address (and per account when signed in) in the database
// (server/http/rateLimit.ts), before the work, so every server process shares them and a
// flood of bad requests is limited too. A family filling in forms never meets them; a script
// sending hundreds, or testing stolen cards with small charges, does.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { clientKeys, enforce, type Limit } from './rateLimit';
import { HttpError } from './errors';

const HOUR = 60 * 60_000;

interface Rule {
  method: 'POST' | 'PUT';
  path: RegExp;
  limit: Limit;
}

/** Per address (and account) and hour. Docs: docs/forms.md and docs/commerce.md, SECURITY.md. */
export const WRITE_LIMITS: readonly Rule[] = [
  { method: 'POST', path: /^\/api\/v1\/profile\/(new|existing)\/?$/, limit: { name: 'registration', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/contact\/?$/, limit: { name: 'contact', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/contact\/enquiry\/?$/, limit: { name: 'enquiry', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/contact\/sheepvaccinesorderform\/?$/, limit: { name: 'sheep-order', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/feedback\/?$/, limit: { name: 'feedback', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/newsletter\/?$/, limit: { name: 'newsletter', max: 10, windowMs: HOUR } },
  // Card testing: many cards tried, or many small charges, from one client.
  { method: 'POST', path: /^\/stripe-standin\/tokens\/?$/, limit: { name: 'card-tokens', max: 30, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/profile\/paymentmethod\/?$/, limit: { name: 'card-save', max: 20, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/profile\/(anonymous\/)?oneoffpayment\/?$/, limit: { name: 'one-off-payment', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/admin\/donation\/?$/, limit: { name: 'donation', max: 10, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v1\/basket\/[^/]+\/order\/?$/, limit: { name: 'order', max: 20, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v2\/appointment\/(complete|anonymous)\/?$/, limit: { name: 'booking', max: 20, windowMs: HOUR } },
  { method: 'POST', path: /^\/api\/v2\/appointment\/hold\/?$/, limit: { name: 'hold', max: 60, windowMs: HOUR } },
];

export const tooManyMessage = (retryAfter: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `Too many requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** The card script stand-in answers in Stripe's error shape, as Stripe.js expects. */
const stripeShaped = (c: Context) => c.req.path.startsWith('/stripe-standin/');

export const writeLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('deps').config.writeLimits) return next();
  const rule = WRITE_LIMITS.find((r) => r.method === c.req.method && r.path.test(c.req.path));
  if (!rule) return next();
  try {
    await enforce(c, rule.limit, clientKeys(c), tooManyMessage);
  } catch (error) {
    // Our own answer goes out through handleError; the card stand-in answers as Stripe would.
    if (!(error instanceof HttpError) || error.status !== 429 || !stripeShaped(c)) throw error;
    c.header('retry-after', error.headers?.['retry-after'] ?? '60');
    c.header('access-control-allow-origin', '*');
    return c.json({ error: { type: 'invalid_request_error', code: 'rate_limit', message: error.message } }, 429);
  }
  return next();
};
