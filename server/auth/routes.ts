// The built-in identity provider: sign in (JSON for scripts and tests, a form page for
// people), the authentication proxy GET /auth/token that turns the httpOnly session cookie
// into a short-lived bearer token, and sign out.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { HttpError, unauthorized } from '../http/errors';
import type { AppEnv, StaffMember } from '../http/env';
import { checked, input, orEmpty } from '../http/validate';
import { safeCallback } from '../../shared/format/callback';
import { hashPassword, verifyPassword } from './passwords';
import { LOGIN_FAILURES, LOGIN_FAILURES_PER_ADDRESS, limitedCheck, type Counted } from './rateLimit';
import { sameSiteOnly } from './sameSite';
import { signInPage } from './signInPage';
import { issueToken, STAFF_SCOPE, TOKEN_TTL_SECONDS, verifyToken } from './tokens';
import { DESK_HOME, STAFF_COLUMNS, STAFF_SESSION_COOKIE, STAFF_SESSION_HOURS, staffCookieSession, staffToken, startStaffSession } from './staffSessions';
import { callerAddressKey } from '../http/callerAddress';
import { isHttps } from '../http/publicUrl';
import type { Queryable } from '../db/index';
import { badOriginPage, cancelledPage, consentPage, embedOrigin, handoffPage, HANDOFF_SCRIPT, notAllowedPage } from './embedSignIn';
import { siteAllowed, startSiteSession } from './embedSessions';
import { DEMO_STAFF } from '../desk/seed';

export const SESSION_COOKIE = 'vet_session';
const SESSION_DAYS = 14;
export const BAD_LOGIN = 'The email or password is not correct.';
export const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

// Absent fields are empty fields: the person gets 'An email is required', not a schema error.
const LoginSchema = v.object(
  {
    email: v.optional(
      v.pipe(v.string('An email is required'), v.trim(), v.nonEmpty('An email is required'), v.maxLength(254, 'Invalid email'), v.email('Invalid email')),
      '',
    ),
    password: v.optional(v.pipe(v.string('A password is required'), v.nonEmpty('A password is required'), v.maxLength(200, 'The password is too long')), ''),
  },
  'An email is required',
);
type Login = v.InferOutput<typeof LoginSchema>;

export { safeCallback };

/** A hash to check against when there is no account: a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A new session: its id is the cookie's secret, its token_id what bearer tokens name. */
export async function startSession(db: Queryable, userId: number, now: Date): Promise<{ id: string; tokenId: string }> {
  const id = randomBytes(32).toString('base64url');
  const tokenId = randomBytes(16).toString('base64url');
  await db.query(`insert into sessions (id, user_id, expires_at, token_id) values ($1, $2, $3, $4)`, [
    id,
    userId,
    new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    tokenId,
  ]);
  return { id, tokenId };
}

