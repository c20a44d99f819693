// POST /api/v1/newsletter { email }: a sign-up (anonymous, limited per caller in
// server/http/writeLimits.ts). GET/POST /newsletter/confirm and /newsletter/unsubscribe: the
// pages the mail links to. GET only shows a button, so a mail scanner that opens links
// changes nothing; the POST does it.
import { Hono, type Context } from 'hono';
import { NewsletterSignUpSchema, NEWSLETTER_CHECK_INBOX } from '../../../shared/schemas/newsletter';
import type { AppEnv } from '../../http/env';
import { escapeHtml, plainPage } from '../../http/page';
import { ok } from '../../http/respond';
import { tenancy } from '../../http/tenancy';
import { input } from '../../http/validate';
import { confirmSignUp, requestSignUp, unsubscribe } from './service';

export const newsletterRoutes = new Hono<AppEnv>().post('/', input('json', NewsletterSignUpSchema), async (c) => {
  const { email } = c.req.valid('json');
  await requestSignUp(c.get('deps'), c.get('vetId'), email, c.get('deps').now());
  return ok(c, { message: NEWSLETTER_CHECK_INBOX }, 201);
});

const LINK_INVALID = 'This link has expired or has already been used. Sign up again on our website to get a new one.';
const tokenOf = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : '');

function page(c: Context<AppEnv>, status: 200 | 400, title: string, content: string) {
  c.header('cache-control', 'no-store');
  return c.html(plainPage(title, `<h1>${escapeHtml(title)}</h1>\n  ${content}`), status);
}

/** A page with one button that posts the link's token back. */
function action(path: 'confirm' | 'unsubscribe', title: string, lead: string, button: string, done: string, run: typeof confirmSignUp) {
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const token = tokenOf(c.req.query('token'));
      if (!token) return page(c, 400, title, `<p class="error" role="alert">${escapeHtml(LINK_INVALID)}</p>`);
      return page(
        c,
        200,
        title,
        `<p class="lead">${escapeHtml(lead)}</p>
  <form method="post" action="/newsletter/${path}?vetId=${encodeURIComponent(c.get('vetId'))}">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <button type="submit">${escapeHtml(button)}</button>
  </form>`,
      );
    })
    .post('/', async (c) => {
      const token = tokenOf((await c.req.parseBody()).token);
      const changed = token ? await run(c.get('deps').db, c.get('vetId'), token, c.get('deps').now()) : false;
      if (!changed) return page(c, 400, title, `<p class="error" role="alert">${escapeHtml(LINK_INVALID)}</p>`);
      return page(c, 200, title, `<p class="lead" role="status">${escapeHtml(done)}</p>\n  <p><a href="/">Back to the website</a></p>`);
    });
}

export const newsletterPages = new Hono<AppEnv>()
  .use('*', tenancy)
  .route(
    '/confirm',
    action(
      'confirm',
      'Confirm your sign-up',
      'Confirm that you would like our monthly email.',
      'Yes, sign me up',
      'Thank you: you are signed up for our monthly email.',
      confirmSignUp,
    ),
  )
  .route(
    '/unsubscribe',
    action(
      'unsubscribe',
      'Stop the newsletter',
      'Stop our monthly email to this address.',
      'Unsubscribe',
      'You will not get our newsletter any more.',
      unsubscribe,
    ),
  );
