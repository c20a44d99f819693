// Sends the outbox through SMTP (SMTP_URL): the other half of the transactional outbox
// (mailer.ts). Each pass claims a batch of due rows in one statement, `for update skip locked`,
// and pushes their next attempt out as it does: that is the lease, so another process (or
// this one's next pass) leaves them alone while they are being sent, and the back-off if the
// send fails. Sent rows are marked sent. Delivery is at least once: a process that dies
// between the mail server's acceptance and the mark sends that message again a lease later.
import nodemailer from 'nodemailer';
import type { Db } from '../db/index';
import type { MailAttachment } from './mailer';
import { messageOf, OUTBOX_MESSAGE_COLUMNS, type OutboxRow } from './templates';
import { log } from '../ops/log';

/** What sending needs of nodemailer's transport (a test gives its own). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments: MailAttachment[];
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

export interface DeliveryOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  now: () => Date;
}

/** Rows claimed per statement. */
const BATCH = 20;
/** After this many failed attempts a message is left unsent (its last_error says why). */
export const MAX_ATTEMPTS = 10;
/** The lease and back-off after attempt n (1-based): 1, 2, 4 … minutes, at most 6 hours. */
export const retryAfterMs = (attempt: number) => Math.min(2 ** (attempt - 1), 360) * 60_000;

interface ClaimedRow extends OutboxRow {
  id: number;
  attempts: number;
}

/** One pass: claims due messages and sends them. Returns how many were sent and failed. */
export async function deliverDue({ db, transport, from, now }: DeliveryOptions): Promise<{ sent: number; failed: number; more: boolean }> {
  const at = now();
  // The lease is the first retry's wait, so it must outlast a send (the transport's timeouts
  // are well under a minute: smtpTransport).
  const { rows } = await db.query<ClaimedRow>(
    `update outbox o set attempts = o.attempts + 1,
            next_attempt_at = $1::timestamptz + least(power(2, o.attempts), 360) * interval '1 minute'
      where o.id in (select id from outbox where sent_at is null and attempts < $2 and (next_attempt_at is null or next_attempt_at <= $1)
                      order by id limit $3 for update skip locked)
      returning id, attempts, ${OUTBOX_MESSAGE_COLUMNS}`,
    [at, MAX_ATTEMPTS, BATCH],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    try {
      const { to, subject, text, html, attachments, headers } = messageOf(row);
      await transport.sendMail({ from, to, subject, text, html, attachments, headers });
      await db.query('update outbox set sent_at = $2, last_error = null where id = $1', [row.id, now()]);
      sent++;
    } catch (error) {
      failed++;
      const reason = String((error as Error)?.message ?? error).slice(0, 500);
      await db.query('update outbox set last_error = $2 where id = $1', [row.id, reason]);
      const then = row.attempts >= MAX_ATTEMPTS ? 'given up (see outbox.last_error)' : 'it will be tried again';
      log.error({ err: error, outboxId: row.id }, `Mail delivery failed; ${then}`);
    }
  }
  return { sent, failed, more: rows.length === BATCH };
}

/** nodemailer's SMTP transport with timeouts well inside the lease (its socket default is 10 minutes). */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/**
 * Sends the outbox every `everyMs`, and soon after `nudge()` (a request queued mail: it is
 * sent within a moment, not at the next tick). One pass at a time; a full batch runs again at
 * once. `stop()` ends it after the pass under way.
 */
export function startMailDelivery(options: DeliveryOptions, everyMs = 5_000): { nudge: () => void; stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let soon: NodeJS.Timeout | null = null;
  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const { more } = await deliverDue(options);
          again ||= more;
        } while (again && !stopped);
      } catch (error) {
        // A closed database means the server is shutting down: the next start sends the rest.
        if (!/closed|after calling end/i.test(String((error as Error)?.message))) log.error({ err: error }, 'Mail delivery pass failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(pass, everyMs);
  timer.unref?.();
  pass();
  return {
    // A short wait: the nudge comes as the writing transaction commits, and a few messages
    // queued together go in one pass.
    nudge: () => {
      if (soon || stopped) return;
      soon = setTimeout(() => ((soon = null), pass()), 100);
      soon.unref?.();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
