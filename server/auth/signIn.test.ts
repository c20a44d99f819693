// Sign-in as an attacker would try it: other sites' posts, guessing from one place
// or several, tokens after their session ended, weak passwords, deletion with a borrowed
// token, and the forgot-password flow.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createDeps } from '../deps';
import { outboxMailer } from '../mail/mailer';
import { DELETE_PASSWORD_REQUIRED } from '../../shared/schemas/profile';
import { DELETE_PASSWORD_WRONG, WRONG_PASSWORD } from '../profile/service';
import { TOO_MANY_WRONG_PASSWORDS } from './currentPassword';
import { drivers, testApp, testConfig, type TestApp } from '../test/harness';
import { RESET_SENT } from './forgotPassword';
import { EXPIRED, OTHER_GROUP } from './middleware';
import { PASSWORD_IS_DEMO, PASSWORD_IS_EMAIL, PASSWORD_TOO_GUESSABLE } from './passwordPolicy';
import * as passwords from './passwords';
import { MAX_FAILURES } from './rateLimit';
import { BAD_LOGIN, TOO_MANY } from './routes';
import { CROSS_SITE } from './sameSite';

type Json = { success: boolean; message?: string; data?: any; issues?: Record<string, string> };
const read = async (res: Response) => (await res.json()) as Json;
const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('sign-in hardening on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
  }, 60_000);
  afterAll(() => t.close());

  const login = (email: string, password: string, ip?: string, headers: Record<string, string> = {}) =>
    t.request('/auth/login', { body: { email, password }, ip, headers });
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vet-id': 'tui-vets', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  describe('a sign-in with fields missing or unreadable', () => {
    it.each([
      ['no body', undefined, 'POST', 422, 'An email is required'],
      ['an empty object', {}, 'POST', 422, 'An email is required'],
      ['no password', { email: 'sam@example.nz' }, 'POST', 422, 'A password is required'],
      ['an email that is not one', { email: 'sam', password: 'x' }, 'POST', 422, 'Invalid email'],
      ['a list', [], 'POST', 422, 'An email is required'],
      ['a number for the email', { email: 7, password: 'x' }, 'POST', 422, 'An email is required'],
      ['a body that is not JSON', '{"email":', 'POST', 400, 'The request body must be valid JSON.'],
    ])('%s: %i with its message, and no session', async (_label, body, method, status, message) => {
      const res = await t.request('/auth/login', { method, body });
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('the sign-in page says which field is missing', async () => {
      const res = await form('/auth/sign-in?vetId=tui-vets', { email: 'sam@example.nz' });
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('A password is required');
    });
  });

  describe('posts from another website are refused with 403', () => {
    it.each([
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['a foreign Origin and no Sec-Fetch-Site (an older browser)', { origin: 'https://evil.example' }],
      ["an opaque Origin ('null') from another site", { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ])('sign-in (JSON and form), sign-out, set-password, forgot-password with %s', async (_label, headers) => {
      const json = await login('sam@example.nz', 'tui-demo-1', undefined, headers);
      expect(json.status).toBe(403);
      expect((await read(json)).message).toBe(CROSS_SITE);
      expect(json.headers.get('set-cookie')).toBeNull();
      for (const [path, fields] of [
        ['/auth/sign-in?vetId=tui-vets', { email: 'sam@example.nz', password: 'tui-demo-1' }],
        ['/auth/logout', {}],
        ['/auth/set-password?vetId=tui-vets', { token: 'x', password: 'y', confirmPassword: 'y' }],
        ['/auth/forgot-password?vetId=tui-vets', { email: 'sam@example.nz' }],
        ['/auth/confirm-email?vetId=tui-vets', { token: 'x' }],
      ] as const) {
        const res = await form(path, fields, headers);
        expect(res.status, path).toBe(403);
        expect(await res.text(), path).toContain('came from another website');
      }
    });

    it('a sign-out posted by another site leaves the session alone', async () => {
      const signedIn = await login('sam@example.nz', 'tui-demo-1');
      const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
      expect((await t.request('/auth/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
      expect((await t.request('/auth/token', { headers: { cookie } })).status).toBe(200);
    });

    it.each([
      ['same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }],
      ['our public origin', { origin: 'http://localhost:8080' }],
      ['our own form post under Referrer-Policy no-referrer (Origin: null, same-origin)', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
      ['no browser headers (a script)', {}],
    ])('accepts %s', async (_label, headers) => {
      expect((await login('sam@example.nz', 'tui-demo-1', undefined, headers)).status).toBe(200);
    });
  });

  describe('the return URL after a form sign-in', () => {
    it.each(['/.//evil.example/phish', '/..//evil.example', '/%2e//evil.example', '/%2e%2e//evil.example', '/.%2E//evil.example', '/./\\evil.example'])(
      'stays on our origin for %j (dot segments resolved first)',
      async (callbackUrl) => {
        const res = await form('/auth/sign-in?vetId=tui-vets', { email: 'sam@example.nz', password: 'tui-demo-1', callbackUrl });
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/');
      },
    );

    it('keeps a path of ours, dot segments resolved', async () => {
      const res = await form('/auth/sign-in?vetId=tui-vets', { email: 'sam@example.nz', password: 'tui-demo-1', callbackUrl: '/shop/./../account/pets' });
      expect(res.headers.get('location')).toBe('/account/pets');
    });
  });

  describe('failed sign-ins', () => {
    it('hash a password for an unknown email too, so a miss takes as long as a wrong password', async () => {
      const spy = vi.spyOn(passwords, 'verifyPassword');
      try {
        expect((await login('nobody-here@example.nz', 'whatever-1', '198.51.100.60')).status).toBe(401);
        expect((await login('sam@example.nz', 'wrong-one-1', '198.51.100.60')).status).toBe(401);
        // Both answered the same way, and both ran one real scrypt check.
        expect(spy).toHaveBeenCalledTimes(2);
        expect(String(spy.mock.calls[0]![1])).toMatch(/^scrypt\$/);
      } finally {
        spy.mockRestore();
      }
    });

    it('slow down one account from one address only: the owner elsewhere still signs in', async () => {
      for (let i = 0; i < MAX_FAILURES; i++) expect((await login('alex@example.nz', `guess-${i}`, '203.0.113.66')).status).toBe(401);
      const blocked = await login('alex@example.nz', 'tui-demo-2', '203.0.113.66');
      expect(blocked.status).toBe(429);
      expect((await read(blocked)).message).toBe(TOO_MANY);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await login('alex@example.nz', 'tui-demo-2', '192.0.2.10')).status).toBe(200);
    });

    it('limit an address trying many accounts', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await login(`stuffing-${i}@example.nz`, 'Password1', '203.0.113.77')).status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual([429, 429]);
    });

    it('do not count good sign-ins: 40 from one office address all work', async () => {
      for (let i = 0; i < 40; i++)
        expect(
          (await login(i % 2 ? 'sam@example.nz' : 'alex@example.nz', i % 2 ? 'tui-demo-1' : 'tui-demo-2', '203.0.113.90')).status,
          `sign-in ${i + 1}`,
        ).toBe(200);
    });

    it('still limit an address after 30 failures, good sign-ins in between or not', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await login(`office-${i}@example.nz`, 'Password1', '203.0.113.91')).status);
        if (i % 10 === 0 && i < 30) expect((await login('sam@example.nz', 'tui-demo-1', '203.0.113.91')).status).toBe(200);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(30);
      expect(statuses.at(-1)).toBe(429);
      expect((await login('sam@example.nz', 'tui-demo-1', '203.0.113.91')).status).toBe(429);
    });

    it('let no parallel guesses slip past while the first are still being checked', async () => {
      const many = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`parallel-${i}@example.nz`, 'Password1', '203.0.113.92')));
      expect(many.filter((r) => r.status === 401)).toHaveLength(30);
      expect(many.filter((r) => r.status === 429)).toHaveLength(10);
      const one = await Promise.all(Array.from({ length: 12 }, (_, i) => login('alex@example.nz', `parallel-guess-${i}`, '203.0.113.93')));
      expect(one.filter((r) => r.status === 401)).toHaveLength(MAX_FAILURES);
      expect(one.filter((r) => r.status === 429)).toHaveLength(12 - MAX_FAILURES);
    });

    it('are counted in the database: two server processes on one database share the count', async () => {
      const second = createApp(createDeps({ db: t.db, config: testConfig(), mailer: outboxMailer(t.db), now: t.clock.now }));
      const viaSecond = (password: string) =>
        second.request('/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vet-id': 'tui-vets' },
          body: JSON.stringify({ email: 'sam@example.nz', password }),
        });
      for (let i = 0; i < 3; i++) expect((await login('sam@example.nz', `nope-${i}`)).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await viaSecond(`nope-b-${i}`)).status).toBe(401);
      expect((await viaSecond('tui-demo-1')).status).toBe(429);
      expect((await login('sam@example.nz', 'tui-demo-1')).status).toBe(429);
      t.clock.advance(16 * 60_000);
      expect((await login('sam@example.nz', 'tui-demo-1')).status).toBe(200);
    });
  });

  describe('tokens end with their session', () => {
    const profile = (token: string) => t.request('/api/v1/profile', { token });
    const signIn = async (email: string, password: string) => {
      const res = await login(email, password, '192.0.2.50');
      const body = await read(res);
      return { token: body.data.token as string, cookie: res.headers.get('set-cookie')!.split(';')[0]! };
    };

    it('logout ends the bearer token at once, by cookie or by the token itself', async () => {
      const byCookie = await signIn('sam@example.nz', 'tui-demo-1');
      expect((await profile(byCookie.token)).status).toBe(200);
      await t.request('/auth/logout', { method: 'POST', headers: { cookie: byCookie.cookie } });
      const after = await profile(byCookie.token);
      expect(after.status).toBe(401);
      expect((await read(after)).message).toBe(EXPIRED);

      const byToken = await signIn('sam@example.nz', 'tui-demo-1');
      await t.request('/auth/logout', { method: 'POST', token: byToken.token });
      expect((await profile(byToken.token)).status).toBe(401);
    });

    it('a password change keeps the session that made it and ends the others', async () => {
      const here = await signIn('alex@example.nz', 'tui-demo-2');
      const elsewhere = await signIn('alex@example.nz', 'tui-demo-2');
      const res = await t.request('/api/v1/profile/changepassword', {
        token: here.token,
        method: 'PUT',
        body: { currentPassword: 'tui-demo-2', newPassword: 'paddock-tractor-sunrise', verifyNewPassword: 'paddock-tractor-sunrise' },
      });
      expect(res.status).toBe(200);
      expect((await profile(here.token)).status).toBe(200);
      expect((await t.request('/auth/token', { headers: { cookie: here.cookie } })).status).toBe(200);
      expect((await profile(elsewhere.token)).status).toBe(401);
      expect(await (await t.request('/auth/token', { headers: { cookie: elsewhere.cookie } })).json()).toMatchObject({ token: null });
    });

    it('a token of another group says so, not that the session expired', async () => {
      const sam = await signIn('sam@example.nz', 'tui-demo-1');
      const res = await t.request('/api/v1/profile', { token: sam.token, vetId: 'kea-vets' });
      expect(res.status).toBe(401);
      expect((await read(res)).message).toBe(OTHER_GROUP);
    });
  });

  describe('new passwords', () => {
    it.each([
      ['a common one', 'password1', PASSWORD_TOO_GUESSABLE],
      ['a keyboard run', 'qwertyuiop', PASSWORD_TOO_GUESSABLE],
      ['the email', 'alex@example.nz', PASSWORD_IS_EMAIL],
      ['close to the name', 'alexmorgan1', PASSWORD_TOO_GUESSABLE],
      ["the group's name", 'TuiVets123', PASSWORD_TOO_GUESSABLE],
      ["the group's and a clinic's names", 'TuiVetsHamilton!', PASSWORD_TOO_GUESSABLE],
      ["a clinic's name", 'Hamilton-Vets-99', PASSWORD_TOO_GUESSABLE],
      ['a greeting and a year', 'Kiaora2026!', PASSWORD_TOO_GUESSABLE],
      ['a demo password', 'tui-demo-1', PASSWORD_IS_DEMO],
      ["another account's demo password", 'tui-demo-2', PASSWORD_IS_DEMO],
      ["another group's demo password", 'kea-demo-1', PASSWORD_IS_DEMO],
      ['a demo password dressed up', 'Tui-Dem0-2026!', PASSWORD_IS_DEMO],
    ])('refuses %s with what to do, and the old password still works', async (_label, password, message) => {
      const token = await t.login('alex@example.nz', 'paddock-tractor-sunrise');
      const res = await t.request('/api/v1/profile/changepassword', {
        token,
        method: 'PUT',
        body: { currentPassword: 'paddock-tractor-sunrise', newPassword: password, verifyNewPassword: password },
      });
      expect(res.status).toBe(422);
      const body = await read(res);
      expect(body.message).toBe(message);
      expect(body.issues?.newPassword).toBe(message);
      expect(await t.login('alex@example.nz', 'paddock-tractor-sunrise')).toBeTruthy();
    });
  });

  describe('deleting the account asks for the password again', () => {
    it.each([
      ['no password', undefined, DELETE_PASSWORD_REQUIRED],
      ['a wrong password', { password: 'not-it-at-all' }, DELETE_PASSWORD_WRONG],
      ['a body that is not JSON', '{', DELETE_PASSWORD_REQUIRED],
    ])('%s: 422, nothing deleted', async (_label, body, message) => {
      const token = await t.login('sam@example.nz', 'tui-demo-1');
      const res = await t.request('/api/v1/profile/delete', { token, method: 'DELETE', body });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
      expect((await t.request('/api/v1/profile', { token })).status).toBe(200);
    });

    it('with the password: the account goes, and its tokens stop at once', async () => {
      await t.db.query(`insert into users (vet_id, email, first_name, last_name, password_hash) values ('tui-vets', 'leaving@example.nz', 'Lee', 'Ving', $1)`, [
        await passwords.hashPassword('harbour-lantern-evening'),
      ]);
      const token = await t.login('leaving@example.nz', 'harbour-lantern-evening');
      const res = await t.request('/api/v1/profile/delete', { token, method: 'DELETE', body: { password: 'harbour-lantern-evening' } });
      expect(res.status).toBe(200);
      expect((await t.request('/api/v1/profile', { token })).status).toBe(401);
      expect(await t.db.one(`select 1 from users where email = 'leaving@example.nz'`)).toBeUndefined();
    });
  });

  describe('wrong current passwords are limited like sign-in', () => {
    const changePassword = (token: string, currentPassword: string, ip: string) =>
      t.request('/api/v1/profile/changepassword', {
        token,
        ip,
        method: 'PUT',
        body: { currentPassword, newPassword: 'kowhai-glacier-tramp', verifyNewPassword: 'kowhai-glacier-tramp' },
      });
    const deleteAccount = (token: string, password: string, ip: string) =>
      t.request('/api/v1/profile/delete', { token, ip, method: 'DELETE', body: { password } });
    const newUser = async (email: string) => {
      const row = await t.db.one<{ id: number }>(
        `insert into users (vet_id, email, first_name, last_name, password_hash) values ('tui-vets', $1, 'Pat', 'Kowhai', $2) returning id`,
        [email, await passwords.hashPassword('river-stone-anchor')],
      );
      return t.tokenFor(row!.id);
    };

    it.each([
      ['changing the password', changePassword, WRONG_PASSWORD],
      ['deleting the account', deleteAccount, DELETE_PASSWORD_WRONG],
    ] as const)('%s: 5 wrong ones from one address, then 429 with Retry-After even for the right one; elsewhere it still works', async (label, send, wrong) => {
      const token = await newUser(`limited-${label.length}@example.nz`);
      for (let i = 0; i < MAX_FAILURES; i++) {
        const res = await send(token, `wrong-${i}`, '198.51.100.20');
        expect(res.status).toBe(422);
        expect((await read(res)).message).toBe(wrong);
      }
      const blocked = await send(token, 'river-stone-anchor', '198.51.100.20');
      expect(blocked.status).toBe(429);
      expect((await read(blocked)).message).toBe(TOO_MANY_WRONG_PASSWORDS);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await t.request('/api/v1/profile', { token })).status).toBe(200);
      expect((await send(token, 'river-stone-anchor', '198.51.100.21')).status).toBe(200);
    });

    it('an address guessing for many accounts is limited after 30, and right passwords do not count', async () => {
      const tokens = await Promise.all(Array.from({ length: 7 }, (_, i) => newUser(`many-${i}@example.nz`)));
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await changePassword(tokens[i % 7]!, `wrong-${i}`, '198.51.100.30')).status);
        if (i === 10) expect((await changePassword(tokens[6]!, 'river-stone-anchor', '198.51.100.30')).status).toBe(200);
      }
      expect(statuses.filter((s) => s === 422)).toHaveLength(30);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('forgot password', () => {
    const ask = (email: string, ip = '192.0.2.80') => t.request('/auth/forgot-password', { body: { email }, ip });
    const linkTo = async (email: string) => {
      const mail = (await t.mailbox()).find((m) => m.to === email && m.subject === 'Choose a new password');
      return mail && /http:\/\/localhost:8080\/auth\/set-password\?\S+/.exec(mail.text)?.[0];
    };

    it('answers the same whether or not the account exists, and mails only a real one', async () => {
      const known = await ask('kiri@example.nz', '192.0.2.81');
      const unknown = await ask('nobody@example.nz', '192.0.2.81');
      expect(known.status).toBe(200);
      expect(await read(known)).toEqual(await read(unknown));
      expect((await read(await ask('sam@example.nz'))).data.message).toBe(RESET_SENT);
      expect((await t.mailbox()).some((m) => m.to === 'nobody@example.nz')).toBe(false);
      // Kiri is in kea-vets: asking in tui-vets finds nobody.
      expect(await linkTo('kiri@example.nz')).toBeUndefined();
    });

    it('the link sets a new password once, ends every session, and then is spent', async () => {
      const old = await t.login('sam@example.nz', 'tui-demo-1');
      const link = (await linkTo('sam@example.nz'))!;
      expect(link).toBeTruthy();
      const token = new URL(link).searchParams.get('token')!;
      const set = (password: string) => t.request('/auth/set-password', { body: { token, password, confirmPassword: password } });
      expect((await set('password1')).status).toBe(422);
      for (const guessable of ['TuiVets123', 'Cambridge-Vets-1', 'tui-demo-2']) expect((await set(guessable)).status, guessable).toBe(422);
      expect((await set('kowhai-reset-sunrise-7')).status).toBe(200);
      expect((await t.request('/api/v1/profile', { token: old })).status).toBe(401);
      expect(await t.login('sam@example.nz', 'kowhai-reset-sunrise-7')).toBeTruthy();
      expect((await set('kowhai-again-sunset-8')).status).toBe(400);
    });

    it('a link expires after an hour', async () => {
      await ask('alex@example.nz', '192.0.2.82');
      const token = new URL((await linkTo('alex@example.nz'))!).searchParams.get('token')!;
      t.clock.advance(61 * 60_000);
      const res = await t.request('/auth/set-password', { body: { token, password: 'lighthouse-orchard-9', confirmPassword: 'lighthouse-orchard-9' } });
      expect(res.status).toBe(400);
    });

    it('is limited per email, with the same answer for anyone', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask('limit-me@example.nz', `192.0.2.${90 + i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('the sign-in page links to it, and its page has a form', async () => {
      const signIn = await (await t.app.request('/auth/sign-in?vetId=tui-vets')).text();
      expect(signIn).toContain('href="/auth/forgot-password?vetId=tui-vets"');
      const page = await (await t.app.request('/auth/forgot-password?vetId=tui-vets')).text();
      expect(page).toContain('Send me a link');
      const posted = await form('/auth/forgot-password?vetId=tui-vets', { email: 'sam@example.nz' });
      expect(await posted.text()).toContain('If an account uses that email address');
    });
  });
});

it('keeps the bad-login message', () => expect(BAD_LOGIN).toBe('The email or password is not correct.'));

describe('the session cookie behind a proxy', () => {
  it.each([
    ['TRUST_PROXY=1 and X-Forwarded-Proto: https', { trustProxy: true }, true],
    ['no TRUST_PROXY: the header is anybody’s, so not trusted', { trustProxy: false }, false],
    ['an https PUBLIC_URL', { publicUrl: 'https://portal.example.nz' }, true],
  ])('%s: Secure is %s', async (_label, config, secure) => {
    const t = await testApp({ config });
    try {
      const res = await t.request('/auth/login', { body: { email: 'sam@example.nz', password: 'tui-demo-1' }, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      expect(/;\s*Secure/i.test(res.headers.get('set-cookie') ?? '')).toBe(secure);
    } finally {
      await t.close();
    }
  });
});

describe('the sign-in page', () => {
  it('names the group with its logo, links back to the site and to the forgot-password flow', async () => {
    const t = await testApp();
    try {
      const page = await (await t.app.request('/auth/sign-in?vetId=kea-vets')).text();
      expect(page).toContain('<img class="logo" src="/demo/assets/logo-kea-vets.svg" alt="Kea Vets">');
      expect(page).toContain('<a href="/">← Back to Kea Vets</a>');
      expect(page).toContain('href="/auth/forgot-password?vetId=kea-vets"');
    } finally {
      await t.close();
    }
  });

  it.each([
    ['a demo server', true, true],
    ['any other (DEMO=0, or NODE_ENV=production)', false, false],
  ])('shows the demo passwords on %s only', async (_label, demo, shown) => {
    const t = await testApp({ config: { demo } });
    try {
      const page = await (await t.app.request('/auth/sign-in')).text();
      expect(page.includes('tui-demo-1')).toBe(shown);
      // The group's own demo staff, for the clinic desk; not another group's.
      expect(page.includes('reception.hamilton@tuivets.example.nz / tui-desk-2026')).toBe(shown);
      expect(page.includes('kea-manager-2026')).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('is off by default in production, on by default otherwise', async () => {
    const { loadConfig } = await import('../config');
    expect(loadConfig({ DATA_DIR: '/tmp/vet-demo-config', NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/vet-demo-config' }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/vet-demo-config', NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
  });
});
