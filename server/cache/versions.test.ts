// Versions of cached answers: a write bumps its scope's version in its own
// transaction on both databases; only the embedded one, whose process counts notifications,
// is sent one (migration 018: on PostgreSQL a notification in a transaction makes every such
// commit in the cluster wait for the one before).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';
import { versionsFor, VERSION_CHANNEL, VERSION_READ } from './versions';

const touchSpecies = (t: TestApp) => t.db.query("update species set name = name where vet_id = 'tui-vets' and name = 'Dog'");
const versionRow = async (t: TestApp, scope: string) => (await t.db.one<{ version: string }>(VERSION_READ, [scope]))!.version;

describe.each(drivers())('cache versions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver });
  }, 60_000);
  afterAll(() => t.close());

  it('goes up with a write, whoever makes it, and the process sees it on its next call', async () => {
    const versions = versionsFor(t.db);
    const before = await versions.of('catalogue:tui-vets');
    const rowBefore = await versionRow(t, 'catalogue:tui-vets');
    await touchSpecies(t);
    expect(await versions.of('catalogue:tui-vets')).not.toBe(before);
    expect(await versionRow(t, 'catalogue:tui-vets')).not.toBe(rowBefore);
  });

  it.runIf(driver === 'pg')('sends no notification on PostgreSQL unless the session asks for one', async () => {
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`listen ${VERSION_CHANNEL}`);
    try {
      await touchSpecies(t);
      // A session that asks (as the embedded database's does) is still sent them. PostgreSQL
      // delivers a channel's notifications in commit order: once this one is in, one from the
      // change above would have come first.
      await t.db.tx(async (tx) => {
        await tx.query(`select set_config('vet.notify_versions', 'on', true)`);
        await tx.query("update species set name = name where vet_id = 'tui-vets' and name = 'Dog'");
      });
      await expect.poll(() => heard).toContain('catalogue:tui-vets');
      // Each scope once: the change that did not ask sent none.
      const ours = heard.filter((scope) => scope.endsWith(':tui-vets'));
      expect(ours).toEqual([...new Set(ours)]);
    } finally {
      await listener.end();
    }
  });
});
