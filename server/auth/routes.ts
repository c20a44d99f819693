// The built-in identity provider: sign in (JSON for scripts and tests, a form page for
// people), the authentication proxy GET /auth/token that turns the httpOnly session cookie
// into a short-lived bearer token, and sign out.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { HttpError, unauthorized } from '../http/errors';
import type { AppEnv } from '../http/env';
import { checked } from '../http/validate';
import { safeCallback } from '../../shared/format/callback';
import { verifyPassword } from './passwords';
import { createLoginLimiter } from './rateLimit';
import { signInPage } from './signInPage';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';

export const SESSION_COOKIE = 'vet_session';
const SESSION_DAYS = 14;
export const BAD_LOGIN = 'The email or password is not correct.';
export const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

const LoginSchema = v.object({
  email: v.pipe(v.string('An email is required'), v.trim(), v.nonEmpty('An email is required'), v.maxLength(254, 'Invalid email'), v.email('Invalid email')),
  password: v.pipe(v.string('A password is required'), v.nonEmpty('A password is required'), v.maxLength(200, 'The password is too long')),
});

export { safeCallback };

export function authRoutes(now: () => Date) {
  const limiter = createLoginLimiter(now);
  const app = new Hono<AppEnv>();

  async function signIn(c: Context<AppEnv>, input: unknown) {
    // Absent fields are empty fields: the person gets 'An email is required', not a schema error.
    const given = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const { email, password } = checked(LoginSchema, { email: given.email ?? '', password: given.password ?? '' });
    // Per account, whatever address the request claims (X-Forwarded-For is the caller's to
    // write). The attempt counts before the password is checked, in the same tick as the
    // check: parallel guesses cannot all pass `blocked` while the first is still hashing.
    const key = `${c.var.vetId}|${email.toLowerCase()}`;
    if (limiter.blocked(key)) throw new HttpError(429, TOO_MANY);
    limiter.failed(key);
    const { db } = c.var.deps;
    const user = await db.one<{ id: number; password_hash: string | null; first_name: string; last_name: string; email: string }>(
      'select id, password_hash, first_name, last_name, email from users where vet_id = $1 and lower(email) = lower($2)',
      [c.var.vetId, email],
    );
    if (!user || !(await verifyPassword(password, user.password_hash))) throw unauthorized(BAD_LOGIN);
    limiter.succeeded(key);
    const id = randomBytes(32).toString('base64url');
    await db.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, $3)`, [
      id,
      user.id,
      new Date(now().getTime() + SESSION_DAYS * 86_400_000),
    ]);
    setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_DAYS * 86_400, secure: new URL(c.req.url).protocol === 'https:' });
    const token = await issueToken(c.var.deps.config, { userId: user.id, vetId: c.var.vetId, email: user.email }, now());
    return { token, user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name } };
  }

  app.post('/login', async (c) => {
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      input = {};
    }
    return c.json({ success: true, data: await signIn(c, input) });
  });

  app.get('/token', async (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    const session = id
      ? await c.var.deps.db.one<{ user_id: number; email: string }>(
          `select s.user_id, u.email from sessions s join users u on u.id = s.user_id
            where s.id = $1 and s.expires_at > $2 and u.vet_id = $3`,
          [id, now(), c.var.vetId],
        )
      : undefined;
    if (!session) return c.json({ success: false, message: 'Not signed in' }, 401);
    const token = await issueToken(c.var.deps.config, { userId: session.user_id, vetId: c.var.vetId, email: session.email }, now());
    c.header('cache-control', 'no-store');
    return c.json({ success: true, token, expiresIn: TOKEN_TTL_SECONDS });
  });

  app.post('/logout', async (c) => {
    const id = getCookie(c, SESSION_COOKIE);
    if (id) await c.var.deps.db.query('delete from sessions where id = $1', [id]);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ success: true, data: null });
  });

  app.get('/sign-in', (c) => c.html(signInPage({ callbackUrl: safeCallback(c.req.query('callbackUrl')), vetId: c.var.vetId })));

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const callbackUrl = safeCallback(typeof form.callbackUrl === 'string' ? form.callbackUrl : undefined);
    try {
      await signIn(c, { email: form.email, password: form.password });
      return c.redirect(callbackUrl, 303);
    } catch (error) {
      const message = error instanceof HttpError ? error.message : BAD_LOGIN;
      const status = error instanceof HttpError && error.status === 429 ? 429 : 401;
      return c.html(signInPage({ callbackUrl, vetId: c.var.vetId, error: message, email: String(form.email ?? '') }), status);
    }
  });

  return app;
}
