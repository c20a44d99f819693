// The CMS tells the portal's server that a group's published content changed, so its kept
// pages and answers are made again on the next view, not after their fresh time
// (server/content/changed.ts receives it; cms/src/contentChanged.ts sends it).
// POST {portal}/content/changed with X-Vet-Id and `Authorization: Bearer <secret>`.
export const CONTENT_CHANGED_PATH = '/content/changed';

/**
 * Outside production, with CONTENT_WEBHOOK_SECRET unset, the secret both sides use is kept in
 * this file of the server's DATA_DIR, made by whichever starts first, so `npm run cms` and
 * `npm start` work together with nothing set. Production sets its own (the server then accepts
 * no other; unset there, the webhook is off and pages follow within 10 s).
 */
export const CONTENT_WEBHOOK_SECRET_FILE = 'content-webhook-secret';
