// Outgoing mail. With SMTP_URL set, nodemailer sends it; otherwise it goes to the outbox
// table and the dev mailbox page (/dev/mailbox) shows what would have been sent.
import nodemailer from 'nodemailer';
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
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export function outboxMailer(db: Queryable): Mailer {
  return {
    kind: 'outbox',
    async send(m) {
      await db.query(`insert into outbox (vet_id, to_address, subject, text_body, html_body, attachments) values ($1, $2, $3, $4, $5, $6)`, [
        m.vetId ?? null,
        m.to,
        m.subject,
        m.text,
        m.html ?? null,
        JSON.stringify(m.attachments ?? []),
      ]);
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
    },
  };
}
