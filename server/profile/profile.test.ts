// /api/v1/profile, addresses and password, on the real app and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressListAnswerSchema, ProfileAnswerSchema } from '../../shared/schemas/profile';
import { answerOf, drivers, signInDemoClients, testApp, type TestApp } from '../test/harness';
import { hashPassword } from '../auth/passwords';
import { EMAIL_CHANGE_PASSWORD_REQUIRED } from '../../shared/schemas/profile';
import { EMAIL_LINK_INVALID, TOO_MANY_EMAIL_CHANGES } from './emailChange';
import { DEFAULT_ADDRESS_DELETE, EMAIL_TAKEN, WRONG_PASSWORD } from './service';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;

const NEW_ADDRESS = { street: '3 Bridge Street', city: 'Cambridge', postCode: '3434', region: { id: 3 } };

describe.each(drivers())('profile on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    ({ sam, alex, kiri } = await signInDemoClients(t));
  }, 60_000);
  afterAll(() => t.close());

  const addressesOf = async (token: string, vetId?: string): Promise<any> =>
    answerOf(AddressListAnswerSchema, await t.request('/api/v1/profile/address', { token, vetId }));

  it('needs a signed-in user', async () => {
    const res = await t.request('/api/v1/profile');
    expect(res.status).toBe(401);
    expect((await read(res)).success).toBe(false);
  });

  it("returns the signed-in client's details with address and card ids", async () => {
    const body = { data: (await answerOf(ProfileAnswerSchema, await t.request('/api/v1/profile', { token: sam }))) as any };
    expect(body.data).toMatchObject({ firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', clientCode: 'TV10234', isAccountLinkedToPms: true });
    expect(body.data.addresses).toHaveLength(2);
    expect(body.data.addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  describe('updating details', () => {
    it.each([
      [{ firstName: '' }, 'firstName', 'Your First Name is required'],
      [{ lastName: '  ' }, 'lastName', 'Your Last Name is required'],
      [{ email: '' }, 'email', 'The email is required'],
      [{ email: 'not-an-email' }, 'email', 'The Email is invalid'],
      [{ phone: '021-555' }, 'phone', 'Invalid phone number'],
    ])('refuses %j with the field message and changes nothing', async (change, field, message) => {
      const before = (await read(await t.request('/api/v1/profile', { token: alex }))).data;
      const res = await t.request('/api/v1/profile', { token: alex, method: 'PUT', body: { ...before, ...change } });
      expect(res.status).toBe(422);
      const body = await read(res);
      expect(body.issues?.[field]).toBe(message);
      expect((await read(await t.request('/api/v1/profile', { token: alex }))).data).toEqual(before);
    });

    it('saves trimmed details with PUT and with POST', async () => {
      const put = await t.request('/api/v1/profile', {
        token: alex,
        method: 'PUT',
        body: { firstName: ' Alexandra ', lastName: 'Morgan', phone: '022 555 0199', email: 'alex@example.nz' },
      });
      expect(put.status).toBe(200);
      expect((await read(put)).data.firstName).toBe('Alexandra');
      const post = await t.request('/api/v1/profile', { token: alex, body: { firstName: 'Alex', lastName: 'Morgan', phone: '', email: 'alex@example.nz' } });
      expect(post.status).toBe(422); // a phone is required on the profile
    });

    it('answers the same whether or not another client has the new email, and mails no link to a taken one', async () => {
      const change = (email: string) =>
        t.request('/api/v1/profile', {
          token: alex,
          method: 'PUT',
          body: { firstName: 'Alex', lastName: 'Morgan', phone: '022 555 0199', email, currentPassword: 'tui-demo-2' },
        });
      const taken = await change('SAM@example.nz');
      const free = await change('alex.free@example.nz');
      expect(taken.status).toBe(200);
      expect(free.status).toBe(200);
      const [a, b] = [(await read(taken)).data, (await read(free)).data];
      expect({ ...a, pendingEmail: 'x' }).toEqual({ ...b, pendingEmail: 'x' });
      expect(a.pendingEmail).toBe('SAM@example.nz');
      const mail = await t.mailbox();
      expect(mail.some((m) => m.to.toLowerCase() === 'sam@example.nz' && /confirm-email/.test(m.text))).toBe(false);
      expect(mail.filter((m) => m.to === 'SAM@example.nz').map((m) => m.subject)).toEqual(['Someone tried to use your email address']);
      expect(mail.some((m) => m.to === 'alex.free@example.nz' && /confirm-email/.test(m.text))).toBe(true);
      await change('alex@example.nz');
    });

    it('lets the same email exist in another vet group', async () => {
      const res = await t.request('/api/v1/profile', {
        token: kiri,
        vetId: 'kea-vets',
        method: 'PUT',
        body: { firstName: 'Kiri', lastName: 'Walker', phone: '027 555 0123', email: 'kiri@example.nz' },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('changing the email waits for the new address to confirm it', () => {
    const details = { firstName: 'Sam', lastName: 'Taylor', phone: '021 555 0101', currentPassword: 'tui-demo-1' };
    const linkIn = (text: string) => /https?:\/\/\S+\/auth\/confirm-email\?token=[^&\s]+&vetId=tui-vets/.exec(text)?.[0];
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    const confirm = (token: string) =>
      t.app.request('/auth/confirm-email?vetId=tui-vets', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${encodeURIComponent(token)}`,
      });

    it('keeps the confirmed email, mails a link to the new address on PUBLIC_URL and tells the old one', async () => {
      const res = await t.request('/api/v1/profile', {
        token: sam,
        method: 'PUT',
        body: { ...details, email: 'sam.new@example.nz' },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.status).toBe(200);
      expect((await read(res)).data).toMatchObject({ email: 'sam@example.nz', pendingEmail: 'sam.new@example.nz' });
      const mail = await t.mailbox();
      const toNew = mail.find((m) => m.to === 'sam.new@example.nz')!;
      expect(linkIn(toNew.text)).toMatch(/^http:\/\/localhost:8080\/auth\/confirm-email\?/);
      expect(mail.find((m) => m.to === 'sam@example.nz')!.text).toContain('sam.new@example.nz');
      // Sign-in stays with the confirmed address.
      expect((await t.request('/auth/login', { body: { email: 'sam.new@example.nz', password: 'tui-demo-1' } })).status).toBe(401);
      expect(await t.login('sam@example.nz', 'tui-demo-1')).toBeTruthy();
    });

    it('the link page only offers a button; the button confirms once; the address is then the sign-in', async () => {
      const link = linkIn((await t.mailbox()).find((m) => m.to === 'sam.new@example.nz')!.text)!;
      const page = await t.app.request(`/auth/confirm-email?token=${encodeURIComponent(tokenOf(link))}&vetId=tui-vets`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Confirm new email');
      expect((await read(await t.request('/api/v1/profile', { token: sam }))).data.email).toBe('sam@example.nz');

      const done = await confirm(tokenOf(link));
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your email is changed');
      const now = (await read(await t.request('/api/v1/profile', { token: sam }))).data;
      expect(now).toMatchObject({ email: 'sam.new@example.nz', pendingEmail: null });
      expect(await t.login('sam.new@example.nz', 'tui-demo-1')).toBeTruthy();
      const again = await confirm(tokenOf(link));
      expect(again.status).toBe(400);
      expect(await again.text()).toContain(EMAIL_LINK_INVALID);
      // Back to the demo address for the other tests.
      await t.db.query(`update users set email = 'sam@example.nz' where email = 'sam.new@example.nz'`);
    });

    it('a link expires after a day', async () => {
      await t.request('/api/v1/profile', { token: sam, method: 'PUT', body: { ...details, email: 'sam.late@example.nz' } });
      const link = linkIn((await t.mailbox()).find((m) => m.to === 'sam.late@example.nz')!.text)!;
      t.clock.advance(25 * 3_600_000);
      try {
        expect((await confirm(tokenOf(link))).status).toBe(400);
        const later = await t.login('sam@example.nz', 'tui-demo-1');
        expect((await read(await t.request('/api/v1/profile', { token: later }))).data).toMatchObject({ email: 'sam@example.nz', pendingEmail: null });
      } finally {
        t.clock.set('2026-11-23T01:00:00Z');
      }
    });

    it('confirming an address another account took meanwhile fails with a message and changes nothing', async () => {
      await t.request('/api/v1/profile', { token: sam, method: 'PUT', body: { ...details, email: 'contested@example.nz' } });
      const link = linkIn((await t.mailbox()).find((m) => m.to === 'contested@example.nz')!.text)!;
      await t.db.query(`insert into users (vet_id, email) values ('tui-vets', 'contested@example.nz')`);
      const res = await confirm(tokenOf(link));
      expect(res.status).toBe(409);
      expect(await res.text()).toContain(EMAIL_TAKEN);
      expect((await read(await t.request('/api/v1/profile', { token: sam }))).data.email).toBe('sam@example.nz');
      await t.request('/api/v1/profile', { token: sam, method: 'PUT', body: { ...details, email: 'sam@example.nz' } });
    });

    it("typing a practice client's email into one's profile does not find their record", async () => {
      await t.db.query(
        `insert into users (vet_id, email, first_name, last_name, phone, password_hash) values ('tui-vets', 'mallory@example.nz', 'Mal', 'Lory', '021 000 000', $1)`,
        [await hashPassword('mallory-harbour-kite')],
      );
      const mallory = await t.db.one<{ id: number }>(`select id from users where email = 'mallory@example.nz'`);
      const token = await t.tokenFor(mallory!.id);
      // Jo Rangi is a practice client with no portal account yet.
      const put = await t.request('/api/v1/profile', {
        token,
        method: 'PUT',
        body: { firstName: 'Jo', lastName: 'Rangi', phone: '027 555 0300', email: 'jo.rangi@example.nz', currentPassword: 'mallory-harbour-kite' },
      });
      expect(put.status).toBe(200);
      const search = await t.request('/api/v2/linked-account/search/pms', { token, method: 'POST' });
      expect((await read(search)).data).toBeNull();
    });
  });

  describe('a new email asks for the current password and is limited', () => {
    const newUser = async (email: string) => {
      const row = await t.db.one<{ id: number }>(
        `insert into users (vet_id, email, first_name, last_name, phone, password_hash) values ('tui-vets', $1, 'Pat', 'Kowhai', '021 555 0400', $2) returning id`,
        [email, await hashPassword('river-stone-anchor')],
      );
      return t.tokenFor(row!.id);
    };
    const change = (token: string, email: string, currentPassword?: string, ip = '198.51.100.40') =>
      t.request('/api/v1/profile', { token, ip, method: 'PUT', body: { firstName: 'Pat', lastName: 'Kowhai', phone: '021 555 0400', email, currentPassword } });

    it.each([
      ['no password', undefined, EMAIL_CHANGE_PASSWORD_REQUIRED],
      ['a wrong password', 'not-my-password', WRONG_PASSWORD],
    ])('%s: 422 at the field, no change asked and no mail', async (_label, password, message) => {
      const token = await newUser(`pat-${message.length}@example.nz`);
      const res = await change(token, `pat-new-${message.length}@example.nz`, password);
      expect(res.status).toBe(422);
      expect(await read(res)).toMatchObject({ message, issues: { currentPassword: message } });
      expect((await read(await t.request('/api/v1/profile', { token }))).data.pendingEmail).toBeNull();
      expect((await t.mailbox()).some((m) => m.to === `pat-new-${message.length}@example.nz`)).toBe(false);
    });

    it('names and phone change without the password', async () => {
      const token = await newUser('pat-names@example.nz');
      expect((await change(token, 'pat-names@example.nz')).status).toBe(200);
    });

    it('3 changes an hour per account: 20 in a row mail a stranger no more than that', async () => {
      const token = await newUser('pat-many@example.nz');
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push((await change(token, i % 2 ? 'stranger@example.nz' : 'stranger.two@example.nz', 'river-stone-anchor', '198.51.100.41')).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
      const limited = await change(token, 'stranger@example.nz', 'river-stone-anchor', '198.51.100.42');
      expect(limited.status).toBe(429);
      expect((await read(limited)).message).toBe(TOO_MANY_EMAIL_CHANGES);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await t.mailbox()).filter((m) => m.to === 'stranger@example.nz').length).toBeLessThanOrEqual(2);
    });

    it('10 changes an hour per address: more accounts from one address get no more', async () => {
      const tokens = await Promise.all([0, 1, 2, 3].map((n) => newUser(`pat-office-${n}@example.nz`)));
      const statuses: number[] = [];
      // Three per account stays under the account's own limit; the address runs out first.
      for (const token of tokens)
        for (let i = 0; i < 3; i++) statuses.push((await change(token, `pat-new-${statuses.length}@example.nz`, 'river-stone-anchor', '198.51.100.77')).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
      // Another address is not held back by this one.
      const other = await newUser('pat-elsewhere@example.nz');
      expect((await change(other, 'pat-moved@example.nz', 'river-stone-anchor', '198.51.100.78')).status).toBe(200);
    });
  });

  describe('fields the practice system owns', () => {
    it.each([
      ['a client code', { clientCode: 'TV11002' }],
      ['an empty client code', { clientCode: '' }],
      ['linked flags', { isAccountLinkedToPms: true, isLinkedToPms: true }],
    ] as [string, Record<string, unknown>][])('are never set from the profile: %s', async (_label, extra) => {
      const body = { firstName: 'Alex', lastName: 'Morgan', phone: '022 555 0199', email: 'alex@example.nz', ...extra };
      expect((await t.request('/api/v1/profile', { token: alex, method: 'PUT', body })).status).toBe(200);
      expect((await read(await t.request('/api/v1/profile', { token: alex }))).data).toMatchObject({ clientCode: '', isAccountLinkedToPms: false });
    });

    it("saving an empty client code keeps the practice's code", async () => {
      const res = await t.request('/api/v1/profile', {
        token: sam,
        method: 'PUT',
        body: { firstName: 'Sam', lastName: 'Taylor', phone: '021 555 0101', email: 'sam@example.nz', clientCode: '' },
      });
      expect((await read(res)).data).toMatchObject({ clientCode: 'TV10234', isAccountLinkedToPms: true });
    });
  });

  describe('addresses', () => {
    it('lists own addresses, default first, as data.items and data.total', async () => {
      const data = await addressesOf(sam);
      expect(data.total).toBe(2);
      expect(data.items[0]).toMatchObject({ isDefault: true, city: 'Hamilton', region: { id: 3, name: 'Waikato' } });
    });

    it("makes a client's first address the default", async () => {
      const res = await t.request('/api/v1/profile/address', { token: alex, body: NEW_ADDRESS });
      expect(res.status).toBe(201);
      expect((await read(res)).data).toMatchObject({ isDefault: true, street: '3 Bridge Street', postCode: '3434' });
    });

    it.each([
      [{ ...NEW_ADDRESS, street: '' }, 'The Address is required'],
      [{ ...NEW_ADDRESS, city: '' }, 'The City is required'],
      [{ ...NEW_ADDRESS, postCode: '' }, 'The Postcode is required'],
      [{ ...NEW_ADDRESS, postCode: '31x0' }, 'A New Zealand postcode is 4 digits, for example 3204'],
      [{ ...NEW_ADDRESS, region: { id: 17 } }, 'The Region is required'],
      [{ street: 'x', city: 'y', postCode: '3204' }, 'The Region is required'],
    ])('refuses %j with "%s" and writes nothing', async (input, message) => {
      const before = await addressesOf(sam);
      const res = await t.request('/api/v1/profile/address', { token: sam, body: input });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
      expect(await addressesOf(sam)).toEqual(before);
    });

    it('setting one default unsets the others, and the default cannot be deleted', async () => {
      const { items } = await addressesOf(sam);
      const other = items.find((a: { isDefault: boolean }) => !a.isDefault);
      const set = await t.request(`/api/v1/profile/address/${other.id}/setdefault`, { token: sam, method: 'PUT' });
      expect(set.status).toBe(200);
      const after = await addressesOf(sam);
      expect(after.items.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: number }) => a.id)).toEqual([other.id]);

      const del = await t.request(`/api/v1/profile/address/${other.id}`, { token: sam, method: 'DELETE' });
      expect(del.status).toBe(409);
      expect((await read(del)).message).toBe(DEFAULT_ADDRESS_DELETE);
    });

    it('updates and deletes a non-default address', async () => {
      const created = (await read(await t.request('/api/v1/profile/address', { token: sam, body: { ...NEW_ADDRESS, street: '9 Spare Road' } }))).data;
      expect(created.isDefault).toBe(false);
      const put = await t.request(`/api/v1/profile/address/${created.id}`, { token: sam, method: 'PUT', body: { ...NEW_ADDRESS, street: '10 Spare Road' } });
      expect((await read(put)).data.street).toBe('10 Spare Road');
      expect((await t.request(`/api/v1/profile/address/${created.id}`, { token: sam, method: 'DELETE' })).status).toBe(200);
      expect((await t.request(`/api/v1/profile/address/${created.id}`, { token: sam })).status).toBe(404);
    });
  });

  describe('access matrix: another user and another group are refused and change nothing', () => {
    const attempts = (id: number) =>
      [
        ['read', `/api/v1/profile/address/${id}`, 'GET', undefined],
        ['change', `/api/v1/profile/address/${id}`, 'PUT', NEW_ADDRESS],
        ['set default', `/api/v1/profile/address/${id}/setdefault`, 'PUT', undefined],
        ['delete', `/api/v1/profile/address/${id}`, 'DELETE', undefined],
      ] as const;

    it.each(['alex (same group)', 'kiri (kea-vets)', 'kiri with a tui-vets header'])('%s', async (who) => {
      const before = await addressesOf(sam);
      const target = before.items[1].id as number;
      const [token, vetId] = who.startsWith('alex') ? [alex, 'tui-vets'] : who.includes('header') ? [kiri, 'tui-vets'] : [kiri, 'kea-vets'];
      for (const [, path, method, body] of attempts(target)) {
        const res = await t.request(path, { token, vetId, method, body });
        expect([401, 403, 404]).toContain(res.status);
      }
      expect(await addressesOf(sam)).toEqual(before);
    });
  });

  describe('password', () => {
    it.each([
      [{ currentPassword: 'tui-demo-2', newPassword: 'longer-pass-1', verifyNewPassword: 'longer-pass-2' }, 422, 'New password do not match'],
      [{ currentPassword: 'wrong-one', newPassword: 'longer-pass-1', verifyNewPassword: 'longer-pass-1' }, 422, WRONG_PASSWORD],
      [{ currentPassword: 'tui-demo-2', newPassword: 'short', verifyNewPassword: 'short' }, 422, 'New password must be at least 8 characters'],
      [{}, 422, 'Current password is required'],
    ])('refuses %j', async (input, status, message) => {
      const res = await t.request('/api/v1/profile/changepassword', { token: alex, method: 'PUT', body: input });
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect(await t.login('alex@example.nz', 'tui-demo-2')).toBeTruthy();
    });

    it('changes it: the old one stops working, the new one signs in', async () => {
      const res = await t.request('/api/v1/profile/changepassword', {
        token: alex,
        method: 'PUT',
        body: { currentPassword: 'tui-demo-2', newPassword: 'a-new-secret-9', verifyNewPassword: 'a-new-secret-9' },
      });
      expect(res.status).toBe(200);
      const old = await t.request('/auth/login', { body: { email: 'alex@example.nz', password: 'tui-demo-2' } });
      expect(old.status).toBe(401);
      expect(await t.login('alex@example.nz', 'a-new-secret-9')).toBeTruthy();
    });
  });

  describe('bad input never answers 500 and never writes', () => {
    it.each([
      ['PUT', '/api/v1/profile', '{not json'],
      ['PUT', '/api/v1/profile', '[1,2]'],
      ['PUT', '/api/v1/profile', '"text"'],
      ['PUT', '/api/v1/profile', 'null'],
      ['PUT', '/api/v1/profile', JSON.stringify({ firstName: 1, lastName: {}, phone: [], email: true })],
      ['POST', '/api/v1/profile/address', JSON.stringify({ ...NEW_ADDRESS, region: 'Waikato' })],
      ['POST', '/api/v1/profile/address', JSON.stringify({ ...NEW_ADDRESS, street: 'x'.repeat(5000) })],
      ['POST', '/api/v1/profile/address', JSON.stringify({ ...NEW_ADDRESS, type: 'castle' })],
      ['PUT', '/api/v1/profile/address/abc', JSON.stringify(NEW_ADDRESS)],
      ['PUT', '/api/v1/profile/address/99999999999', JSON.stringify(NEW_ADDRESS)],
      ['DELETE', '/api/v1/profile/address/-1', undefined],
      ['PUT', '/api/v1/profile/changepassword', '{"currentPassword":'],
    ])('%s %s %s', async (method, path, body) => {
      const before = [await read(await t.request('/api/v1/profile', { token: sam })), await addressesOf(sam)];
      const res = await t.request(path, { token: sam, method, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((await read(res)).success).toBe(false);
      expect([await read(await t.request('/api/v1/profile', { token: sam })), await addressesOf(sam)]).toEqual(before);
    });
  });

  it("deletes the account: the user's data goes, then the account, and others are untouched", async () => {
    const otherBefore = await addressesOf(sam);
    const res = await t.request('/api/v1/profile/delete', { token: alex, method: 'DELETE', body: { password: 'a-new-secret-9' } });
    expect(res.status).toBe(200);
    const count = await t.db.one<{ n: number }>(
      "select count(*)::int as n from addresses a join users u on u.id = a.user_id where u.email = 'alex@example.nz'",
    );
    expect(count?.n).toBe(0);
    expect((await t.request('/auth/login', { body: { email: 'alex@example.nz', password: 'a-new-secret-9' } })).status).toBe(401);
    expect((await t.request('/api/v1/profile', { token: alex })).status).toBe(401);
    expect(await addressesOf(sam)).toEqual(otherBefore);
  });
});
