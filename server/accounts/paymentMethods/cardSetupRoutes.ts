// What the add-card form needs before it can send a token to POST /api/v1/profile/paymentmethod:
//  - GET /api/v1/config/stripe: the publishable key and which Stripe.js to load;
//  - offline only: GET /stripe-standin/v3.js (server/payments/standin/v3.js) and
//    POST /stripe-standin/tokens, where that script turns a typed test card into a
//    tok_standin_… / pm_standin_… through the offline gateway (only the summary is kept).
// The tokens land in the same store the gateway saves and charges from (standin_cards).
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { sendScript, type ScriptSource } from '../../http/compressedScript';
import { withCardRules } from '../../../shared/domain/withCardRules';
import { STANDIN_PUBLISHABLE_KEY, type OfflineGateway } from '../../payments/index';
import type { StripeConfigAnswerSchema } from '../../../shared/schemas/paymentMethods';

// The stand-in as browsers get it: its own file with the card rules it shares with the gateway.
const STANDIN_SCRIPT: ScriptSource = {
  files: [join(import.meta.dirname, '../../payments/standin/v3.js'), join(import.meta.dirname, '../../../shared/domain/cardRules.js')],
  compose: ([standin, rules]) => withCardRules(standin!, rules!),
};

export const configRoutes = new Hono<AppEnv>().get('/stripe', (c) => {
  const gateway = c.get('deps').payments;
  return ok(c, {
    gateway: gateway.kind,
    publishableKey: gateway.publishableKey,
    // Relative to the API (its answers' URLs resolve against api-base), never PUBLIC_URL: the
    // address the browser reached the server at is the one that works.
    scriptUrl: gateway.kind === 'offline' ? '/stripe-standin/v3.js' : 'https://js.stripe.com/v3/',
  } satisfies v.InferInput<typeof StripeConfigAnswerSchema>);
});

const TokenRequest = v.object({
  key: v.string(),
  type: v.picklist(['token', 'payment_method']),
  card: v.object({
    number: v.pipe(v.string(), v.maxLength(30)),
    exp_month: v.pipe(v.number(), v.integer()),
    exp_year: v.pipe(v.number(), v.integer()),
    cvc: v.pipe(v.string(), v.maxLength(4)),
  }),
});

// The stand-in posts from clinic sites (another origin) with no credentials.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-max-age': '600',
};

const stripeError = (message: string, type = 'invalid_request_error') => ({ error: { type, message } });

function offline(c: Context<AppEnv>): OfflineGateway {
  const gateway = c.get('deps').payments;
  // With a real key the real Stripe.js is used: the stand-in does not exist.
  if (gateway.kind !== 'offline') throw notFound();
  return gateway as OfflineGateway;
}

export const standinRoutes = new Hono<AppEnv>()
  .get('/v3.js', async (c) => {
    offline(c);
    return sendScript(c, STANDIN_SCRIPT, { 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
  })
  .options('/tokens', (c) => c.body(null, 204, CORS))
  // Read here rather than through a route schema: Stripe.js expects Stripe's error shape
  // ({ error: { type, message } }) and CORS headers on every answer, refusals included.
  .post('/tokens', async (c) => {
    const gateway = offline(c);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return c.json(stripeError('Invalid request body.'), 400, CORS);
    }
    const parsed = v.safeParse(TokenRequest, raw);
    if (!parsed.success) return c.json(stripeError('Invalid card details.'), 400, CORS);
    const { key, type, card } = parsed.output;
    if (key !== STANDIN_PUBLISHABLE_KEY) return c.json(stripeError(`Invalid API Key provided: ${key.slice(0, 12)}…`), 401, CORS);
    const made = await gateway.tokenise({ number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc }, type);
    if ('error' in made) return c.json({ error: made.error }, 402, CORS);
    const { id, brand, last4, expMonth, expYear } = made.record;
    const summary = { brand, last4, exp_month: expMonth, exp_year: expYear };
    const created = Math.floor(c.get('deps').now().getTime() / 1000);
    return c.json(
      type === 'token'
        ? { id, object: 'token', type: 'card', card: { object: 'card', ...summary }, created, livemode: false, used: false }
        : { id, object: 'payment_method', type: 'card', card: summary, created, livemode: false },
      200,
      CORS,
    );
  });
