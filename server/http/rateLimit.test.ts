// The database rate limiter: counts shared by every process on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';
import { clear, hit, peek, type Limit } from './rateLimit';

const LIMIT: Limit = { name: 'test', max: 3, windowMs: 60_000 };
const AT = new Date('2026-11-23T01:00:10Z');

describe.each(drivers())('rate limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: AT });
  });
  afterAll(() => t.close());

  it('allows max hits in a window, then refuses until the window ends', async () => {
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await hit(t.db, LIMIT, 'a', AT));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]!.retryAfter).toBe(50);
    expect((await hit(t.db, LIMIT, 'a', new Date(AT.getTime() + 50_000))).allowed).toBe(true);
  });

  it('keeps keys apart, and peek does not count', async () => {
    await hit(t.db, LIMIT, 'b', AT);
    expect((await peek(t.db, LIMIT, 'b', AT)).hits).toBe(1);
    expect((await peek(t.db, LIMIT, 'b', AT)).hits).toBe(1);
    expect((await peek(t.db, LIMIT, 'c', AT)).hits).toBe(0);
  });

  it('counts parallel hits exactly (one atomic upsert)', async () => {
    const all = await Promise.all(Array.from({ length: 10 }, () => hit(t.db, LIMIT, 'p', AT)));
    expect(all.filter((v) => v.allowed)).toHaveLength(3);
  });

  it('clear forgets a key', async () => {
    await hit(t.db, LIMIT, 'd', AT);
    await clear(t.db, LIMIT, 'd');
    expect((await peek(t.db, LIMIT, 'd', AT)).hits).toBe(0);
  });
});
