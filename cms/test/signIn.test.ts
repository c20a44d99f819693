// Sign-in attempts are limited per address: wrong passwords from one address neither lock an
// editor out elsewhere nor tell anyone whether an email has an account.
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress, peerStamp, stampEveryRequest } from '../src/clientAddress';
import { SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS, TOO_MANY_SIGN_INS } from '../src/signInLimits';
import { startCms, type TestCms } from './cms';

const EDITOR = 'editor@tuivets.example';
const PASSWORD = 'demo-editor-2026';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A sign-in from `address`, as the CMS's server stamps it. */
async function signIn(address: string, email: string, password: string) {
  const res = await cms.fetch(`${cms.baseUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vet-cms-peer': peerStamp(address) },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string; errors?: { message: string }[]; message?: string };
  return { status: res.status, message: body.errors?.[0]?.message ?? body.message, token: body.token, retryAfter: res.headers.get('retry-after') };
}

describe('signing in to the CMS', () => {
  it('six wrong passwords for an editor from one address leave the editor signing in from another', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn('192.0.2.1', EDITOR, `wrong-${i}`)).status).toBe(401);
    const right = await signIn('192.0.2.2', EDITOR, PASSWORD);
    expect(right.status).toBe(200);
    expect(right.token).toBeTruthy();
  });

  it('the refusal reads the same whether or not the email is an editor’s', async () => {
    for (let i = 0; i < 6; i++) await signIn('192.0.2.3', EDITOR, `wrong-${i}`);
    const known = await signIn('192.0.2.4', EDITOR, 'wrong-again');
    const unknown = await signIn('192.0.2.5', 'nobody@tuivets.example', 'wrong-again');
    expect(known.status).toBe(401);
    expect({ status: unknown.status, message: unknown.message }).toEqual({ status: known.status, message: known.message });
  });

  it('an email with no account takes as long to refuse as a wrong password', async () => {
    const timed = async (address: string, email: string) => {
      const started = performance.now();
      expect((await signIn(address, email, 'wrong-password')).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await timed('192.0.2.20', EDITOR));
      unknown.push(await timed('192.0.2.21', `nobody-${i}@tuivets.example`));
    }
    // A password check is hundreds of milliseconds of hashing; skipping it answered an unknown
    // email in a few. Half is far outside what a busy machine's noise can close.
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });

  it('many attempts from one address are refused for a while, the right password too, while other addresses sign in', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i++) expect((await signIn(from, i % 2 ? EDITOR : 'nobody@tuivets.example', 'wrong')).status).toBe(401);
    for (const email of [EDITOR, 'nobody@tuivets.example']) {
      const refused = await signIn(from, email, email === EDITOR ? PASSWORD : 'wrong');
      expect(refused).toMatchObject({ status: 429, message: TOO_MANY_SIGN_INS });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    expect((await signIn('198.51.100.8', EDITOR, PASSWORD)).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS + 1000);
    expect((await signIn(from, EDITOR, PASSWORD)).status).toBe(200);
  });

  it('signing in successfully does not use up an address’s attempts', async () => {
    const from = '198.51.100.9';
    for (let i = 0; i < SIGN_IN_ATTEMPTS + 2; i++) expect((await signIn(from, EDITOR, PASSWORD)).status).toBe(200);
  });
});

describe('the address a sign-in comes from', () => {
  const seen: IncomingMessage['headers'][] = [];
  let url: string;
  let server: ReturnType<typeof createServer>;
  beforeAll(async () => {
    stampEveryRequest();
    server = createServer((req, res) => {
      seen.push(req.headers);
      res.end();
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/users/login`;
  });
  afterAll(async () => {
    delete process.env.TRUST_PROXY;
    await new Promise((closed) => server.close(closed));
  });

  const addressSeen = async (headers: Record<string, string>) => {
    await fetch(url, { method: 'POST', headers });
    return clientAddress(new Headers(seen.at(-1) as Record<string, string>));
  };

  it('is the socket’s, whatever X-Forwarded-For or stamp the caller sends', async () => {
    expect(await addressSeen({})).toBe('127.0.0.1');
    expect(await addressSeen({ 'x-forwarded-for': '203.0.113.9', 'x-vet-cms-peer': 'forged 203.0.113.9' })).toBe('127.0.0.1');
    expect(clientAddress(new Headers({ 'x-vet-cms-peer': 'forged 203.0.113.9' }))).toBeNull();
  });

  it('with TRUST_PROXY=1, is the last X-Forwarded-For entry, the one our proxy appended', async () => {
    process.env.TRUST_PROXY = '1';
    expect(await addressSeen({ 'x-forwarded-for': '203.0.113.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressSeen({})).toBe('127.0.0.1');
  });
});
