// Registration behaviour on the real app, as an anonymous visitor meets it (the mounting
// order that lets these calls past the signed-in profile routes is registration.mount.test.ts's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INVALID, PHONE_REQUIRED } from '../../../shared/schemas/contact';
import {
  ADDRESS_REQUIRED,
  CITY_REQUIRED,
  FIRST_NAME_REQUIRED,
  POSTCODE_REQUIRED,
  REGION_REQUIRED,
  REGISTRATION_DONE,
  RegistrationResultAnswerSchema,
  TERMS_REQUIRED,
} from '../../../shared/schemas/registration';
import { answerOf, drivers, rowCounts, testApp, type TestApp } from '../../test/harness';
import { LINK_INVALID, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from './passwordTokens';
import { EMAIL_REGISTERED, VET_GROUP_MISMATCH } from './service';
import { PASSWORD_IS_DEMO, PASSWORD_TOO_GUESSABLE } from '../../auth/passwordPolicy';

const existing = {
  firstName: 'Mere',
  lastName: 'Tane',
  email: 'mere@example.nz',
  phone: '021 555 7777',
  region: 'Waikato',
  agreeTermsConditions: true,
  clientCode: 'TV20001',
  type: 'existing',
  vetId: 'tui-vets',
};

const newClient = {
  firstName: 'Rawiri',
  lastName: 'Ngata',
  email: 'rawiri@example.nz',
  phone: '027 555 8888',
  region: 'Bay Of Plenty',
  agreeTermsConditions: true,
  address: '12 Kowhai Street',
  suburb: 'Hillcrest',
  city: 'Tauranga',
  postcode: '3110',
  driverLicense: 'DL123456',
  authorisedPeople: [
    { name: 'Aroha Ngata', phone: '027 555 1111' },
    { name: 'Half filled', phone: '' },
  ],
  pickupDropoff: true,
  payMoneyOwed: true,
  makeEnquires: false,
  subscribePromotionalEmails: true,
  registeredFrom: 'web',
  type: 'new',
  vetId: 'tui-vets',
};

/** The set-password link in the newest mail to this address. */
async function linkFor(t: TestApp, email: string): Promise<URL> {
  const mail = (await t.mailbox()).find((m) => m.to === email);
  // On PUBLIC_URL (the harness's http://localhost:8080), whatever Host the request had.
  const match = /http:\/\/localhost:8080\/auth\/set-password\?\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no set-password link mailed to ${email}`);
  return new URL(match[0]);
}

describe.each(drivers())('registration on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    // The first suite after a server change builds the database template (slow on a busy machine).
  }, 120_000);
  afterAll(() => t.close());

  const counts = () => rowCounts(t, ['users', 'registrations', 'password_tokens', 'outbox']);

  describe('POST /api/v1/profile/new', () => {
    it('creates the account without a password, keeps the form, adds the address and mails a set-password link', async () => {
      // A forged Host / X-Forwarded-Host must not steer the set-password link elsewhere.
      const res = await t.request('/api/v1/profile/new', {
        body: newClient,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(await answerOf(RegistrationResultAnswerSchema, res, 201)).toEqual({ email: 'rawiri@example.nz', type: 'new', message: REGISTRATION_DONE });

      const user = await t.db.one<{ id: number; password_hash: string | null; region_id: number; is_linked_to_pms: boolean; first_name: string }>(
        `select * from users where vet_id = 'tui-vets' and email = 'rawiri@example.nz'`,
      );
      expect(user).toMatchObject({ password_hash: null, region_id: 4, is_linked_to_pms: false, first_name: 'Rawiri' });
      const reg = await t.db.one<Record<string, unknown>>('select * from registrations where user_id = $1', [user!.id]);
      expect(reg).toMatchObject({
        type: 'new',
        street: '12 Kowhai Street',
        suburb: 'Hillcrest',
        city: 'Tauranga',
        post_code: '3110',
        driver_license: 'DL123456',
        pickup_dropoff: true,
        pay_money_owed: true,
        make_enquires: false,
        subscribe_promotional_emails: true,
        registered_from: 'web',
        region_id: 4,
      });
      // The half-filled authorised person was dropped.
      expect(reg!.authorised_people).toEqual([{ name: 'Aroha Ngata', phone: '027 555 1111' }]);
      const address = await t.db.one<Record<string, unknown>>('select * from addresses where user_id = $1', [user!.id]);
      expect(address).toMatchObject({ street: '12 Kowhai Street', city: 'Tauranga', post_code: '3110', region_id: 4, is_default: true });

      const mails = await t.mailbox();
      const toPerson = mails.find((m) => m.to === 'rawiri@example.nz');
      expect(toPerson!.subject).toBe('Set your password to finish registering');
      const link = await linkFor(t, 'rawiri@example.nz');
      expect(link.searchParams.get('vetId')).toBe('tui-vets');
      const toClinic = mails.find((m) => m.subject === 'New website registration: Rawiri Ngata');
      expect(toClinic!.text).toContain('Authorised people: Aroha Ngata (027 555 1111)');
    });

    it('the set-password page shows the form, sets the password, and the person can sign in; the link works once', async () => {
      const link = await linkFor(t, 'rawiri@example.nz');
      const page = await t.request(`${link.pathname}${link.search}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Set your password');
      expect(html).toContain('rawiri@example.nz');

      const token = link.searchParams.get('token')!;
      const form = new URLSearchParams({ token, password: 'kowhai-tree-9', confirmPassword: 'kowhai-tree-9' });
      const done = await t.request('/auth/set-password?vetId=tui-vets', {
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your password is set');
      expect(await t.login('rawiri@example.nz', 'kowhai-tree-9')).toMatch(/\./);

      const again = await t.request('/auth/set-password', { body: { token, password: 'another-pass-1', confirmPassword: 'another-pass-1' } });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ success: false, message: LINK_INVALID });
      expect(await t.login('rawiri@example.nz', 'kowhai-tree-9')).toMatch(/\./);
      expect((await t.request(`${link.pathname}${link.search}`)).status).toBe(400);
    });

    it('refuses an email already registered, whatever its case, and writes nothing', async () => {
      const before = await counts();
      const res = await t.request('/api/v1/profile/new', { body: { ...newClient, email: 'SAM@example.nz' } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, message: EMAIL_REGISTERED });
      expect(await counts()).toEqual(before);
    });

    it('the same email may register with another vet group', async () => {
      const res = await t.request('/api/v1/profile/new', { vetId: 'kea-vets', body: { ...newClient, email: 'sam@example.nz', vetId: 'kea-vets' } });
      expect(res.status).toBe(201);
      const row = await t.db.one<{ vet_id: string }>(`select vet_id from users where email = 'sam@example.nz' order by id desc limit 1`);
      expect(row!.vet_id).toBe('kea-vets');
    });

    it.each([
      ['terms not accepted', { agreeTermsConditions: false }, 422, TERMS_REQUIRED],
      ['terms missing', { agreeTermsConditions: undefined }, 422, TERMS_REQUIRED],
      ['no address', { address: '' }, 422, ADDRESS_REQUIRED],
      ['no city', { city: '' }, 422, CITY_REQUIRED],
      ['no postcode', { postcode: '' }, 422, POSTCODE_REQUIRED],
      ['no first name', { firstName: '' }, 422, FIRST_NAME_REQUIRED],
      ['bad email', { email: 'rawiri' }, 422, EMAIL_INVALID],
      ['no phone', { phone: '' }, 422, PHONE_REQUIRED],
      ['no region', { region: '' }, 422, REGION_REQUIRED],
      ['another vet group in the body', { vetId: 'kea-vets' }, 400, VET_GROUP_MISMATCH],
    ])('%s: refused with its message, nothing written', async (_label, change, status, message) => {
      const before = await counts();
      const res = await t.request('/api/v1/profile/new', { body: { ...newClient, email: 'other@example.nz', ...change } });
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ success: false, message });
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['malformed JSON', '{"firstName":', 400],
      ['an array', '[]', 422],
      ['a number', '7', 422],
      ['authorised people not a list', JSON.stringify({ ...newClient, email: 'x1@example.nz', authorisedPeople: 'Aroha' }), 422],
      ['a very long name', JSON.stringify({ ...newClient, email: 'x2@example.nz', firstName: 'x'.repeat(5000) }), 422],
    ])('%s gets a 4xx and writes nothing', async (_label, raw, status) => {
      const before = await counts();
      const res = await t.request('/api/v1/profile/new', { body: raw });
      expect(res.status).toBe(status);
      expect(await counts()).toEqual(before);
    });
  });

  describe('POST /api/v1/profile/existing', () => {
    it('creates the account with the client code and mails the link; no address is needed', async () => {
      const res = await t.request('/api/v1/profile/existing', { body: existing });
      expect(res.status).toBe(201);
      const user = await t.db.one<{ id: number; client_code: string; password_hash: string | null; region_id: number }>(
        `select * from users where vet_id = 'tui-vets' and email = 'mere@example.nz'`,
      );
      // The typed code waits on the registration for the clinic; the account gets one by linking.
      expect(user).toMatchObject({ client_code: null, password_hash: null, region_id: 3 });
      expect(await t.db.one('select * from registrations where user_id = $1', [user!.id])).toMatchObject({
        type: 'existing',
        street: '',
        client_code: 'TV20001',
      });
      expect(await t.db.one('select 1 from addresses where user_id = $1', [user!.id])).toBeUndefined();
      await linkFor(t, 'mere@example.nz');
    });

    it('refuses terms not accepted', async () => {
      const before = await counts();
      const res = await t.request('/api/v1/profile/existing', { body: { ...existing, email: 'mere2@example.nz', agreeTermsConditions: false } });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ message: 'You must agree to the terms and conditions' });
      expect(await counts()).toEqual(before);
    });

    it('refuses the email registered a moment ago', async () => {
      const res = await t.request('/api/v1/profile/existing', { body: existing });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, message: EMAIL_REGISTERED });
    });
  });

  describe('/auth/set-password', () => {
    it('needs matching passwords of at least 8 characters and leaves the link usable until then', async () => {
      const link = await linkFor(t, 'mere@example.nz');
      const token = link.searchParams.get('token')!;
      const short = await t.request('/auth/set-password', { body: { token, password: 'short', confirmPassword: 'short' } });
      expect(short.status).toBe(422);
      expect(await short.json()).toMatchObject({ message: PASSWORD_TOO_SHORT });
      const mismatch = await t.request('/auth/set-password', { body: { token, password: 'long-enough-1', confirmPassword: 'long-enough-2' } });
      expect(await mismatch.json()).toMatchObject({ message: PASSWORD_MISMATCH });

      const page = await t.request('/auth/set-password?vetId=tui-vets', {
        body: new URLSearchParams({ token, password: 'abc', confirmPassword: 'abc' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(page.status).toBe(422);
      expect(await page.text()).toContain(PASSWORD_TOO_SHORT);

      // The group's and its clinics' names and the demo passwords are guessed first here.
      for (const [password, message] of [
        ['TuiVets123', PASSWORD_TOO_GUESSABLE],
        ['Cambridge-Vets-2026', PASSWORD_TOO_GUESSABLE],
        ['tui-demo-1', PASSWORD_IS_DEMO],
      ]) {
        const guessable = await t.request('/auth/set-password', { body: { token, password, confirmPassword: password } });
        expect(guessable.status, password).toBe(422);
        expect(await guessable.json()).toMatchObject({ message, issues: { password: message } });
      }

      const ok = await t.request('/auth/set-password', { body: { token, password: 'long-enough-1', confirmPassword: 'long-enough-1' } });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ success: true, data: { email: 'mere@example.nz' } });
    });

    it('a link is refused for another vet group', async () => {
      await t.request('/api/v1/profile/existing', { body: { ...existing, email: 'tane@example.nz' } });
      const link = await linkFor(t, 'tane@example.nz');
      const token = link.searchParams.get('token')!;
      const res = await t.request('/auth/set-password', { vetId: 'kea-vets', body: { token, password: 'long-enough-1', confirmPassword: 'long-enough-1' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: LINK_INVALID });
      expect((await t.request(`/auth/set-password?token=${token}`, { vetId: 'kea-vets' })).status).toBe(400);
      expect((await t.request(`/auth/set-password?token=${token}`)).status).toBe(200);
      const user = await t.db.one<{ password_hash: string | null }>(`select password_hash from users where email = 'tane@example.nz'`);
      expect(user!.password_hash).toBeNull();
    });

    it('an expired link is refused', async () => {
      await t.request('/api/v1/profile/existing', { body: { ...existing, email: 'late@example.nz' } });
      const token = (await linkFor(t, 'late@example.nz')).searchParams.get('token')!;
      t.clock.advance(7 * 86_400_000 + 1000);
      const res = await t.request('/auth/set-password', { body: { token, password: 'long-enough-1', confirmPassword: 'long-enough-1' } });
      t.clock.set('2026-11-23T01:00:00Z');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: LINK_INVALID });
    });

    it.each([
      ['no token', '/auth/set-password'],
      ['a made-up token', '/auth/set-password?token=not-a-real-token'],
      ['a very long token', `/auth/set-password?token=${'x'.repeat(500)}`],
    ])('%s shows the link is no good', async (_label, path) => {
      const res = await t.request(path);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This link has expired or has already been used.');
    });

    it('bad JSON bodies get a 4xx', async () => {
      expect((await t.request('/auth/set-password', { body: '{' })).status).toBe(400);
      expect((await t.request('/auth/set-password', { body: [] })).status).toBe(422);
      expect((await t.request('/auth/set-password', { body: { password: 'long-enough-1', confirmPassword: 'long-enough-1' } })).status).toBe(422);
    });
  });
});
