// POST /api/v1/profile/new and /api/v1/profile/existing: anonymous
// registration. GET/POST /auth/set-password: the page (and JSON API) the emailed link opens.
import { Hono, type Context } from 'hono';
import { RegistrationExistingSchema, RegistrationNewSchema } from '../../../shared/schemas/registration';
import { HttpError } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/respond';
import { checked, input } from '../../http/validate';
import { LINK_INVALID, SetPasswordSchema, setPasswordWithToken, tokenAccount } from './passwordTokens';
import { register } from './service';
import { setPasswordPage } from './setPasswordPage';

/** Where the emailed link opens: the configured public origin, never the request's Host. */
const siteOrigin = (c: Context<AppEnv>) => c.get('deps').config.publicUrl;

export const registrationRoutes = new Hono<AppEnv>()
  .post('/new', input('json', RegistrationNewSchema), async (c) =>
    ok(c, await register(c.get('deps'), c.get('vetId'), siteOrigin(c), 'new', c.req.valid('json')), 201),
  )
  .post('/existing', input('json', RegistrationExistingSchema), async (c) =>
    ok(c, await register(c.get('deps'), c.get('vetId'), siteOrigin(c), 'existing', c.req.valid('json')), 201),
  );

const isJson = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().includes('application/json');

export const setPasswordRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('cache-control', 'no-store');
    const token = c.req.query('token') ?? '';
    const account = token && token.length <= 200 ? await tokenAccount(c.get('deps').db, c.get('vetId'), token, c.get('deps').now()) : undefined;
    if (!account) return c.html(setPasswordPage(c.get('vetId'), { kind: 'invalid', message: LINK_INVALID }), 400);
    return c.html(setPasswordPage(c.get('vetId'), { kind: 'form', token, email: account.email }));
  })
  // Scripts post JSON and get the API envelope (the declared input); the page posts a form and
  // gets a page, answered before the JSON is read.
  .post(
    '/',
    async (c, next) => {
      c.header('cache-control', 'no-store');
      if (isJson(c)) return next();
      const { db, now } = c.get('deps');
      const form = await c.req.parseBody();
      const raw = { token: form.token, password: form.password, confirmPassword: form.confirmPassword };
      const token = typeof raw.token === 'string' ? raw.token : '';
      try {
        const input = checked(SetPasswordSchema, raw);
        const done = await setPasswordWithToken(db, c.get('vetId'), input, now());
        return c.html(setPasswordPage(c.get('vetId'), { kind: 'done', email: done.email }));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const account = token && token.length <= 200 ? await tokenAccount(db, c.get('vetId'), token, now()) : undefined;
        if (!account) return c.html(setPasswordPage(c.get('vetId'), { kind: 'invalid', message: LINK_INVALID }), 400);
        return c.html(setPasswordPage(c.get('vetId'), { kind: 'form', token, email: account.email, error: error.message }), 422);
      }
    },
    input('json', SetPasswordSchema),
    async (c) => ok(c, await setPasswordWithToken(c.get('deps').db, c.get('vetId'), c.req.valid('json'), c.get('deps').now())),
  );
