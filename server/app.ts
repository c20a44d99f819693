// The reference API as one Hono app: platform middleware, then one sub-app per resource,
// then the static builds. `createApp(deps)` takes everything it uses, so tests build it on
// a cloned database with a fixed clock.
import { setAnswerHeader } from './http/answerHeaders';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import { ATTACHMENTS_TOO_LARGE } from '../shared/schemas/feedback';
import { PHOTO_BYTES_TOO_LARGE } from '../shared/schemas/pets';
import { authenticate } from './auth/middleware';
import { forgotPasswordRoutes } from './auth/forgotPassword';
import { authRoutes } from './auth/routes';
import { signedInSiteRoutes } from './auth/sitesRoutes';
import { sameSiteOnly } from './auth/sameSite';
import { mountAccounts } from './accounts/index';
import { mountAppointments } from './appointments/index';
import { DESK_PATH } from './auth/staffAuth';
import { deskRoutes } from './desk/routes';
import { mountCommerce } from './commerce/index';
import { contentChanged } from './content/changed';
import { clinicSettings } from './content/clinicSettings';
import { groupSites } from './content/groupSites';
import { contentApi } from './content/routes';
import { CLINIC_SETTINGS_PATH, CONTENT_CHANGED_PATH, GROUP_SITES_PATH } from '../shared/content/webhook';
import { isPreviewPath } from './portal/preview';
import { mountForms } from './forms/index';
import { handleError } from './http/errors';
import { securityHeaders, type CspDirectives } from './http/securityHeaders';
import type { AppEnv, Deps } from './http/env';
import { tenancy } from './http/tenancy';
import { writeLimits } from './http/writeLimits';
import { mailboxRoutes } from './mail/routes';
import { confirmEmailRoutes } from './profile/confirmEmailRoutes';
import { profileRoutes } from './profile/routes';
import { reminderChoiceRoutes, unsubscribePages } from './reminders/routes';
import { UNSUBSCRIBE_PATH } from './reminders/unsubscribe';
import { mountStatic } from './static';
import type { Logger } from 'pino';
import { log } from './ops/log';
import { observeRequests } from './ops/requests';
import { anyOrigin } from './http/cors';
import { READY_PATH, readiness } from './ops/health';
import { publicMetrics } from './ops/metricsEndpoint';
import { embedOrigin } from './auth/embedSignIn';
import { CARD_FRAME_PATH } from '../shared/schemas/cardFrame';

/** The embed page is the one page other sites may frame; nothing else may be framed. */
export const FRAMEABLE_PATHS = new Set(['/embed/booking']);

/** The origin of the group's CMS when the portal reads from one, for the CSP; '' otherwise. */
const contentOrigins = new Map<string, string>();
function contentOrigin(c: Context): string {
  const url = (c as Context<AppEnv>).get('deps')?.config.contentApiUrl;
  if (!url) return '';
  // Every answer carries the CSP: the configured URL is parsed once, not on each request.
  let origin = contentOrigins.get(url);
  if (origin === undefined) contentOrigins.set(url, (origin = new URL(url).origin));
  return origin;
}

/** The card frame (server/accounts/paymentMethods/cardFrameRoutes.ts): this origin and the page it was made for. */
function cardFrameAncestors(c: Context): string {
  const origin = embedOrigin(c.req.query('origin'));
  return origin ? `'self' ${origin}` : "'self'";
}

/**
 * One Content-Security-Policy for every answer. Scripts only from here and Stripe.js, the
 * card fields' frames from Stripe (and YouTube and Vimeo for the video block), API calls here and to
 * Stripe's API. Stylesheets are built files (scripts/twind-css.ts); inline styles stay allowed
 * for the style attributes React sets (carousel offsets, image ratios, the toasts' timers).
 */
export const CSP: CspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The group's CMS (CONTENT_API_URL) may be plain http on a developer's machine: its
  // origin is allowed by name for its images and for the shell's content calls.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', (c: Context) => contentOrigin(c)],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com', (c: Context) => contentOrigin(c)],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // The booking embed: any site. A draft's preview (/preview/…): the group's CMS only, whose
  // admin frames it beside the editor's form. The card frame: the page that asked for it.
  frameAncestors: [
    (c: Context) =>
      FRAMEABLE_PATHS.has(c.req.path)
        ? '*'
        : c.req.path === CARD_FRAME_PATH
          ? cardFrameAncestors(c)
          : isPreviewPath(c.req.path) && contentOrigin(c)
            ? contentOrigin(c)
            : "'none'",
  ],
};

/** Bodies larger than this are refused with 413 before they are read (routes may allow more). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The 413 for a body over the limit: the message of the field it is for (a pet photo, a
 * feedback screenshot), and Connection: close, because the unread rest of the body would
 * otherwise be read as the next request on this connection.
 */
