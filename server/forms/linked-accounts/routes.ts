// /api/v2/linked-account: the signed-in customer's links to the practice
// system. Every call needs a signed-in user; the account type is 'pms' (anything else 404s).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  AccountTypeSchema,
  LinkedAccountSearchSchema,
  NO_MATCH,
  TOO_MANY_SEARCHES,
  UNKNOWN_ACCOUNT_TYPE,
  type AccountType,
} from '../../../shared/schemas/linkedAccounts';
import { currentUser, requireUser } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { callerAddressKey } from '../../http/callerAddress';
import { enforce, type Limit } from '../../http/rateLimit';
import { ok } from '../../http/respond';
import { input } from '../../http/validate';
import { ensureLinkJobRunner } from './job';
import { confirmLink, declineLink, linkStatus, listLinkedAccounts, searchPms } from './service';

/** A family links once; these leave room for typos and stop a sweep through client codes. */
export const LINK_SEARCHES_PER_ACCOUNT: Limit = { name: 'link-search-account', max: 10, windowMs: 60 * 60_000 };
export const LINK_SEARCHES_PER_ADDRESS: Limit = { name: 'link-search-ip', max: 30, windowMs: 60 * 60_000 };

function accountType(c: Context<AppEnv>): AccountType {
  const parsed = v.safeParse(AccountTypeSchema, c.req.param('accountType'));
  if (!parsed.success) throw notFound(UNKNOWN_ACCOUNT_TYPE);
  return parsed.output;
}

/** The search body is optional: no body means "find me by my email". */
const SearchBody = v.optional(LinkedAccountSearchSchema, {});

export const linkedAccountRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .use('*', async (c, next) => {
    // The completing job runs wherever links are made; started once per app.
    ensureLinkJobRunner(c.get('deps'));
    await next();
  })
  .get('/', async (c) => ok(c, await listLinkedAccounts(c.get('deps').db, currentUser(c))))
  .get('/status/:accountType', async (c) => ok(c, await linkStatus(c.get('deps').db, currentUser(c), accountType(c))))
  .post('/search/:accountType', input('json', SearchBody), async (c) => {
    const type = accountType(c);
    const criteria = c.req.valid('json');
    // Every search counts, found or not: guessing codes is slow for an account and an address.
    await enforce(c, LINK_SEARCHES_PER_ACCOUNT, [`user:${currentUser(c).id}`], TOO_MANY_SEARCHES);
    await enforce(c, LINK_SEARCHES_PER_ADDRESS, [`ip:${callerAddressKey(c)}`], TOO_MANY_SEARCHES);
    const match = await searchPms(c.get('deps').db, currentUser(c), type, criteria, c.get('deps').now());
    // No match is an answer, not a failure: the widget shows the spec's sentence.
    if (!match) return c.json({ success: true, data: null, message: NO_MATCH });
    return ok(c, match);
  })
  .post('/confirm-link/:accountType', async (c) => ok(c, await confirmLink(c.get('deps').db, currentUser(c), accountType(c), c.get('deps').now())))
  .post('/decline-link/:accountType', async (c) => ok(c, await declineLink(c.get('deps').db, currentUser(c), accountType(c))));
