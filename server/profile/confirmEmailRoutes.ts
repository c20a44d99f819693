// GET/POST /auth/confirm-email?token=&vetId=: the page the email-change mail links to. GET
// only shows a button: mail scanners that open links must not confirm anything; the POST
// does it, once (server/profile/emailChange.ts).
import { Hono, type Context } from 'hono';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { escapeHtml, plainPage } from '../http/page';
import { confirmEmailChange, EMAIL_LINK_INVALID, emailChangeFor } from './emailChange';

const tokenOf = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : '');

function page(c: Context<AppEnv>, status: 200 | 400 | 409, content: string) {
  c.header('cache-control', 'no-store');
  return c.html(plainPage('Confirm your new email', content), status);
}

const failed = (message: string) => `<h1>Confirm your new email</h1>\n  <p class="error" role="alert">${escapeHtml(message)}</p>`;

export const confirmEmailRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const token = tokenOf(c.req.query('token'));
    const change = token ? await emailChangeFor(c.get('deps').db, c.get('vetId'), token, c.get('deps').now()) : undefined;
    if (!change) return page(c, 400, failed(EMAIL_LINK_INVALID));
    return page(
      c,
      200,
      `<h1>Confirm your new email</h1>
  <p class="lead">Use ${escapeHtml(change.new_email)} as the email address of your account from now on.</p>
  <form method="post" action="/auth/confirm-email?vetId=${encodeURIComponent(c.get('vetId'))}">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <button type="submit">Confirm new email</button>
  </form>`,
    );
  })
  .post('/', async (c) => {
    const form = await c.req.parseBody();
    const token = tokenOf(form.token);
    try {
      const email = token ? await confirmEmailChange(c.get('deps').db, c.get('vetId'), token, c.get('deps').now()) : null;
      if (!email) return page(c, 400, failed(EMAIL_LINK_INVALID));
      return page(
        c,
        200,
        `<h1>Your email is changed</h1>
  <p class="lead" role="status">Sign in with ${escapeHtml(email)} from now on.</p>
  <p><a class="button" href="/auth/sign-in?vetId=${encodeURIComponent(c.get('vetId'))}">Sign in</a></p>`,
      );
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return page(c, 409, failed(error.message));
      throw error;
    }
  });
