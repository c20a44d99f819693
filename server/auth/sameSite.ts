// Cookie-setting and cookie-clearing POSTs (sign in, sign out, set a password, confirm an
// email, reset a password) refuse requests another site makes (cross-site request forgery): a browser says
// where a request comes from in Sec-Fetch-Site and Origin. Requests with neither (scripts,
// curl, the tests) carry no cookie a site could abuse and pass. Hono's csrf() checks only form
// and text bodies and answers a bare 403; these routes take JSON too, and the person is told why.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env';
import { plainPage, escapeHtml } from '../http/page';

export const CROSS_SITE = 'This request came from another website, so it was refused. Please use the sign-in page of this site.';

export const sameSiteOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const ours = new Set([new URL(c.get('deps').config.publicUrl).origin, new URL(c.req.url).origin]);
  // Sec-Fetch-Site decides when the browser sends it (every current one does). Origin is the
  // fallback for older browsers; 'null' is no answer there: with Referrer-Policy no-referrer
  // (ours) a browser sends Origin: null even for our own form posts.
  const refused = fetchSite !== undefined ? fetchSite === 'cross-site' : origin !== undefined && origin !== 'null' && !ours.has(origin);
  if (!refused) return next();
  const wantsJson = (c.req.header('content-type') ?? '').includes('application/json');
  return wantsJson
    ? c.json({ success: false, message: CROSS_SITE }, 403)
    : c.html(plainPage('Request refused', `<h1>Request refused</h1>\n  <p class="error" role="alert">${escapeHtml(CROSS_SITE)}</p>`), 403);
});