export function authRoutes(now: () => Date) {
  const app = new Hono<AppEnv>();
  app.use('*', sameSiteOnly);

  /**
   * A client's sign-in, or a staff member's when the email and password are not a client's of
   * this group but a staff account's (server/auth/staffSessions.ts: its own session and cookie).
   */
  async function signIn(c: Context<AppEnv>, { email, password }: Login) {
    const { db } = c.get('deps');
    // Limits per account and address (server/auth/rateLimit.ts), kept in the database: the
    // attempt counts before the password is checked, and a right one gives its count back.
    const address = callerAddressKey(c);
    const vetId = c.get('vetId');
    const user = await db.one<{ id: number; password_hash: string | null; first_name: string; last_name: string; email: string }>(
      'select id, password_hash, first_name, last_name, email from users where vet_id = $1 and lower(email) = lower($2)',
      [vetId, email],
    );
    const staff = await db.one<StaffMember & { passwordHash: string }>(
      `select ${STAFF_COLUMNS}, st.password_hash as "passwordHash" from staff st where st.vet_id = $1 and lower(st.email) = lower($2)`,
      [vetId, email],
    );
    const counted: Counted[] = [
      { limit: LOGIN_FAILURES, key: `${vetId}|${email.toLowerCase()}|${address}`, onSuccess: 'clear' },
      // Across vet groups: one caller is one caller whichever group it names.
      { limit: LOGIN_FAILURES_PER_ADDRESS, key: address, onSuccess: 'give-back' },
    ];
    // No account, or one without a password yet: still hash, so the answer takes as long. An
    // email that is both a client's and a staff member's is checked as the client's first.
    let asStaff = false;
    const matches = await limitedCheck(db, now(), counted, TOO_MANY, async () => {
      if (user?.password_hash && (await verifyPassword(password, user.password_hash))) return true;
      if (staff) return (asStaff = await verifyPassword(password, staff.passwordHash));
      if (!user?.password_hash) await verifyPassword(password, await timingHash());
      return false;
    });
    if (!matches) throw unauthorized(BAD_LOGIN);
    if (asStaff && staff) {
      const { passwordHash: _, ...member } = staff;
      const session = await startStaffSession(db, member, now());
      setCookie(c, STAFF_SESSION_COOKIE, session.id, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: STAFF_SESSION_HOURS * 3_600,
        secure: isHttps(c),
      });
      return {
        token: await staffToken(c, member, session.tokenId, now()),
        staff: { id: member.id, email: member.email, name: member.name, role: member.role },
      };
    }
    if (!user) throw unauthorized(BAD_LOGIN);
    const session = await startSession(db, user.id, now());
    setCookie(c, SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_DAYS * 86_400, secure: isHttps(c) });
    const token = await issueToken(c.get('deps').config, { userId: user.id, vetId: c.get('vetId'), email: user.email, sessionId: session.tokenId }, now());
    return { token, user: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name } };
  }

  app.post('/login', input('json', orEmpty(LoginSchema)), async (c) => c.json({ success: true, data: await signIn(c, c.req.valid('json')) }));

  /** The cookie's portal session for this group, or undefined when signed out. */
  async function cookieSession(c: Context<AppEnv>) {
    const id = getCookie(c, SESSION_COOKIE);
    if (!id) return undefined;
    const { db } = c.get('deps');
    const session = await db.one<{ user_id: number; email: string; token_id: string | null; expires_at: Date }>(
      `select s.user_id, u.email, s.token_id, s.expires_at from sessions s join users u on u.id = s.user_id
        where s.id = $1 and s.expires_at > $2 and u.vet_id = $3 and s.origin is null`,
      [id, now(), c.get('vetId')],
    );
    return session && { id, userId: session.user_id, email: session.email, tokenId: session.token_id, expiresAt: session.expires_at };
  }

  /** The cookie's session and a bearer token for it, or undefined when signed out. */
  async function sessionToken(c: Context<AppEnv>): Promise<{ token: string; email: string } | undefined> {
    const session = await cookieSession(c);
    if (!session) return undefined;
    const { db } = c.get('deps');
    // Sessions started before tokens named them get their token id now.
    let tokenId = session.tokenId;
    if (!tokenId) {
      tokenId = randomBytes(16).toString('base64url');
      await db.query('update sessions set token_id = $2 where id = $1 and token_id is null', [session.id, tokenId]);
      tokenId = (await db.one<{ token_id: string }>('select token_id from sessions where id = $1', [session.id]))?.token_id ?? tokenId;
    }
    const token = await issueToken(c.get('deps').config, { userId: session.userId, vetId: c.get('vetId'), email: session.email, sessionId: tokenId }, now());
    return { token, email: session.email };
  }

  app.get('/token', async (c) => {
    const found = await sessionToken(c);
    c.header('cache-control', 'no-store');
    // Signed out is an answer, not a failure: a 401 here would put an error in the console
    // of every signed-out page with a widget. Widgets read `token: null` as a visitor.
    return c.json(found ? { success: true, token: found.token, expiresIn: TOKEN_TTL_SECONDS } : { success: true, token: null });
  });

  // The desk's authentication proxy: the staff cookie as a short-lived desk token.
  app.get('/staff-token', async (c) => {
    c.header('cache-control', 'no-store');
    const found = await staffCookieSession(c, now());
    return c.json(
      found ? { success: true, token: await staffToken(c, found.staff, found.tokenId, now()), expiresIn: TOKEN_TTL_SECONDS } : { success: true, token: null },
    );
  });

  // Sign-in from a widget on another site (server/auth/embedSignIn.ts): a site the group does
  // not list is refused before anything is asked; the token is scoped to that site.
  async function embedRequest(c: Context<AppEnv>, raw: string | undefined) {
    c.header('cache-control', 'no-store');
    c.header('x-frame-options', 'DENY');
    const origin = embedOrigin(raw);
    if (!origin) return { refused: c.html(badOriginPage(), 400) };
    const { db, config } = c.get('deps');
    if (!(await siteAllowed(db, config, c.get('vetId'), origin))) {
      const { groupName } = await pageFor(c);
      return { refused: c.html(notAllowedPage({ origin, groupName: groupName ?? 'your vet clinic' }), 403) };
    }
    // The origin goes in unencoded: safeCallback refuses encoded slashes anywhere in a callback.
    return { refused: undefined, origin, back: `/auth/embed?origin=${origin}&vetId=${encodeURIComponent(c.get('vetId'))}` };
  }

  app.get('/embed', async (c) => {
    const asked = await embedRequest(c, c.req.query('origin'));
    if (asked.refused) return asked.refused;
    const session = await cookieSession(c);
    const vetId = encodeURIComponent(c.get('vetId'));
    if (!session) return c.redirect(`/auth/sign-in?vetId=${vetId}&callbackUrl=${encodeURIComponent(asked.back)}`, 303);
    const { groupName } = await pageFor(c);
    return c.html(
      consentPage({ origin: asked.origin, email: session.email, groupName: groupName ?? 'clinic', vetId: c.get('vetId'), minutes: TOKEN_TTL_SECONDS / 60 }),
    );
  });

  app.post('/embed', async (c) => {
    const form = await c.req.parseBody();
    const asked = await embedRequest(c, typeof form.origin === 'string' ? form.origin : undefined);
    if (asked.refused) return asked.refused;
    const session = await cookieSession(c);
    if (!session) return c.redirect(asked.back, 303);
    const { db, config } = c.get('deps');
    const site = await startSiteSession(db, { userId: session.userId, parentId: session.id, parentExpiresAt: session.expiresAt, origin: asked.origin }, now());
    const token = await issueToken(
      config,
      { userId: session.userId, vetId: c.get('vetId'), email: session.email, sessionId: site.tokenId, embed: { origin: asked.origin } },
      now(),
    );
    return c.html(handoffPage({ origin: asked.origin, token, expiresIn: TOKEN_TTL_SECONDS }));
  });

  app.get('/embed/cancel', (c) => c.html(cancelledPage()));

  app.get('/embed-handoff.js', (c) =>
    c.body(HANDOFF_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }),
  );

  /**
   * Ends the cookies' sessions (a client's, a staff member's), and the bearer token's, if one
   * came: their tokens stop at once.
   */
  app.post('/logout', async (c) => {
    const { db, config } = c.get('deps');
    const id = getCookie(c, SESSION_COOKIE);
    if (id) await db.query('delete from sessions where id = $1', [id]);
    const staffId = getCookie(c, STAFF_SESSION_COOKIE);
    if (staffId) await db.query('delete from staff_sessions where id = $1', [staffId]);
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // A desk token is always ours, whoever signs the clients' tokens.
    const claims = bearer ? ((await verifyToken(config, bearer, now())) ?? (await verifyToken({ ...config, oidc: undefined }, bearer, now()))) : null;
    if (claims?.sid) await db.query(`delete from ${claims.scope === STAFF_SCOPE ? 'staff_sessions' : 'sessions'} where token_id = $1`, [claims.sid]);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
    if (staffId) deleteCookie(c, STAFF_SESSION_COOKIE, { path: '/', secure: isHttps(c) });
    return c.json({ success: true, data: null });
  });

  /** Whose sign-in this is (name, logo), and whether the demo passwords may be shown. */
  async function pageFor(c: Context<AppEnv>) {
    const { db, config } = c.get('deps');
    const group = await db.one<{ name: string }>('select name from vet_groups where id = $1', [c.get('vetId')]);
    const logo = join(config.root, `demo/assets/logo-${c.get('vetId')}.svg`);
    return {
      vetId: c.get('vetId'),
      groupName: group?.name,
      logoUrl: existsSync(logo) ? `/demo/assets/logo-${c.get('vetId')}.svg` : null,
      showDemoAccounts: config.demo,
      demoStaff: DEMO_STAFF.filter((staff) => staff.vetId === c.get('vetId')),
    };
  }

  app.get('/sign-in', async (c) => c.html(signInPage({ ...(await pageFor(c)), callbackUrl: safeCallback(c.req.query('callbackUrl')) })));

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const asked = typeof form.callbackUrl === 'string' && form.callbackUrl !== '' ? form.callbackUrl : undefined;
    const callbackUrl = safeCallback(asked);
    try {
      const signedIn = await signIn(c, checked(LoginSchema, { email: form.email, password: form.password }));
      return c.redirect('staff' in signedIn && asked === undefined ? DESK_HOME : callbackUrl, 303);
    } catch (error) {
      const message = error instanceof HttpError ? error.message : BAD_LOGIN;
      const status = error instanceof HttpError && error.status === 429 ? 429 : 401;
      return c.html(signInPage({ ...(await pageFor(c)), callbackUrl, error: message, email: String(form.email ?? '').slice(0, 254) }), status);
    }
  });

  return app;
}
