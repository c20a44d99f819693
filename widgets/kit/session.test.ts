// A session belongs to its vet group, a deleted account signs every widget of the page out, and
// a token the API refuses is not sent again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedToken, keepEmbedToken } from './embedTokens';
import { clearTokenCache, forgetRevokedSessions, onTokenRefused, revokeSession, tokenProvider } from './session';
import { widgetApiOf } from './WidgetContext';

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const exp = Math.floor(Date.now() / 1000) + 900;
const TUI = jwt({ vetId: 'tui-vets', exp });
const KEA = jwt({ vetId: 'kea-vets', exp });

afterEach(() => {
  clearTokenCache();
  forgetRevokedSessions();
  vi.unstubAllGlobals();
});

describe('tokenProvider: one session per vet group', () => {
  it('asks the token-url once per group, naming it, and never sends a group another group’s token', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        // A proxy that only knows the Tui session answers it to every group.
        return new Response(JSON.stringify({ token: TUI }), { status: 200 });
      }),
    );
    const tui = tokenProvider({ tokenUrl: '/auth/token', vetId: 'tui-vets', apiBase: 'http://api.test' });
    const kea = tokenProvider({ tokenUrl: '/auth/token', vetId: 'kea-vets', apiBase: 'http://api.test' });
    expect(await tui()).toBe(TUI);
    expect(await tui()).toBe(TUI);
    expect(await kea()).toBeUndefined();
    expect(asked).toEqual(['/auth/token?vetId=tui-vets', '/auth/token?vetId=kea-vets']);
    // A token the host gives a widget of the other group is not sent either.
    expect(await tokenProvider({ token: TUI, vetId: 'kea-vets' })()).toBeUndefined();
    expect(await tokenProvider({ token: KEA, vetId: 'kea-vets' })()).toBe(KEA);
  });
});

describe('revokeSession: a deleted account', () => {
  it('signs out every widget that holds its token, from an attribute or the popup', async () => {
    const dead = jwt({ vetId: 'tui-vets', exp, sid: 'deleted' });
    keepEmbedToken('http://api.test', 'tui-vets', dead, Date.now() + 60_000);
    const fromAttribute = tokenProvider({ token: dead, vetId: 'tui-vets', apiBase: 'http://api.test' });
    const fromPopup = tokenProvider({ vetId: 'tui-vets', apiBase: 'http://api.test' });
    expect(await fromAttribute()).toBe(dead);
    expect(await fromPopup()).toBe(dead);
    const heard = vi.fn();
    globalThis.addEventListener('vet-widgets:session-change', heard);
    revokeSession(dead, { apiBase: 'http://api.test', vetId: 'tui-vets' });
    globalThis.removeEventListener('vet-widgets:session-change', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await fromAttribute()).toBeUndefined();
    expect(await fromPopup()).toBeUndefined();
    expect(embedToken('http://api.test', 'tui-vets')).toBeUndefined();
  });
});

describe('a token the API refuses (401)', () => {
  const refusing = (refused: string) =>
    vi.fn(async (_url: string, init: RequestInit) =>
      new Headers(init.headers).get('authorization') === `Bearer ${refused}`
        ? new Response(JSON.stringify({ message: 'Please sign in.' }), { status: 401 })
        : new Response(JSON.stringify({ data: {} }), { status: 200 }),
    );

  it('is never sent again when the page fetched it: the page hears of it and the call asks for a fresh one', async () => {
    const FRESH = jwt({ vetId: 'tui-vets', exp, n: 2 });
    const handed = [TUI, FRESH];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ token: handed.shift() ?? null }), { status: 200 });
      }),
    );
    const config = { vetId: 'tui-vets', apiBase: 'http://api.test', tokenUrl: '/auth/token' };
    const api = refusing(TUI);
    const { client } = widgetApiOf(config, tokenProvider(config), api);
    const heard = vi.fn();
    const stop = onTokenRefused(heard);
    // Refused, then sent once more with the fresh token, which answers.
    await client.get('/api/v1/profile');
    expect(heard).toHaveBeenCalledTimes(1);
    await client.get('/api/v1/profile');
    stop();
    expect(asked).toEqual(['/auth/token?vetId=tui-vets', '/auth/token?vetId=tui-vets']);
    expect(api.mock.calls.map(([, init]) => new Headers(init.headers).get('authorization'))).toEqual([`Bearer ${TUI}`, `Bearer ${FRESH}`, `Bearer ${FRESH}`]);
  });

  it('signed out meanwhile: the call goes once more with no token, so a public read still answers', async () => {
    const handed = [TUI];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: handed.shift() ?? null }), { status: 200 })),
    );
    const config = { vetId: 'tui-vets', apiBase: 'http://api.test', tokenUrl: '/auth/token' };
    const api = refusing(TUI);
    const { client } = widgetApiOf(config, tokenProvider(config), api);
    await client.get('/api/v1/shop');
    expect(api.mock.calls.map(([, init]) => new Headers(init.headers).get('authorization'))).toEqual([`Bearer ${TUI}`, null]);
    // A write is not sent again as a visitor: its flow hears the 401.
    const STALE = jwt({ vetId: 'tui-vets', exp, n: 3 });
    handed.push(STALE);
    clearTokenCache();
    const writer = widgetApiOf(config, tokenProvider(config), refusing(STALE)).client;
    await expect(writer.post('/api/v1/basket', {})).rejects.toMatchObject({ status: 401 });
  });

  it("is the host's to replace when the host gave it: nothing is forgotten or announced", async () => {
    const config = { vetId: 'tui-vets', apiBase: 'http://api.test', token: KEA };
    const api = refusing(KEA);
    const { client } = widgetApiOf(config, tokenProvider({ ...config, vetId: 'kea-vets' }), api);
    const heard = vi.fn();
    const stop = onTokenRefused(heard);
    await expect(client.get('/api/v1/profile')).rejects.toMatchObject({ status: 401 });
    await expect(client.get('/api/v1/profile')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(heard).not.toHaveBeenCalled();
  });
});
