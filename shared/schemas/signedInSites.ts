// Sites signed in with the account (the sign-in popup on a clinic's website): GET
// /api/v1/profile/sites lists them, DELETE /api/v1/profile/sites/{id} signs one out at once.
import * as v from 'valibot';
import { listAnswerOf } from './answerFields';

export const SignedInSiteSchema = v.object({
  /** The site session's id: what DELETE names. */
  id: v.pipe(v.string(), v.nonEmpty()),
  /** The website's origin, e.g. https://www.hamiltonvets.example.nz. */
  origin: v.string(),
  /** When the client said yes to it (ISO 8601). */
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type SignedInSite = v.InferOutput<typeof SignedInSiteSchema>;

export const SignedInSiteListAnswerSchema = listAnswerOf(SignedInSiteSchema);

/** The id in DELETE /api/v1/profile/sites/{id}: a session id as the list gives it. */
export const SiteIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'No such site'));

export const SITE_NOT_FOUND = 'This site is not signed in with your account.';

/**
 * What only the portal's own sign-in may do: a sign-in handed to a clinic's website (the
 * popup) is refused these (server/auth/embedScope.ts), and the account widget on such a site
 * sends the client to the portal for them instead of showing a form that would be refused.
 */
export const PORTAL_ONLY = {
  changeEmail: 'Change your email',
  changePassword: 'Change your password',
  manageCards: 'Add, remove or choose your saved cards',
  deleteAccount: 'Delete your account',
  manageSites: 'See or sign out the sites signed in with your account',
} as const;

export const SITE_CANNOT = 'A site signed in with your account cannot do this.';
