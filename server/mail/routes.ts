// The dev mailbox: what the outbox holds, newest first. It holds every group's mail,
// set-password links included, so it is for the developer at this machine only: mounted in
// outbox mode outside production (app.ts), and answered only to loopback callers.
import { Hono } from 'hono';
import { isLoopback } from '../http/clientIp';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { escapeHtml as escape } from '../http/page';
import { messageOf, OUTBOX_MESSAGE_COLUMNS, type OutboxRow } from './templates';

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
  // Anyone else is told nothing exists here: no hint that a mailbox could be reached.
  .use('*', async (c, next) => {
    if (!isLoopback(c)) throw notFound();
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