function tooLarge(c: Context) {
  c.header('connection', 'close');
  const message = /^\/api\/v1\/pet\/[^/]+\/addphoto$/.test(c.req.path)
    ? PHOTO_BYTES_TOO_LARGE
    : /^\/api\/v1\/feedback\/?$/.test(c.req.path)
      ? ATTACHMENTS_TOO_LARGE
      : 'The request is too large.';
  return c.json({ success: false, message }, 413);
}

export interface AppOptions {
  /** Lets tests register probe routes before the static catch-all. */
  extend?: (app: Hono<AppEnv>) => void;
  /** Where request lines go (default: the process's logger). */
  log?: Logger;
  /** True once a shutdown began (server/ops/shutdown.ts): not ready, connections close. */
  draining?: () => boolean;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const draining = options.draining ?? (() => false);
  app.onError(handleError);
  // First, so its line and its timing cover everything after it, refusals included.
  app.use('*', observeRequests(options.log ?? log, draining));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // A stricter header a route sets itself wins (pet photos: a sandbox CSP).
  app.use('*', securityHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false, xFrameOptions: false }, CSP));
  // Reads (GET, HEAD) carry no body and skip the check. A body with a length is judged by its
  // Content-Length header alone (Node's parser reads no more than it says): hono's bodyLimit
  // asks for the request's body, which makes @hono/node-server build a full web Request, an
  // AbortController and a web stream, and the route's own read then cannot take the server's
  // direct path; measured, that costs about a third of a cached read and a fifth of a POST.
  // Only a body sent without a length (chunked) is counted by bodyLimit as it is read.
  const limitUnsizedBodies = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT, onError: tooLarge });
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitUnsizedBodies(c, next);
    return Number(length) > DEFAULT_BODY_LIMIT ? tooLarge(c) : next();
  });

  // Before the vet group is asked for: a probe names none, and must not need the group's row.
  app.get(READY_PATH, readiness(deps.db, draining, options.log ?? log));
  app.get('/metrics', publicMetrics(deps.config.metricsToken));

  // Widgets on clinic sites call the API cross-origin with a bearer token (no cookies).
  app.use('/api/*', anyOrigin({ methods: 'GET, POST, PUT, DELETE, OPTIONS', headers: 'authorization, content-type, x-vet-id, idempotency-key' }));

  app.use('/api/*', tenancy, authenticate);
  // Anonymous writes are limited per caller before any route runs (server/http/writeLimits.ts).
  app.use('/api/*', writeLimits);
  app.use('/stripe-standin/*', writeLimits);
  app.use('/auth/*', tenancy);
  // Cookie-setting and cookie-clearing posts refuse other sites (server/auth/sameSite.ts).
  for (const path of ['/auth/confirm-email', '/auth/forgot-password', '/auth/set-password', '/newsletter/*']) app.use(path, sameSiteOnly);
  app.route('/auth/confirm-email', confirmEmailRoutes);
  app.route('/auth/forgot-password', forgotPasswordRoutes);
  app.route('/auth', authRoutes(deps.now));
  if (!deps.config.production && !deps.config.smtpUrl) app.route('/dev', mailboxRoutes);

  app.get('/api/health', (c) => c.json({ success: true, data: { status: 'ok', database: deps.db.kind } }));

  // ── Resources: one line each, in any order (see server/README-platform.md) ──
  app.route('/api/v1/profile', profileRoutes);
  app.route('/api/v1/profile/sites', signedInSiteRoutes);
  app.route('/api/v1/profile/reminders', reminderChoiceRoutes);
  // Reached from an email (a mail app posts to it cross-site): the signed token is all it needs.
  app.route(UNSUBSCRIBE_PATH, unsubscribePages);
  mountForms(app);
  mountCommerce(app);
  // Content answers carry an ETag (a repeat view is a 304) and may be shown a minute stale
  // while the browser or a CDN checks for a new one. One answer per vet group.
  app.use('/content/api/*', etag(), async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 304) return;
    setAnswerHeader(c, 'cache-control', 'public, max-age=0, stale-while-revalidate=60');
  });
  app.route('/content/api', contentApi);
  app.route(CONTENT_CHANGED_PATH, contentChanged);
  app.route(GROUP_SITES_PATH, groupSites);
  app.route(CLINIC_SETTINGS_PATH, clinicSettings);
  mountAccounts(app);
  mountAppointments(app);
  app.route(DESK_PATH, deskRoutes);

  options.extend?.(app);
  mountStatic(app, deps.config.root, deps.config.contentApiUrl);
  return app;
}
