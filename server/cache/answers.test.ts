// The kept-answers store on its own, with versions in a Map: what is kept, for how long, and
// within what bounds.
import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answers';
import type { Versions } from './versions';

const setup = (options: Parameters<typeof createAnswerCache>[1] = {}) => {
  const current = new Map<string, number>();
  const versions: Versions = { of: async (scope) => String(current.get(scope) ?? 0) };
  const cache = createAnswerCache(versions, options);
  let made = 0;
  const make = vi.fn(async () => ({ body: `answer ${++made}`.padEnd(100, '.') }));
  const get = (key: string, now = 0, scope = 's') =>
    cache.answer({ scope, key, now, make }).then((k) => new TextDecoder().decode(k.bytes).trimEnd().replace(/\.+$/, ''));
  return { get, make, bump: (scope = 's') => current.set(scope, (current.get(scope) ?? 0) + 1) };
};

describe('kept answers', () => {
  it('makes an answer once, again when its scope changes, and again after its age', async () => {
    const { get, make, bump } = setup({ maxAgeMs: 1000 });
    expect(await get('a')).toBe('answer 1');
    expect(await get('a')).toBe('answer 1');
    bump();
    expect(await get('a')).toBe('answer 2');
    expect(await get('a', 999)).toBe('answer 2');
    expect(await get('a', 1000)).toBe('answer 3');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keeps at most `max` answers and `maxBytes` of them, the least recently used going first', async () => {
    const byCount = setup({ max: 2 });
    await byCount.get('a');
    await byCount.get('b');
    await byCount.get('a');
    await byCount.get('c'); // b goes
    expect(await byCount.get('a')).toBe('answer 1');
    expect(await byCount.get('b')).toBe('answer 4');

    const byBytes = setup({ maxBytes: 250 }); // two 100-byte answers fit, not three
    await byBytes.get('a');
    await byBytes.get('b');
    await byBytes.get('c'); // a goes
    expect(await byBytes.get('b')).toBe('answer 2');
    expect(await byBytes.get('a')).toBe('answer 4');
  });
});
