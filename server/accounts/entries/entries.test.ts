// Public lookups of the spec: GET /api/v1/lookup/appstore, GET /api/v1/entry/{id}/share
// and GET /api/v1/entry?EventGuid={id}, each for the calling vet group only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedPhotoAnswerSchema, SharedPhotoListAnswerSchema } from '../../../shared/schemas/entries';
import { AppStoreLinksAnswerSchema } from '../../../shared/schemas/lookup';
import { answerOf, drivers, testApp, type TestApp } from '../../test/harness';
import { NO_APP } from '../lookup/routes';
import { DEMO_ENTRIES, DEMO_EVENTS } from '../seed';
import { read } from '../testing';
import { ENTRY_NOT_FOUND, EVENT_GUID_INVALID, EVENT_GUID_REQUIRED } from './service';

describe.each(drivers())('lookup and entries on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  describe('GET /api/v1/lookup/appstore', () => {
    it('answers the group’s ios and android links, signed in or not', async () => {
      expect(await answerOf(AppStoreLinksAnswerSchema, await t.request('/api/v1/lookup/appstore'))).toEqual({
        ios: expect.stringMatching(/^https:\/\/apps\.apple\.com\/.*tui-vets/),
        android: expect.stringContaining('nz.example.tuivets'),
      });
      expect((await answerOf(AppStoreLinksAnswerSchema, await t.request('/api/v1/lookup/appstore', { vetId: 'kea-vets' }))).android).toContain('keavets');
    });

    it('is 404 with a message for a group without an app', async () => {
      await t.db.query("delete from app_store_links where vet_id = 'kea-vets'");
      const res = await t.request('/api/v1/lookup/appstore', { vetId: 'kea-vets' });
      expect(res.status).toBe(404);
      expect(await read(res)).toEqual({ success: false, message: NO_APP });
    });

    it('refuses an unknown group with 400', async () => {
      expect((await t.request('/api/v1/lookup/appstore', { vetId: 'nobody-vets' })).status).toBe(400);
    });
  });

  describe('GET /api/v1/entry/{id}/share', () => {
    it('answers the shared photo: base64 JPEG, event title and description, pet name, entry title', async () => {
      const entry = DEMO_ENTRIES[0];
      const data = await answerOf(SharedPhotoAnswerSchema, await t.request(`/api/v1/entry/${entry.id}/share`));
      expect(data).toEqual({
        id: entry.id,
        eventGuid: DEMO_EVENTS['tui-vets'].id,
        image: expect.stringMatching(/^\/9j\//),
        eventTitle: 'Waikato Dog of the Year 2026',
        eventDescription: expect.any(String),
        petName: 'Bella',
        entryTitle: 'Sunday at the river',
      });
      expect(Buffer.from(data.image, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it.each([
      ['another group’s entry', DEMO_ENTRIES[2].id],
      ['an unknown id', '0c9a5a52-3a47-4c1e-8f7e-5b0d9d6f1aff'],
      ['an id that is not a uuid', 'not-a-uuid'],
      ['an injection attempt', "1'%20or%20'1'='1"],
    ])('%s is 404', async (_label, id) => {
      const res = await t.request(`/api/v1/entry/${id}/share`);
      expect(res.status).toBe(404);
      expect(await read(res)).toEqual({ success: false, message: ENTRY_NOT_FOUND });
    });
  });

  describe('GET /api/v1/entry?EventGuid=', () => {
    it('lists the event’s entries in order', async () => {
      const data = await answerOf(SharedPhotoListAnswerSchema, await t.request(`/api/v1/entry?EventGuid=${DEMO_EVENTS['tui-vets'].id}`));
      expect(data.map((e) => e.petName)).toEqual(['Bella', 'Nugget']);
    });

    it('lists nothing for another group’s event', async () => {
      const { data } = await read(await t.request(`/api/v1/entry?EventGuid=${DEMO_EVENTS['kea-vets'].id}`));
      expect(data).toEqual([]);
      const kea = await answerOf(SharedPhotoListAnswerSchema, await t.request(`/api/v1/entry?EventGuid=${DEMO_EVENTS['kea-vets'].id}`, { vetId: 'kea-vets' }));
      expect(kea.map((e) => e.petName)).toEqual(['Snowy']);
    });

    it.each([
      ['/api/v1/entry', EVENT_GUID_REQUIRED],
      ['/api/v1/entry?EventGuid=', EVENT_GUID_REQUIRED],
      ['/api/v1/entry?EventGuid=abc', EVENT_GUID_INVALID],
    ])('%s is 422', async (path, message) => {
      const res = await t.request(path);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
    });
  });
});
