import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_LINKED,
  LINK_IN_PROGRESS,
  LINK_STARTED,
  LINKED_TITLE,
  NO_MATCH,
  RECORD_DETAIL_REQUIRED,
  SEARCH_FIRST,
  TOO_MANY_SEARCHES,
  UNKNOWN_ACCOUNT_TYPE,
} from '../../../shared/schemas/linkedAccounts';
import { drivers, testApp, type TestApp } from '../../test/harness';
import { outboxMailer } from '../../mail/mailer';
import { runDueLinkJobs, startLinkJobRunner } from './job';
import { PMS_LINK_DELAY_MS } from './service';

const BASE = '/api/v2/linked-account';
const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('linked accounts on %s', (driver) => {
  let t: TestApp;
  let alex: string;
  let sam: string;
  let kiri: string;
  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    alex = await t.login('alex@example.nz', 'tui-demo-2');
    sam = await t.login('sam@example.nz', 'tui-demo-1');
    kiri = await t.login('kiri@example.nz', 'kea-demo-1', 'kea-vets');
    // The first suite after a server change builds the database template (slow on a busy machine).
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const json = async (res: Response) => (await res.json()) as { success: boolean; data: any; message?: string };
  const linkRows = async () => (await t.db.query('select * from linked_accounts order by id')).rows;
  const run = () => runDueLinkJobs({ db: t.db, mailer: outboxMailer(t.db) }, t.clock.now());

  describe('status and the linking prompt', () => {
    it('a linked customer: isLinked, the client code, no prompt', async () => {
      const res = await t.request(`${BASE}/status/pms`, { token: sam });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toEqual({
        accountType: 'pms',
        name: 'Practice management system',
        isLinked: true,
        linkedAccountIdentifier: 'TV10234',
        displayPrompt: false,
        status: 'linked',
      });
    });

    it('an unlinked customer is prompted', async () => {
      const { data } = await json(await t.request(`${BASE}/status/pms`, { token: kiri, vetId: 'kea-vets' }));
      expect(data).toMatchObject({ isLinked: false, linkedAccountIdentifier: null, displayPrompt: true, status: 'none' });
    });

    it('the list holds linked accounts only', async () => {
      expect((await json(await t.request(BASE, { token: sam }))).data).toHaveLength(1);
      expect((await json(await t.request(BASE, { token: kiri, vetId: 'kea-vets' }))).data).toEqual([]);
    });

    it('declining the prompt stops it for that account type, and changes nobody else', async () => {
      const before = await linkRows();
      const res = await t.request(`${BASE}/decline-link/pms`, { token: kiri, vetId: 'kea-vets', method: 'POST' });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toMatchObject({ displayPrompt: false, isLinked: false });
      expect((await json(await t.request(`${BASE}/status/pms`, { token: kiri, vetId: 'kea-vets' }))).data.displayPrompt).toBe(false);
      expect((await json(await t.request(`${BASE}/status/pms`, { token: alex }))).data.displayPrompt).toBe(true);
      expect((await linkRows()).length).toBe(before.length + 1);
    });

    it('a linked customer cannot decline', async () => {
      const res = await t.request(`${BASE}/decline-link/pms`, { token: sam, method: 'POST' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, message: ALREADY_LINKED });
    });

    it.each([
      ['GET', `${BASE}`],
      ['GET', `${BASE}/status/pms`],
      ['POST', `${BASE}/search/pms`],
      ['POST', `${BASE}/confirm-link/pms`],
      ['POST', `${BASE}/decline-link/pms`],
    ])('%s %s needs a sign-in', async (method, path) => {
      const res = await t.request(path, { method });
      expect(res.status).toBe(401);
    });

    it.each([['status'], ['search'], ['confirm-link'], ['decline-link']])('%s of an unknown account type is a 404', async (call) => {
      const res = await t.request(`${BASE}/${call}/xero`, { token: alex, method: call === 'status' ? 'GET' : 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: UNKNOWN_ACCOUNT_TYPE });
    });
  });

  describe('search, match, confirm, and the job that completes the link', () => {
    it('confirming before a search is refused', async () => {
      const res = await t.request(`${BASE}/confirm-link/pms`, { token: alex, method: 'POST' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, message: SEARCH_FIRST });
    });

    it("another customer's client code with a wrong last name answers exactly like a code that does not exist", async () => {
      const wrongName = await t.request(`${BASE}/search/pms`, { token: alex, body: { clientCode: 'TV11002', recordDetail: 'Nugget' } });
      const noSuchCode = await t.request(`${BASE}/search/pms`, { token: alex, body: { clientCode: 'TV99999', recordDetail: 'Nugget' } });
      expect(wrongName.status).toBe(200);
      expect(await wrongName.json()).toEqual(await noSuchCode.json());
      expect(await linkRows()).not.toContainEqual(expect.objectContaining({ status: 'matched' }));
    });

    it('search finds the customer by their email: name, email address and pet count', async () => {
      const res = await t.request(`${BASE}/search/pms`, { token: alex, method: 'POST' });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toEqual({ name: 'Alex Morgan', emailAddress: 'alex@example.nz', petCount: 3 });
      const row = (await linkRows()).find((r) => r.status === 'matched');
      expect(row).toMatchObject({ vet_id: 'tui-vets', account_type: 'pms' });
    });

    it('confirm starts the link with the spec message; the prompt stops while it runs', async () => {
      const res = await t.request(`${BASE}/confirm-link/pms`, { token: alex, method: 'POST' });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toMatchObject({ message: LINK_STARTED, status: 'pending', isLinked: false, displayPrompt: false });
      const again = await t.request(`${BASE}/confirm-link/pms`, { token: alex, method: 'POST' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ success: false, message: LINK_IN_PROGRESS });
      const search = await t.request(`${BASE}/search/pms`, { token: alex, method: 'POST' });
      expect(await search.json()).toEqual({ success: false, message: LINK_IN_PROGRESS });
      expect((await json(await t.request(BASE, { token: alex }))).data).toMatchObject([{ status: 'pending' }]);
    });

    it('the job leaves the link alone until the delay has passed', async () => {
      t.clock.advance(PMS_LINK_DELAY_MS - 1000);
      await run();
      const account = await t.db.one<{ is_linked_to_pms: boolean }>(`select is_linked_to_pms from users where email = 'alex@example.nz'`);
      expect(account!.is_linked_to_pms).toBe(false);
      expect((await json(await t.request(`${BASE}/status/pms`, { token: alex }))).data.status).toBe('pending');
    });

    it('then completes it: account linked with the client code, pets linked, a notification and an email', async () => {
      await t.db.query(`insert into pets (vet_id, user_id, name) select vet_id, id, 'rex' from users where email = 'alex@example.nz' and vet_id = 'tui-vets'`);
      t.clock.advance(PMS_LINK_DELAY_MS + 1000);
      await run();
      const account = await t.db.one<{ id: number; is_linked_to_pms: boolean; client_code: string }>(
        `select id, is_linked_to_pms, client_code from users where email = 'alex@example.nz' and vet_id = 'tui-vets'`,
      );
      expect(account).toMatchObject({ is_linked_to_pms: true, client_code: 'TV10877' });
      const { rows: pets } = await t.db.query<{ name: string; is_linked_to_pms: boolean; species: string | null }>(
        `select p.name, p.is_linked_to_pms, s.name as species from pets p left join species s on s.id = p.species_id
          where p.user_id = $1`,
        [account!.id],
      );
      pets.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
      // The pet Alex had added as 'rex' is the practice's Rex; the other two were added.
      expect(pets).toEqual([
        { name: 'Dolly', is_linked_to_pms: true, species: 'Sheep' },
        { name: 'rex', is_linked_to_pms: true, species: null },
        { name: 'Whiskers', is_linked_to_pms: true, species: 'Cat' },
      ]);
      const note = await t.db.one<{ title: string; vet_id: string }>('select title, vet_id from notifications where user_id = $1', [account!.id]);
      expect(note).toEqual({ title: LINKED_TITLE, vet_id: 'tui-vets' });
      const mail = (await t.mailbox()).find((m) => m.to === 'alex@example.nz');
      expect(mail).toMatchObject({ subject: LINKED_TITLE });
      expect(mail!.text).toContain('TV10877');

      const status = (await json(await t.request(`${BASE}/status/pms`, { token: alex }))).data;
      expect(status).toMatchObject({ isLinked: true, linkedAccountIdentifier: 'TV10877', displayPrompt: false, status: 'linked' });
    });

    it('a second pass does nothing more', async () => {
      t.clock.advance(10 * PMS_LINK_DELAY_MS);
      expect(await run()).toEqual([]);
      const count = await t.db.one<{ n: number }>(
        `select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = 'alex@example.nz'`,
      );
      expect(count!.n).toBe(1);
    });

    it('search and confirm are refused once linked', async () => {
      for (const call of ['search', 'confirm-link']) {
        const res = await t.request(`${BASE}/${call}/pms`, { token: alex, method: 'POST' });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ success: false, message: ALREADY_LINKED });
      }
    });
  });

  describe('by client code (the code alone is no secret)', () => {
    /** A fresh account in tui-vets with this last name and its bearer token. */
    async function stranger(lastName: string, email: string) {
      await t.db.query(`insert into users (vet_id, email, first_name, last_name) values ('tui-vets', $1, 'Pat', $2)`, [email, lastName]);
      const row = await t.db.one<{ id: number }>(`select id from users where email = $1`, [email]);
      return t.tokenFor(row!.id);
    }

    it('a code and last name without a second fact are refused with what to add, and nothing is matched', async () => {
      const token = await stranger('Rangi', 'pat.rangi@example.nz');
      const before = await linkRows();
      const res = await t.request(`${BASE}/search/pms`, { token, body: { clientCode: 'TV11002' } });
      expect(res.status).toBe(422);
      expect((await json(res)).message).toBe(RECORD_DETAIL_REQUIRED);
      expect(await linkRows()).toEqual(before);
    });

    it('a wrong second fact answers exactly like a wrong code', async () => {
      const token = await stranger('Rangi', 'pat2.rangi@example.nz');
      const wrongFact = await t.request(`${BASE}/search/pms`, { token, body: { clientCode: 'TV11002', recordDetail: 'Rex' } });
      const wrongCode = await t.request(`${BASE}/search/pms`, { token, body: { clientCode: 'TV11003', recordDetail: 'Nugget' } });
      expect([wrongFact.status, await wrongFact.json()]).toEqual([wrongCode.status, await wrongCode.json()]);
      expect((await linkRows()).filter((r) => r.status === 'matched')).toEqual([]);
    });

    it.each([
      ['the phone on file, however it is written', '027-555-0300'],
      ["a pet's name, in any case", 'nUGGET'],
    ])('code, last name and %s find the record, showing its email masked', async (_label, detail) => {
      const token = await stranger('Rangi', `pat.${detail.length}@example.nz`);
      const res = await t.request(`${BASE}/search/pms`, { token, body: { clientCode: 'tv11002', recordDetail: detail } });
      expect((await json(res)).data).toEqual({ name: 'Jo Rangi', emailAddress: 'j***@example.nz', petCount: 1 });
      await t.db.query(`delete from linked_accounts where status = 'matched'`);
    });

    it('a few digits of a phone number are not a fact', async () => {
      const token = await stranger('Rangi', 'pat3.rangi@example.nz');
      const res = await t.request(`${BASE}/search/pms`, { token, body: { clientCode: 'TV11002', recordDetail: '0300' } });
      expect(await res.json()).toEqual({ success: true, data: null, message: NO_MATCH });
    });

    it('searches are limited per account (429, Retry-After) and per address across accounts', async () => {
      const token = await stranger('Nobody', 'pat.limit@example.nz');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await t.request(`${BASE}/search/pms`, { token, ip: '198.51.100.20', body: { clientCode: `TV1${i}`, recordDetail: 'x' } })).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      const limited = await t.request(`${BASE}/search/pms`, { token, ip: '198.51.100.21', body: { clientCode: 'TV11002', recordDetail: 'Nugget' } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json(limited)).message).toBe(TOO_MANY_SEARCHES);
      // Another account from one address: the address has its own, larger allowance.
      const statusesByAddress: number[] = [];
      for (let i = 0; i < 4; i++) {
        const other = await stranger('Nobody', `pat.addr${i}@example.nz`);
        for (let j = 0; j < 9; j++)
          statusesByAddress.push(
            (await t.request(`${BASE}/search/pms`, { token: other, ip: '198.51.100.30', body: { clientCode: `TV2${j}`, recordDetail: 'x' } })).status,
          );
      }
      expect(statusesByAddress.filter((s) => s === 429).length).toBe(36 - 30);
    });
  });

  describe('access matrix', () => {
    it('a practice record linked to someone else is never offered, even by its client code and last name', async () => {
      // A second Tui account named Morgan tries Alex's record.
      await t.db.query(`insert into users (vet_id, email, first_name, last_name) values ('tui-vets', 'casey@example.nz', 'Casey', 'Morgan')`);
      const casey = await t.db.one<{ id: number }>(`select id from users where email = 'casey@example.nz'`);
      const token = await t.tokenFor(casey!.id);
      const res = await t.request(`${BASE}/search/pms`, { token, body: { clientCode: 'TV10877', recordDetail: 'Rex' } });
      expect(await res.json()).toEqual({ success: true, data: null, message: NO_MATCH });
      const confirm = await t.request(`${BASE}/confirm-link/pms`, { token, method: 'POST' });
      expect(confirm.status).toBe(409);
    });

    it('a kea-vets customer never finds a tui-vets record by its code, even with its facts', async () => {
      await t.db.query(`update users set last_name = 'Taylor' where email = 'kiri@example.nz' and vet_id = 'kea-vets'`);
      const res = await t.request(`${BASE}/search/pms`, { token: kiri, vetId: 'kea-vets', body: { clientCode: 'TV10234', recordDetail: 'Bella' } });
      expect(await res.json()).toEqual({ success: true, data: null, message: NO_MATCH });
      await t.db.query(`update users set last_name = 'Walker' where email = 'kiri@example.nz' and vet_id = 'kea-vets'`);
      const own = await t.request(`${BASE}/search/pms`, { token: kiri, vetId: 'kea-vets', method: 'POST' });
      expect((await json(own)).data).toEqual({ name: 'Kiri Walker', emailAddress: 'kiri@example.nz', petCount: 1 });
    });

    it("a token of one vet group is refused with another group's header, and nothing changes", async () => {
      const before = await linkRows();
      for (const [method, path] of [
        ['GET', `${BASE}/status/pms`],
        ['POST', `${BASE}/search/pms`],
        ['POST', `${BASE}/confirm-link/pms`],
        ['POST', `${BASE}/decline-link/pms`],
      ] as const) {
        const res = await t.request(path, { token: kiri, vetId: 'tui-vets', method });
        expect(res.status).toBe(401);
      }
      expect(await linkRows()).toEqual(before);
    });

    it("one customer's confirm never touches another's link", async () => {
      const sams = (await linkRows()).filter((r) => r.status === 'linked');
      const res = await t.request(`${BASE}/confirm-link/pms`, { token: kiri, vetId: 'kea-vets', method: 'POST' });
      expect(res.status).toBe(200);
      expect((await linkRows()).filter((r) => r.status === 'linked')).toEqual(sams);
      const pending = (await linkRows()).filter((r) => r.status === 'pending');
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ vet_id: 'kea-vets' });
    });
  });

  describe("the server's interval", () => {
    it('completes a due link on its own, with the app clock', async () => {
      // Kiri's link was confirmed above; move past its delay and let the runner find it.
      t.clock.advance(PMS_LINK_DELAY_MS + 1000);
      const stop = startLinkJobRunner({ db: t.db, mailer: outboxMailer(t.db), now: t.clock.now }, 10);
      try {
        await expect
          .poll(async () => (await json(await t.request(`${BASE}/status/pms`, { token: kiri, vetId: 'kea-vets' }))).data.status, {
            timeout: 5000,
            interval: 10,
          })
          .toBe('linked');
      } finally {
        stop();
      }
      const tama = await t.db.one<{ is_linked_to_pms: boolean }>(`select is_linked_to_pms from pets where name = 'Tama' and vet_id = 'kea-vets'`);
      expect(tama!.is_linked_to_pms).toBe(true);
    });
  });

  describe('bad input', () => {
    it.each([
      ['malformed JSON', '{'],
      ['a client code that is too long', JSON.stringify({ clientCode: 'x'.repeat(31) })],
      ['a client code that is a number', JSON.stringify({ clientCode: 12 })],
      ['an array', '[]'],
    ])('search with %s gets a 4xx and writes nothing', async (_label, raw) => {
      const before = await linkRows();
      const res = await t.request(`${BASE}/search/pms`, { token: alex, body: raw });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await linkRows()).toEqual(before);
    });
  });
});
