// Feedback: stored with its screenshots, then mailed to the clinic group so a person
// reads it. The group's address is its main clinic's email (else the first clinic that has
// one). The feedback is kept even when no mail can be sent: nothing the client wrote is lost.
import type * as v from 'valibot';
import { ATTACHMENTS_MAX_BYTES, ATTACHMENTS_TOO_LARGE, ATTACHMENT_INVALID, FEEDBACK_TYPE_LABELS, type FeedbackInput } from '../../../shared/schemas/feedback';
import type { Db, Queryable } from '../../db/index';
import { HttpError, unprocessable } from '../../http/errors';
import type { AuthUser } from '../../http/env';
import type { Mailer, MailAttachment } from '../../mail/mailer';
import { picturesBusy, reencodePicture, type Picture } from '../reencode';
import type { SentFeedbackAnswerSchema } from '../../../shared/schemas/feedback';
import { log } from '../../ops/log';

interface Attachment {
  filename: string;
  contentType: Picture['contentType'];
  bytes: Buffer;
}

/** The largest screenshot, decoded: a full desktop screen, not a decompression bomb. */
export const SCREENSHOT_MAX_PIXELS = { width: 4000, height: 4000 };

/**
 * Decodes the screenshots and writes each again (server/accounts/reencode.ts): really a PNG
 * or JPEG, within the size cap, with no metadata left in what is mailed.
 */
export async function checkAttachments(input: FeedbackInput['attachments']): Promise<Attachment[]> {
  const approx = input.reduce((sum, a) => sum + Math.floor((a.data.length * 3) / 4), 0);
  if (approx > ATTACHMENTS_MAX_BYTES + 2 * input.length) throw new HttpError(413, ATTACHMENTS_TOO_LARGE);
  const checked: Attachment[] = [];
  for (const [index, a] of input.entries()) {
    const picture = await reencodePicture(Buffer.from(a.data, 'base64'), { max: SCREENSHOT_MAX_PIXELS });
    if ('problem' in picture && picture.problem === 'busy') throw picturesBusy();
    if ('problem' in picture) throw unprocessable(ATTACHMENT_INVALID, { issues: { [`attachments.${index}.data`]: ATTACHMENT_INVALID } });
    checked.push({ filename: `${a.filename.replace(/\.[a-z0-9]+$/i, '')}.${picture.extension}`, contentType: picture.contentType, bytes: picture.bytes });
  }
  return checked;
}

async function groupAddress(db: Queryable, vetId: string): Promise<{ email: string; group: string } | undefined> {
  const { rows } = await db.query<{ email: string; group_name: string }>(
    `select c.email, g.name as group_name from clinics c join vet_groups g on g.id = c.vet_id
      where c.vet_id = $1 and coalesce(c.email, '') <> '' order by c.main_location desc, c.position, c.id limit 1`,
    [vetId],
  );
  return rows[0] && { email: rows[0].email, group: rows[0].group_name };
}

export function feedbackMail(input: FeedbackInput, group: string, id: number) {
  const label = FEEDBACK_TYPE_LABELS[input.type];
  const name = `${input.firstName} ${input.lastName}`;
  return {
    subject: `${label} from ${name} (feedback #${id})`,
    text: [
      `New ${label.toLowerCase()} sent through the ${group} website.`,
      '',
      `Type: ${label}`,
      `Name: ${name}`,
      `Email: ${input.emailAddress}`,
      `Phone: ${input.phone}`,
      `Happy to be contacted about it: ${input.allowFollowUp ? 'Yes' : 'No'}`,
      `Screenshots attached: ${input.attachments.length}`,
      '',
      input.message,
    ].join('\n'),
  };
}

export async function sendFeedback(deps: { db: Db; mailer: Mailer; now: () => Date }, vetId: string, user: AuthUser | undefined, input: FeedbackInput) {
  const attachments = await checkAttachments(input.attachments);
  const id = await deps.db.tx(async (tx) => {
    const row = await tx.one<{ id: number }>(
      `insert into feedback (vet_id, user_id, type, first_name, last_name, email, phone, message, allow_follow_up, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [vetId, user?.id ?? null, input.type, input.firstName, input.lastName, input.emailAddress, input.phone, input.message, input.allowFollowUp, deps.now()],
    );
    for (const a of attachments) {
      await tx.query('insert into feedback_attachments (feedback_id, vet_id, filename, content_type, bytes) values ($1, $2, $3, $4, $5)', [
        row!.id,
        vetId,
        a.filename,
        a.contentType,
        a.bytes,
      ]);
    }
    return row!.id;
  });

  const to = await groupAddress(deps.db, vetId);
  let mailed = false;
  if (to) {
    const mail = feedbackMail(input, to.group, id);
    const files: MailAttachment[] = attachments.map((a) => ({ filename: a.filename, content: a.bytes.toString('base64'), contentType: a.contentType }));
    try {
      await deps.mailer.send({ vetId, to: to.email, ...mail, attachments: files });
      mailed = true;
    } catch (error) {
      // Stored already: a mail server being down must not lose the client's feedback.
      log.error({ err: error, feedbackId: id }, 'Feedback mail failed');
    }
  }
  return { id, mailed } satisfies v.InferInput<typeof SentFeedbackAnswerSchema>;
}
