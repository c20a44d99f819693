import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './pageCache';

describe('the rendered page cache', () => {
  const setup = () => {
    let clock = 0;
    const cache = createPageCache<string>({ freshMs: 1000, staleMs: 5000, max: 2, now: () => clock });
    let renders = 0;
    const make = vi.fn(async () => `page ${++renders}`);
    return { cache, make, tick: (ms: number) => (clock += ms) };
  };

  it('renders once while fresh, sends the stale page while it renders again, renders on a miss after that', async () => {
    const { cache, make, tick } = setup();
    expect(await cache.get('/a', make)).toBe('page 1');
    expect(await cache.get('/a', make)).toBe('page 1');
    expect(make).toHaveBeenCalledTimes(1);
    tick(1500); // stale: the old page at once, a new render behind it
    expect(await cache.get('/a', make)).toBe('page 1');
    await Promise.resolve();
    expect(make).toHaveBeenCalledTimes(2);
    expect(await cache.get('/a', make)).toBe('page 2');
    tick(10_000); // too old to send: wait for the render
    expect(await cache.get('/a', make)).toBe('page 3');
  });

  it('shares one render between concurrent views and never keeps a failed one', async () => {
    const { cache, make } = setup();
    const [a, b] = await Promise.all([cache.get('/a', make), cache.get('/a', make)]);
    expect([a, b]).toEqual(['page 1', 'page 1']);
    expect(make).toHaveBeenCalledTimes(1);
    const none = vi.fn(async () => undefined);
    expect(await cache.get('/b', none)).toBeUndefined();
    expect(await cache.get('/b', none)).toBeUndefined();
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `max` pages, the least recently used going first', async () => {
    const { cache, make } = setup();
    await cache.get('/a', make); // page 1
    await cache.get('/b', make); // page 2
    await cache.get('/a', make); // used again
    await cache.get('/c', make); // page 3: /b goes
    expect(await cache.get('/a', make)).toBe('page 1');
    expect(await cache.get('/b', make)).toBe('page 4');
  });
});

describe('what the page cache keeps', () => {
  it('answers a value it does not keep without remembering it', async () => {
    const cache = createPageCache<{ status: number }>({ freshMs: 1000, staleMs: 0, max: 5, keep: (page) => page.status === 200, now: () => 0 });
    let renders = 0;
    const missing = vi.fn(async () => ({ status: 404, n: ++renders }));
    expect(await cache.get('/nowhere', missing)).toEqual({ status: 404, n: 1 });
    expect(await cache.get('/nowhere', missing)).toEqual({ status: 404, n: 2 });
    const found = vi.fn(async () => ({ status: 200, n: ++renders }));
    await cache.get('/here', found);
    await cache.get('/here', found);
    expect(found).toHaveBeenCalledTimes(1);
  });
});
