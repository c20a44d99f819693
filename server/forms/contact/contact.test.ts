import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_REQUIRED,
  EMAIL_INVALID,
  FULL_NAME_REQUIRED,
  MESSAGE_REQUIRED,
  PHONE_INVALID,
  PHONE_NUMBER_REQUIRED,
  SentMessageAnswerSchema,
} from '../../../shared/schemas/contact';
import { answerOf, drivers, rowCount, testApp, type TestApp } from '../../test/harness';
import { CLINIC_NOT_AVAILABLE } from '../clinics';

const message = {
  name: 'Aroha Smith',
  phone: '021 555 1234',
  email: 'aroha@example.nz',
  message: 'Can I bring my dog in on Friday?',
  recipientEmail: 'someone-else@evil.example',
  clinicId: 'tui-cambridge',
  clinicName: 'Tui Vets Cambridge',
  origin: 'Contact Us Page',
};

const enquiry = { name: 'Hemi Parata', phone: '07 555 1234', email: 'hemi@example.nz', message: 'Do you see alpacas?' };

describe.each(drivers())('contact and enquiry on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    // The first suite after a server change builds the database template (slow on a busy machine).
  }, 120_000);
  afterAll(() => t.close());

  const count = (kind: string) => rowCount(t, 'contact_messages where kind = $1', [kind]);
  const outboxCount = () => rowCount(t, 'outbox');

  describe('POST /api/v1/contact', () => {
    it('stores the message and mails the chosen clinic, never the address the caller names', async () => {
      const data = await answerOf(SentMessageAnswerSchema, await t.request('/api/v1/contact', { body: message }), 201);
      const row = await t.db.one<Record<string, unknown>>('select * from contact_messages where id = $1', [data.id]);
      expect(row).toMatchObject({
        vet_id: 'tui-vets',
        kind: 'contact',
        clinic_id: 'tui-cambridge',
        recipient_email: 'cambridge@tuivets.example.nz',
        origin: 'Contact Us Page',
        name: 'Aroha Smith',
      });
      const [mail] = await t.mailbox();
      expect(mail!.to).toBe('cambridge@tuivets.example.nz');
      expect(mail!.subject).toBe('New message for Tui Vets Cambridge from Aroha Smith (Contact Us Page)');
      expect(mail!.text).toContain('Can I bring my dog in on Friday?');
      expect(mail!.text).toContain('Phone: 021 555 1234');
      expect((await t.mailbox()).some((m) => m.to.includes('evil'))).toBe(false);
    });

    it("carries a contact block's name as the origin", async () => {
      const res = await t.request('/api/v1/contact', { body: { ...message, origin: 'Farm services' } });
      expect(res.status).toBe(201);
      expect((await t.mailbox())[0]!.subject).toBe('New message for Tui Vets Cambridge from Aroha Smith (Farm services)');
    });

    it('keeps line breaks in a name out of the mail subject', async () => {
      const res = await t.request('/api/v1/contact', { body: { ...message, name: 'Eve\r\nBcc: all@example.nz' } });
      expect(res.status).toBe(201);
      expect((await t.mailbox())[0]!.subject).not.toMatch(/[\r\n]/);
    });

    it.each([
      ['no clinic', { clinicId: '' }, 422, CLINIC_REQUIRED],
      ['no name', { name: '' }, 422, FULL_NAME_REQUIRED],
      ['bad email', { email: 'aroha' }, 422, EMAIL_INVALID],
      ['no phone', { phone: '' }, 422, PHONE_NUMBER_REQUIRED],
      ['letters in the phone', { phone: 'call me' }, 422, PHONE_INVALID],
      ['no message', { message: '   ' }, 422, MESSAGE_REQUIRED],
      ['a clinic of another vet group', { clinicId: 'kea-wanaka' }, 422, CLINIC_NOT_AVAILABLE],
      ['a clinic that does not exist', { clinicId: 'nowhere' }, 422, CLINIC_NOT_AVAILABLE],
      ['a number for the message', { message: 42 }, 422, MESSAGE_REQUIRED],
    ])('%s: refused with its message, nothing stored or mailed', async (_label, change, status, text) => {
      const before = [await count('contact'), await outboxCount()];
      const res = await t.request('/api/v1/contact', { body: { ...message, ...change } });
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ success: false, message: text });
      expect([await count('contact'), await outboxCount()]).toEqual(before);
    });

    it.each([
      ['malformed JSON', '{"name": ', 400],
      ['an array', '[]', 422],
      ['a string', '"hello"', 422],
      ['null', 'null', 422],
    ])('%s gets a 4xx, never a 500', async (_label, raw, status) => {
      const before = await count('contact');
      const res = await t.request('/api/v1/contact', { body: raw });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
      expect(await count('contact')).toBe(before);
    });

    it('refuses a clinic without an Email contact', async () => {
      await t.db.query(`update clinics set email = null where id = 'tui-te-awamutu'`);
      const res = await t.request('/api/v1/contact', { body: { ...message, clinicId: 'tui-te-awamutu' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ message: CLINIC_NOT_AVAILABLE, issues: { clinicId: CLINIC_NOT_AVAILABLE } });
      await t.db.query(`update clinics set email = 'teawamutu@tuivets.example.nz' where id = 'tui-te-awamutu'`);
    });

    it('sends to the clinic of the vet group named in the header', async () => {
      const res = await t.request('/api/v1/contact', { vetId: 'kea-vets', body: { ...message, clinicId: 'kea-wanaka' } });
      expect(res.status).toBe(201);
      expect((await t.mailbox())[0]!.to).toBe('hello@keavets.example.nz');
      const row = await t.db.one<{ vet_id: string }>('select vet_id from contact_messages order by id desc limit 1');
      expect(row!.vet_id).toBe('kea-vets');
    });
  });

  describe('POST /api/v1/contact/enquiry', () => {
    it("stores the enquiry and mails the group's main clinic", async () => {
      const data = await answerOf(SentMessageAnswerSchema, await t.request('/api/v1/contact/enquiry', { body: enquiry }), 201);
      const row = await t.db.one<Record<string, unknown>>('select * from contact_messages where id = $1', [data.id]);
      expect(row).toMatchObject({ kind: 'enquiry', clinic_id: null, name: 'Hemi Parata', message: 'Do you see alpacas?' });
      const main = await t.db.one<{ email: string }>(`select email from clinics where vet_id = 'tui-vets' order by main_location desc, position limit 1`);
      const [mail] = await t.mailbox();
      expect(mail).toMatchObject({ to: main!.email, subject: 'New enquiry from Hemi Parata' });
      expect(mail!.text).toContain('Email: hemi@example.nz');
    });

    it.each([
      [{ name: '' }, FULL_NAME_REQUIRED],
      [{ phone: '' }, PHONE_NUMBER_REQUIRED],
      [{ email: '' }, 'Your email is required'],
      [{ email: 'hemi@' }, EMAIL_INVALID],
      [{ message: '' }, MESSAGE_REQUIRED],
    ])('%o: 422 "%s", nothing stored', async (change, text) => {
      const before = await count('enquiry');
      const res = await t.request('/api/v1/contact/enquiry', { body: { ...enquiry, ...change } });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ success: false, message: text });
      expect(await count('enquiry')).toBe(before);
    });
  });
});
