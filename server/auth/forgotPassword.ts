// GET/POST /auth/forgot-password: someone who forgot their password asks for a
// link by email. The answer is the same whether or not an account has that address (nobody
// learns who is a client); when one does, a single-use link that expires in an hour goes to
// it, on PUBLIC_URL. The link opens the set-password page; using it ends every session.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { createSetPasswordToken } from '../forms/registration/passwordTokens';
import type { AppEnv } from '../http/env';
import { escapeHtml, plainPage } from '../http/page';
import { publicLink } from '../http/publicUrl';
import { callerAddressKey } from '../http/callerAddress';
import { enforce, type Limit } from '../http/rateLimit';

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_SENT =
  'If an account uses that email address, we have sent it a link to choose a new password. The link works once, for an hour. Check your spam folder if it does not arrive.';
export const RESET_EMAIL_INVALID = 'Please enter the email address you sign in with.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please wait an hour and try again.';
const RESETS_PER_ADDRESS: Limit = { name: 'reset-ip', max: 10, windowMs: 60 * 60_000 };
const RESETS_PER_EMAIL: Limit = { name: 'reset-email', max: 3, windowMs: 60 * 60_000 };

const EmailSchema = v.pipe(
  v.string(RESET_EMAIL_INVALID),
  v.trim(),
  v.nonEmpty(RESET_EMAIL_INVALID),
  v.maxLength(254, RESET_EMAIL_INVALID),
  v.email(RESET_EMAIL_INVALID),
);

function formPage(vetId: string, options: { email?: string; error?: string; sent?: boolean } = {}): string {
  const q = `vetId=${encodeURIComponent(vetId)}`;
  return plainPage(
    'Forgot your password',
    `<h1>Forgot your password?</h1>
  ${
    options.sent
      ? `<p class="lead" role="status">${escapeHtml(RESET_SENT)}</p>
  <p><a class="button" href="/auth/sign-in?${q}">Back to sign in</a></p>`
      : `<p class="lead">Enter the email address you sign in with and we will send you a link to choose a new password.</p>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <form method="post" action="/auth/forgot-password?${q}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
    <button type="submit">Send me a link</button>
  </form>
  <p><a href="/auth/sign-in?${q}">Back to sign in</a></p>`
  }`,
  );
}

async function requestReset(c: Context<AppEnv>, email: string): Promise<void> {
  const { db, mailer, config, now } = c.get('deps');
  await enforce(c, RESETS_PER_ADDRESS, [`ip:${callerAddressKey(c)}`], TOO_MANY_RESETS);
  await enforce(c, RESETS_PER_EMAIL, [`email:${email.toLowerCase()}`], TOO_MANY_RESETS);
  const user = await db.one<{ id: number; email: string; first_name: string }>(
    'select id, email, first_name from users where vet_id = $1 and lower(email) = lower($2)',
    [c.get('vetId'), email],
  );
  if (!user) return;
  const token = await createSetPasswordToken(db, c.get('vetId'), user.id, now(), RESET_TTL_MS);
  const link = publicLink(config, `/auth/set-password?token=${encodeURIComponent(token)}&vetId=${encodeURIComponent(c.get('vetId'))}`);
  await mailer.send({
    vetId: c.get('vetId'),
    to: user.email,
    subject: 'Choose a new password',
    text: [
      user.first_name ? `Kia ora ${user.first_name},` : 'Kia ora,',
      '',
      'Someone (we hope you) asked for a link to choose a new password for your account:',
      link,
      '',
      'The link works once, for an hour. Choosing a new password signs you out everywhere else.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}

export const forgotPasswordRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    c.header('cache-control', 'no-store');
    return c.html(formPage(c.get('vetId')));
  })
  // Read here rather than through a route schema: the same address takes the page's own form
  // post and the widgets' JSON, and each gets its answer in its own shape (a page or JSON).
  .post('/', async (c) => {
    c.header('cache-control', 'no-store');
    const json = (c.req.header('content-type') ?? '').includes('application/json');
    const raw = json ? ((await c.req.json().catch(() => ({}))) as { email?: unknown }).email : (await c.req.parseBody()).email;
    const parsed = v.safeParse(EmailSchema, raw ?? '');
    if (!parsed.success) {
      return json
        ? c.json({ success: false, message: RESET_EMAIL_INVALID, issues: { email: RESET_EMAIL_INVALID } }, 422)
        : c.html(formPage(c.get('vetId'), { email: typeof raw === 'string' ? raw.slice(0, 254) : '', error: RESET_EMAIL_INVALID }), 422);
    }
    await requestReset(c, parsed.output);
    return json ? c.json({ success: true, data: { message: RESET_SENT } }) : c.html(formPage(c.get('vetId'), { sent: true }));
  });
