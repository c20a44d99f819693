import sharp from 'sharp';
// POST /api/v1/feedback on the real app and database: stored,
// mailed to the group's main clinic with its screenshots, the form's messages, no partial
// writes on bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENTS_TOO_LARGE,
  ATTACHMENTS_TOO_MANY,
  ATTACHMENT_INVALID,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  PHONE_INVALID,
  PHONE_REQUIRED,
  SentFeedbackAnswerSchema,
  TYPE_INVALID,
} from '../../../shared/schemas/feedback';
import { answerOf, drivers, rowCount, testApp, type TestApp } from '../../test/harness';
import { png, read } from '../testing';

const valid = {
  type: 'bug',
  firstName: 'Sam',
  lastName: 'Taylor',
  emailAddress: 'sam@example.nz',
  phone: '021 555 0101',
  message: 'The pet photo button does nothing on my phone.',
  attachments: [],
  allowFollowUp: true,
};

describe.each(drivers())('feedback on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    sam = await t.login('sam@example.nz', 'tui-demo-1');
  }, 60_000);
  afterAll(() => t.close());

  const counts = async () => ({
    feedback: await rowCount(t, 'feedback'),
    attachments: await rowCount(t, 'feedback_attachments'),
    mail: (await t.mailbox()).length,
  });

  it('stores a signed-in client’s feedback with its screenshot and mails it to the main clinic', async () => {
    const shot = png(1200, 900);
    const res = await t.request('/api/v1/feedback', {
      token: sam,
      body: { ...valid, attachments: [{ data: `data:image/png;base64,${shot.toString('base64')}`, filename: 'screen.png' }] },
    });
    expect(res.status).toBe(201);
    const { data } = await read(res);
    expect(data).toEqual({ id: expect.any(Number), mailed: true });
    const row = await t.db.one<Record<string, unknown>>(
      'select f.*, u.email as user_email from feedback f left join users u on u.id = f.user_id where f.id = $1',
      [data.id],
    );
    expect(row).toMatchObject({
      vet_id: 'tui-vets',
      user_email: 'sam@example.nz',
      type: 'bug',
      first_name: 'Sam',
      phone: '021 555 0101',
      allow_follow_up: true,
    });
    const stored = await t.db.one<{ bytes: Uint8Array; content_type: string }>('select bytes, content_type from feedback_attachments where feedback_id = $1', [
      data.id,
    ]);
    expect(stored!.content_type).toBe('image/png');
    // Written again by the server: the same picture, no metadata.
    expect(await sharp(Buffer.from(stored!.bytes)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 900 });
    const [mail] = await t.mailbox();
    expect(mail).toMatchObject({
      to: 'hamilton@tuivets.example.nz',
      subject: `Bug from Sam Taylor (feedback #${data.id})`,
      attachments: [expect.objectContaining({ filename: 'screen.png' })],
    });
    expect(mail!.text).toContain('Happy to be contacted about it: Yes');
    expect(mail!.text).toContain(valid.message);
  });

  it('takes anonymous feedback too, defaulting the type and follow-up, for the caller’s group', async () => {
    const { type: _t, allowFollowUp: _a, attachments: _x, ...rest } = valid;
    const res = await t.request('/api/v1/feedback', { vetId: 'kea-vets', body: { ...rest, type: 'featureRequest', firstName: 'Kiri' } });
    expect(res.status).toBe(201);
    const { data } = await read(res);
    expect(await t.db.one('select vet_id, user_id, type, allow_follow_up from feedback where id = $1', [data.id])).toEqual({
      vet_id: 'kea-vets',
      user_id: null,
      type: 'featureRequest',
      allow_follow_up: false,
    });
    expect((await t.mailbox())[0]).toMatchObject({ to: 'hello@keavets.example.nz', subject: expect.stringMatching(/^Feature Request from Kiri Taylor/) });
  });

  it('keeps the feedback when the group has no clinic email to send it to', async () => {
    await t.db.query("update clinics set email = null where vet_id = 'kea-vets'");
    const res = await t.request('/api/v1/feedback', { vetId: 'kea-vets', body: valid });
    expect((await answerOf(SentFeedbackAnswerSchema, res, 201)).mailed).toBe(false);
  });

  it('refuses a token of another group (401) and writes nothing', async () => {
    const before = await counts();
    expect((await t.request('/api/v1/feedback', { token: sam, vetId: 'kea-vets', body: valid })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no first name', { firstName: '' }, 422, FIRST_NAME_REQUIRED],
    ['first name missing', { firstName: undefined }, 422, FIRST_NAME_REQUIRED],
    ['no last name', { lastName: '  ' }, 422, LAST_NAME_REQUIRED],
    ['no email', { emailAddress: '' }, 422, EMAIL_REQUIRED],
    ['bad email', { emailAddress: 'sam@' }, 422, EMAIL_INVALID],
    ['no phone', { phone: '' }, 422, PHONE_REQUIRED],
    ['phone with letters', { phone: '021 CALL ME' }, 422, PHONE_INVALID],
    ['no message', { message: '' }, 422, MESSAGE_REQUIRED],
    ['message too long', { message: 'x'.repeat(4001) }, 422, MESSAGE_TOO_LONG],
    ['unknown type', { type: 'complaint' }, 422, TYPE_INVALID],
    ['follow-up not boolean', { allowFollowUp: 'yes' }, 422, 'Allow follow-up must be true or false'],
    ['attachment not an image', { attachments: [{ data: Buffer.from('just text').toString('base64'), filename: 'a.png' }] }, 422, ATTACHMENT_INVALID],
    ['attachment a gif', { attachments: [{ data: png(2, 2).toString('base64'), filename: 'a.gif' }] }, 422, ATTACHMENT_INVALID],
    [
      'attachment an svg',
      { attachments: [{ data: Buffer.from('<svg width="1" height="1"></svg>').toString('base64'), filename: 'a.png' }] },
      422,
      ATTACHMENT_INVALID,
    ],
    ['attachment not base64', { attachments: [{ data: '%%%', filename: 'a.png' }] }, 422, ATTACHMENT_INVALID],
    ['attachments not a list', { attachments: 'a.png' }, 422, ATTACHMENT_INVALID],
    [
      'four attachments',
      { attachments: Array.from({ length: 4 }, () => ({ data: png(2, 2).toString('base64'), filename: 'a.png' })) },
      422,
      ATTACHMENTS_TOO_MANY,
    ],
    ['attachments over 700 KB', { attachments: [{ data: png(10, 10, 720 * 1024).toString('base64'), filename: 'a.png' }] }, 413, ATTACHMENTS_TOO_LARGE],
    [
      'a second good attachment after a bad one',
      {
        attachments: [
          { data: png(2, 2).toString('base64'), filename: 'a.png' },
          { data: 'AAAA', filename: 'b.png' },
        ],
      },
      422,
      ATTACHMENT_INVALID,
    ],
  ])('%s is refused and nothing is stored or mailed', async (_label, change, status, message) => {
    const before = await counts();
    const res = await t.request('/api/v1/feedback', { token: sam, body: { ...valid, ...change } });
    expect(res.status).toBe(status);
    expect(await read(res)).toMatchObject({ success: false, message });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{', 400],
    ['a list', '[]', 422],
    ['null', 'null', 422],
  ])('a body that is %s is refused', async (_label, body, status) => {
    const before = await counts();
    const res = await t.request('/api/v1/feedback', { body });
    expect(res.status).toBe(status);
    expect(await counts()).toEqual(before);
  });
});
