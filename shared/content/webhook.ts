// The CMS tells the portal's server that a group's published content changed, so its kept
// pages and answers are made again on the next view, not after their fresh time
// (server/content/changed.ts receives it; cms/src/contentChanged.ts sends it).
// POST {portal}/content/changed with X-Vet-Id and `Authorization: Bearer <secret>`.
import * as v from 'valibot';

export const CONTENT_CHANGED_PATH = '/content/changed';

/**
 * Outside production, with CONTENT_WEBHOOK_SECRET unset, the secret both sides use is kept in
 * this file of the server's DATA_DIR, made by whichever starts first, so `npm run cms` and
 * `npm start` work together with nothing set. Production sets its own (the server then accepts
 * no other; unset there, the webhook is off and pages follow within 10 s).
 */
export const CONTENT_WEBHOOK_SECRET_FILE = 'content-webhook-secret';

/**
 * PUT {portal}/content/group-sites, with the same headers and `{ origins }`: the clinic sites
 * a group lets ask for a sign-in from its widgets, as the group's record in the CMS lists them
 * (server/content/groupSites.ts takes it; cms/src/groupSites.ts sends it).
 */
export const GROUP_SITES_PATH = '/content/group-sites';

export const SITE_ORIGIN_MESSAGE = 'A site is its address alone, such as https://www.clinic.example (no path, no query).';

/** A site's origin, as browsers send it: scheme and host (and a port), nothing after. */
export const SiteOrigin = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(200, SITE_ORIGIN_MESSAGE),
  v.regex(/^https?:\/\/[^/?#@\s]+\/?$/i, SITE_ORIGIN_MESSAGE),
  v.check((value) => URL.canParse(value), SITE_ORIGIN_MESSAGE),
  // Lower case, and no default port or trailing slash: the form an Origin header has.
  v.transform((value) => new URL(value).origin),
);

export const GroupSites = v.strictObject({
  origins: v.pipe(v.array(SiteOrigin), v.maxLength(50, 'A group lists at most 50 sites.')),
});
