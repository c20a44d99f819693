// Outgoing mail is a row in the outbox table, written by the statement or transaction that
// causes it (a transactional outbox): nothing is sent while a request waits, a message is never
// lost to a mail server's hiccup, and a write that fails sends nothing. With SMTP_URL set,
// server/mail/delivery.ts sends the rows; otherwise the dev mailbox page (/dev/mailbox) shows
// them. A row may also be a template's name and data, rendered then (templates.ts).
import type { Queryable } from '../db/index';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  vetId?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Queues a message: a row in the outbox, written through `db` when given (a transaction's connection). */
  send(message: MailMessage, db?: Queryable): Promise<void>;
  /** Tells the sender new rows wait, after a statement that wrote them itself (a booking's). */
  queued(): void;
}

/** Writes mail to the outbox; `onQueued` (the delivery loop's nudge, when there is one) hears of each. */
export function outboxMailer(db: Queryable, onQueued: () => void = () => {}): Mailer {
  return {
    async send(m, conn = db) {
      await conn.query(`insert into outbox (vet_id, to_address, subject, text_body, html_body, attachments, headers) values ($1, $2, $3, $4, $5, $6, $7)`, [
        m.vetId ?? null,
        m.to,
        m.subject,
        m.text,
        m.html ?? null,
        JSON.stringify(m.attachments ?? []),
        JSON.stringify(m.headers ?? {}),
      ]);
      onQueued();
    },
    queued: onQueued,
  };
}
