// The group's booking catalogue kept in memory: read once, then no statement but
// the version while nothing changed; any change to its rows, by anyone, seen on the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, statementsOf, testApp, type TestApp } from '../test/harness';
import { catalogueOf, cliniciansFor, findType, offeredType, typesFor, TYPE_NOT_FOR_PETS, TYPE_NOT_FOUND } from './catalogue';

describe.each(drivers())('the booking catalogue on %s', (driver) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await testApp({ driver });
    for (const r of (await t.db.query<{ id: number; name: string }>("select id, name from species where vet_id = 'tui-vets'")).rows) ids[r.name] = r.id;
    for (const r of (await t.db.query<{ id: number; name: string }>("select id, name from appointment_types where vet_id = 'tui-vets'")).rows)
      ids[r.name] = r.id;
  }, 60_000);
  afterAll(() => t.close());

  it('is read once and then kept: a lookup costs the version at most', async () => {
    const first = await catalogueOf(t.db, 'tui-vets');
    const { result: again, sent } = await statementsOf(t, () => catalogueOf(t.db, 'tui-vets'));
    expect(again).toBe(first);
    expect(sent.every((sql) => sql.includes('cache_versions'))).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(1);
  });

  it('answers as the database would: types for every species and the status, clinicians who see the type', async () => {
    const catalogue = await catalogueOf(t.db, 'tui-vets');
    const forDog = typesFor(catalogue, [ids.Dog!]).map((type) => type.name);
    expect(forDog).toContain('Consultation');
    // A type for a dog and a horse must be one both can have.
    const forBoth = typesFor(catalogue, [ids.Dog!, ids.Horse!]).map((type) => type.name);
    expect(forBoth.every((name) => forDog.includes(name))).toBe(true);
    expect(() => offeredType(catalogue, ids.Consultation!, [ids.Dog!])).not.toThrow();
    expect(() => findType(catalogue, 999_999)).toThrow(TYPE_NOT_FOUND);
    const notForSheep = catalogue.types.find((type) => type.active && !type.speciesIds.has(ids.Sheep!))!;
    expect(() => offeredType(catalogue, notForSheep.id, [ids.Sheep!])).toThrow(TYPE_NOT_FOR_PETS);
    expect(cliniciansFor(catalogue, 'tui-hamilton', ids.Consultation!).length).toBeGreaterThan(0);
    expect(cliniciansFor(catalogue, 'kea-wanaka', ids.Consultation!)).toEqual([]);
  });

  it('sees a change made straight in the database at once: a type, a clinician, a clinic', async () => {
    const before = await catalogueOf(t.db, 'tui-vets');
    const [clinician] = cliniciansFor(before, 'tui-hamilton', ids.Consultation!);
    const kea = await catalogueOf(t.db, 'kea-vets');
    await t.db.query("update appointment_types set duration_minutes = 45 where vet_id = 'tui-vets' and id = $1", [ids.Consultation]);
    await t.db.query("update calendar_resources set active = false where vet_id = 'tui-vets' and id = $1", [clinician!.id]);
    await t.db.query("update clinics set name = 'Tui Vets Hamilton Central' where vet_id = 'tui-vets' and id = 'tui-hamilton'");
    try {
      const after = await catalogueOf(t.db, 'tui-vets');
      expect(after).not.toBe(before);
      expect(findType(after, ids.Consultation!).durationMinutes).toBe(45);
      expect(cliniciansFor(after, 'tui-hamilton', ids.Consultation!).map((c) => c.id)).not.toContain(clinician!.id);
      expect(after.clinics.get('tui-hamilton')!.name).toBe('Tui Vets Hamilton Central');
      // Another group's catalogue is not moved by this group's change.
      expect(await catalogueOf(t.db, 'kea-vets')).toBe(kea);
    } finally {
      await t.db.query("update appointment_types set duration_minutes = 30 where vet_id = 'tui-vets' and id = $1", [ids.Consultation]);
      await t.db.query("update calendar_resources set active = true where vet_id = 'tui-vets' and id = $1", [clinician!.id]);
      await t.db.query("update clinics set name = 'Tui Vets Hamilton' where vet_id = 'tui-vets' and id = 'tui-hamilton'");
    }
  });
});
