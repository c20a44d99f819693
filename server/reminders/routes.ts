// GET/POST /reminders/unsubscribe?token=…: the link in every reminder. GET shows a button (a
// mail scanner that opens links stops nothing); POST stops that kind of reminder, from the
// button or from a mail app's one-click "Unsubscribe" (RFC 8058: List-Unsubscribe=One-Click,
// the token in the URL). GET/PUT /api/v1/profile/reminders: a signed-in client's switches.
import { Hono, type Context } from 'hono';
import { currentUser, requireUser } from '../auth/middleware';
import type { AppEnv } from '../http/env';
import { escapeHtml, plainPage } from '../http/page';
import { ok } from '../http/respond';
import { input } from '../http/validate';
import { ReminderChoicesSchema } from '../../shared/schemas/reminders';
import { readUnsubscribeToken, reminderChoices, setReminderChoice, UNSUBSCRIBE_PATH, type ReminderKind } from './unsubscribe';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Copy the whole link from the email, or call the clinic.';
const WHAT: Record<ReminderKind, string> = { appointment: 'appointment reminders', vaccination: 'vaccination reminders' };

function page(c: Context<AppEnv>, status: 200 | 400, title: string, content: string) {
  c.header('cache-control', 'no-store');
  return c.html(plainPage(title, `<h1>${escapeHtml(title)}</h1>\n  ${content}`), status);
}

const tokenOf = (c: Context<AppEnv>) => readUnsubscribeToken(c.get('deps').config, String(c.req.query('token') ?? ''));

export const unsubscribePages = new Hono<AppEnv>()
  .get('/', (c) => {
    const read = tokenOf(c);
    if (!read) return page(c, 400, 'Unsubscribe', `<p class="error" role="alert">${escapeHtml(UNSUBSCRIBE_LINK_INVALID)}</p>`);
    const token = String(c.req.query('token'));
    return page(
      c,
      200,
      'Unsubscribe',
      `<p class="lead">Stop ${escapeHtml(WHAT[read.kind])} by email${read.to.email ? ` to ${escapeHtml(read.to.email)}` : ''}.</p>
  <form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}">
    <button type="submit">Unsubscribe</button>
  </form>`,
    );
  })
  .post('/', async (c) => {
    const read = tokenOf(c);
    if (!read) return page(c, 400, 'Unsubscribe', `<p class="error" role="alert">${escapeHtml(UNSUBSCRIBE_LINK_INVALID)}</p>`);
    await setReminderChoice(c.get('deps').db, read.vetId, read.kind, read.to, false);
    const again = read.to.userId !== undefined ? ' You can switch them back on in your account.' : '';
    return page(c, 200, 'Unsubscribed', `<p class="lead" role="status">You will not get ${escapeHtml(WHAT[read.kind])} any more.${again}</p>`);
  });

export const reminderChoiceRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => ok(c, await reminderChoices(c.get('deps').db, c.get('vetId'), currentUser(c).id)))
  .put('/', requireUser, input('json', ReminderChoicesSchema), async (c) => {
    const choices = c.req.valid('json');
    const user = currentUser(c);
    const db = c.get('deps').db;
    await db.tx(async (tx) => {
      for (const kind of ['appointment', 'vaccination'] as const) {
        const wanted = choices[kind];
        if (wanted !== undefined) await setReminderChoice(tx, c.get('vetId'), kind, { userId: user.id }, wanted);
      }
    });
    return ok(c, await reminderChoices(db, c.get('vetId'), user.id));
  });
