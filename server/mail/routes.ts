// The dev mailbox: what the outbox holds, newest first. It holds every group's mail,
// set-password links included, so it opens only with the key the server prints at start
// (config.devMailboxKey, as Jupyter does): `/dev/mailbox?key=…` sets a cookie for later
// visits. Any address, proxy or Host header without the key is told nothing exists here.
// Mounted in outbox mode outside production only (app.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { escapeHtml as escape } from '../http/page';
import { isHttps } from '../http/publicUrl';
import { messageOf, OUTBOX_MESSAGE_COLUMNS, type OutboxRow } from './templates';

export const MAILBOX_COOKIE = 'dev_mailbox_key';

/** Compared by digest in constant time: the answer's timing says nothing about the key. */
function sameKey(given: string | undefined, key: string): boolean {
  if (!given || !key) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}

function opened(c: Context<AppEnv>): boolean {
  const key = c.get('deps').config.devMailboxKey;
  return sameKey(c.req.query('key'), key) || sameKey(getCookie(c, MAILBOX_COOKIE), key);
}

async function messages(db: AppEnv['Variables']['deps']['db']) {
  const { rows } = await db.query<OutboxRow & { id: number; created_at: string }>(
    `select id, created_at, ${OUTBOX_MESSAGE_COLUMNS} from outbox order by id desc limit 200`,
  );
  return rows.map((row) => {
    const message = messageOf(row);
    return {
      id: row.id,
      vetId: row.vet_id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
      createdAt: row.created_at,
    };
  });
}

export const mailboxRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!opened(c)) throw notFound();
    if (c.req.query('key') !== undefined) {
      // Later visits (and reloads) need no key in the address; the cookie is this path's only.
      setCookie(c, MAILBOX_COOKIE, c.get('deps').config.devMailboxKey, { httpOnly: true, sameSite: 'Strict', path: '/dev', secure: isHttps(c) });
      if (c.req.path.endsWith('/mailbox')) return c.redirect('/dev/mailbox', 303);
    }
    await next();
  })
  .get('/mailbox.json', async (c) => c.json({ success: true, data: { items: await messages(c.get('deps').db) } }))
  .get('/mailbox', async (c) => {
    const list = await messages(c.get('deps').db);
    const items = list
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to)} · ${escape(String(m.createdAt))}${
            m.attachments.length ? ` · attachments: ${m.attachments.map((a: { filename: string }) => escape(a.filename)).join(', ')}` : ''
          }</p><pre>${escape(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}.meta{color:#4b5563;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><main><h1>Dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL is set). Newest first.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
