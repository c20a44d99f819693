// What a token handed to another site (the sign-in popup, server/auth/embedSignIn.ts) may do.
// Widgets on a clinic's site book, order, pay and read and edit the account; what would let a
// site take the account over (its email, password, saved cards, deleting it, the list of
// signed-in sites) stays on the portal's own site. Routes say so with the portalOnly flag,
// next to requireUser; the profile's email change asks refuseOnEmbed, the one route whose
// answer depends on what is sent.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PORTAL_ONLY, SITE_CANNOT } from '../../shared/schemas/signedInSites';
import { forbidden } from '../http/errors';
import type { AppEnv } from '../http/env';
import { vetGroupName } from '../http/tenancy';

/** "Tui Vets’", "Kiwi Vet’s": the possessive of a group's name. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

/** The refusal a site's token gets: what to do, and where (the group's own site). */
export function portalOnlyMessage(action: string, groupName: string, publicUrl: string): string {
  return `${action} on ${possessive(groupName)} own site, ${new URL(publicUrl).host}. ${SITE_CANNOT}`;
}

/** Throws the 403 when the caller's token was handed to another site. */
export async function refuseOnEmbed(c: Context<AppEnv>, action: string): Promise<void> {
  if (!c.get('user')?.embedOrigin) return;
  const { db, config } = c.get('deps');
  const name = (await vetGroupName(db, c.get('vetId'))) ?? c.get('vetId');
  throw forbidden(portalOnlyMessage(action, name, config.publicUrl));
}

/** Route flag: only the portal's own sign-in may call this route (after requireUser). */
export const portalOnly = (action: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await refuseOnEmbed(c, action);
    await next();
  });

export const CHANGE_EMAIL = PORTAL_ONLY.changeEmail;
export const CHANGE_PASSWORD = PORTAL_ONLY.changePassword;
export const MANAGE_CARDS = PORTAL_ONLY.manageCards;
export const DELETE_ACCOUNT = PORTAL_ONLY.deleteAccount;
export const MANAGE_SITES = PORTAL_ONLY.manageSites;

/** The answer when a site's token comes from another origin than the one it was given to. */
export const WRONG_SITE = 'This sign-in was given to another website. Please sign in again on this one.';
