// Months of slots kept in memory: answered from memory while nothing changed, and
// never a time that was taken, held, has started or lost its hours, whoever wrote the change.
// A second cache over the same database plays a second server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/index';
import { drivers, testApp, type TestApp } from '../test/harness';
import type { SlotsQueryInput } from '../../shared/schemas/appointments';
import { createAnswerCache } from '../cache/answers';
import { notifiedVersions, readVersions, type Versions } from '../cache/versions';
import { slotsAnswer } from './slotCache';
import { catalogueOf } from './catalogue';

type Slots = Record<string, Record<string, string>[]>;
// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = new Date('2026-11-23T01:00:00Z');

// Versions read on every call (PostgreSQL, several processes) on both drivers; counted from
// notifications on PGlite, its only writer being this process.
const cases = drivers().flatMap(
  (driver) =>
    (driver === 'pglite'
      ? [
          [driver, 'read'],
          [driver, 'notified'],
        ]
      : [[driver, 'read']]) as [string, 'read' | 'notified'][],
);

describe.each(cases)('slots kept in memory on %s, versions %s', (driver, source) => {
  let t: TestApp;
  let query: SlotsQueryInput;
  let queries = 0;
  // The database as the cache sees it, counting the statements it sends.
  let counted: Queryable;

  beforeAll(async () => {
    t = await testApp({ driver: driver as 'pglite' | 'pg', now: NOW });
    const dog = await t.db.one<{ id: number }>("select id from species where vet_id = 'tui-vets' and name = 'Dog'");
    const type = await t.db.one<{ id: number }>("select id from appointment_types where vet_id = 'tui-vets' and name = 'Vaccination'");
    query = { clinicId: 'tui-hamilton', date: '2026-12', petCount: 1, speciesId: [dog!.id], appointmentTypeId: type!.id, calendarResourceId: null };
    counted = { query: (sql, params) => (queries++, t.db.query(sql, params)) };
  }, 60_000);
  afterAll(() => t.close());

  const versions = (db: Queryable): Versions => (source === 'read' ? readVersions(db) : notifiedVersions(t.db));
  // A cache as one server process keeps it, over the app's database.
  const cacheOver = (db: Queryable = t.db) => {
    const cache = createAnswerCache(versions(db));
    return {
      answer: async (vetId: string, q: SlotsQueryInput, now: Date) =>
        new TextDecoder().decode((await slotsAnswer(cache, db, () => catalogueOf(t.db, vetId), vetId, q, now)).bytes),
    };
  };
  const labelsOn = (body: string, day: string) => ((JSON.parse(body).data as Slots)[`${day}T00:00:00`] ?? []).map((pair) => Object.values(pair)[0]);
  const idAt = (body: string, day: string, label: string) =>
    Object.keys((JSON.parse(body).data as Slots)[`${day}T00:00:00`]!.find((p) => Object.values(p)[0] === label)!)[0]!;

  it('works a month out once, then answers from memory after one version read', async () => {
    const cache = cacheOver(counted);
    queries = 0;
    const first = await cache.answer('tui-vets', query, NOW);
    const worked = queries;
    // The month's busy times were read, besides the version (the catalogue is kept apart: catalogue.ts).
    expect(worked).toBeGreaterThan(source === 'read' ? 1 : 0);
    const again = await cache.answer('tui-vets', query, NOW);
    expect(again).toBe(first);
    // One version read, or none where versions are counted from notifications.
    expect(queries - worked).toBe(source === 'read' ? 1 : 0);
    expect(JSON.parse(first)).toMatchObject({ success: true });
    expect(labelsOn(first, '2026-12-02')).toContain('10:00am');
  });

  it('shares one computation between calls that miss together', async () => {
    const cache = cacheOver(counted);
    queries = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.answer('tui-vets', query, NOW)));
    expect(new Set(answers).size).toBe(1);
    // At most eight version reads and one month worked out (five statements), not eight.
    expect(queries).toBeLessThan(8 + 2 * 5);
  });

  it('answers a burst of views of a kept month with one version read at most', async () => {
    const cache = cacheOver(counted);
    await cache.answer('tui-vets', query, NOW);
    queries = 0;
    await Promise.all(Array.from({ length: 8 }, () => cache.answer('tui-vets', query, NOW)));
    expect(queries).toBe(source === 'read' ? 1 : 0);
  });

  it("sees another process's hold and its release at once, and a hold's end without any write", async () => {
    const here = cacheOver();
    const before = await here.answer('tui-vets', query, NOW);
    expect(labelsOn(before, '2026-12-02')).toContain('10:00am');
    // Every clinician free at 10:00am is held through the API (the other process).
    const holds: string[] = [];
    for (;;) {
      const res = await t.request('/api/v2/appointment/hold', { body: { slotId: idAt(before, '2026-12-02', '10:00am') } });
      if (res.status !== 201) break;
      holds.push(((await res.json()) as { data: { holdId: string } }).data.holdId);
    }
    expect(holds.length).toBeGreaterThan(0);
    expect(labelsOn(await here.answer('tui-vets', query, NOW), '2026-12-02')).not.toContain('10:00am');
    // Five minutes on, the holds have run out: the time is back with nothing written.
    const later = new Date(NOW.getTime() + 5 * 60_000 + 1000);
    expect(labelsOn(await here.answer('tui-vets', query, later), '2026-12-02')).toContain('10:00am');
    // Released before then: back at once too.
    for (const id of holds) expect((await t.request(`/api/v2/appointment/hold/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(labelsOn(await here.answer('tui-vets', query, NOW), '2026-12-02')).toContain('10:00am');
  });

  it("sees a change made straight in the database (a clinic's hours) at once", async () => {
    const here = cacheOver();
    expect(labelsOn(await here.answer('tui-vets', query, NOW), '2026-12-02')).toContain('10:00am');
    const { opening_hours } = (await t.db.one<{ opening_hours: unknown }>("select opening_hours from clinics where id = 'tui-hamilton'"))!;
    await t.db.query(`update clinics set opening_hours = '[]'::jsonb where id = 'tui-hamilton'`);
    try {
      expect(JSON.parse(await here.answer('tui-vets', query, NOW)).data).toEqual({});
    } finally {
      await t.db.query('update clinics set opening_hours = $1::jsonb where id = $2', [JSON.stringify(opening_hours), 'tui-hamilton']);
    }
    expect(labelsOn(await here.answer('tui-vets', query, NOW), '2026-12-02')).toContain('10:00am');
  });

  it('stops offering a time from memory once it has started', async () => {
    const here = cacheOver();
    const november = { ...query, date: '2026-11' };
    const first = labelsOn(await here.answer('tui-vets', november, NOW), '2026-11-23');
    expect(first[0]).toBe('2:15pm');
    const at = new Date(NOW.getTime() + 15 * 60_000); // 2:15pm
    expect(labelsOn(await here.answer('tui-vets', november, at), '2026-11-23')[0]).toBe('2:30pm');
  });

  it("never answers one group with another's clinic", async () => {
    const here = cacheOver();
    await here.answer('tui-vets', query, NOW);
    await expect(here.answer('kea-vets', query, NOW)).rejects.toMatchObject({ status: 404 });
  });
});
