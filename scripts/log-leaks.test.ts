import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../server/db/seed';
import { checkLog, findLeaks, requestLines } from './log-leaks';

const request = (route: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    level: 30,
    time: 1795840000123,
    pid: 4242,
    reqId: '5f0c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    req: { method: 'GET', route },
    res: { statusCode: 200 },
    responseTime: 4.2,
    msg: 'request completed',
    ...extra,
  });
const clean = [
  '› Building the widgets and the portal…',
  request('/api/v2/species', { vetId: 'tui-vets' }),
  request('/auth/login', { vetId: 'tui-vets' }),
  JSON.stringify({
    level: 40,
    time: 1795840000456,
    pid: 4242,
    err: { type: 'Error', message: 'duplicate key [value]', stack: '    at x (file:///app/node_modules/pino@9.1.0/lib/a.js:1:2)' },
    msg: 'x',
  }),
  '  dev mailbox http://localhost:4420/dev/mailbox?key=Q2hvb3NlIGEgbG9uZyBrZXkgaGVyZQ',
].join('\n');

describe('the run log check', () => {
  it('passes a log with request lines, timestamps, ids and stack frames and nothing personal', () => {
    expect(checkLog(clean)).toEqual([]);
    expect(requestLines(clean)).toBe(2);
  });

  it("fails on each demo client's email, password, name and phone, taken from the seed", () => {
    for (const user of DEMO_USERS)
      for (const value of [user.email, user.password, `${user.firstName} ${user.lastName}`, user.phone]) {
        const problems = checkLog(`${clean}\n${request('/auth/login', { body: { note: value } })}`);
        expect(problems.length, value).toBeGreaterThan(0);
        // The report says where, without repeating the value into the CI log.
        expect(problems.join('\n')).not.toContain(value);
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(/^line 6: a demo client's /);
      }
  });

  it('fails on any email address, whoever it belongs to', () => {
    expect(findLeaks('{"msg":"mail queued for Mere.Tane+vet@clinic.co.nz"}', [])).toMatchObject([{ line: 1, kind: 'an email address' }]);
  });

  it('fails on tokens of the shapes the server issues: a JWT, a bearer header, a session id', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ2ZXRJZCI6InR1aS12ZXRzIn0.c2lnbmF0dXJlLW9mLXRoaXMtdG9rZW4';
    expect(findLeaks(`{"token":"${jwt}"}`, []).map((l) => l.kind)).toEqual(['a JWT or base64 JSON']);
    expect(findLeaks('{"authorization":"Bearer abc.def-ghi_jkl"}', []).map((l) => l.kind)).toEqual(['a bearer token']);
    // Both shapes on one line, each reported with neither part of the token repeated.
    const both = findLeaks(`{"leak":"Bearer ${jwt}"}`, []);
    expect(both.map((l) => l.kind).sort()).toEqual(['a JWT or base64 JSON', 'a bearer token']);
    for (const part of jwt.split('.')) expect(both.map((l) => l.where).join('\n')).not.toContain(part);
    // randomBytes(32).toString('base64url'): the session cookie, manage links, password resets.
    expect(findLeaks('{"cookie":"vet_session=q8Jx0lS4mN2pR7tV9wY1zA3bC5dE6fG8hI0jK2lM4nO"}', []).map((l) => l.kind)).toEqual(['a 32-byte random token']);
  });

  it('fails on card numbers, spaced, dashed or run together, and not on other long numbers', () => {
    for (const card of ['4242 4242 4242 4242', '4242-4242-4242-4242', '4000000000000002', '5555 5555 5555 4444', '3782 822463 10005'])
      expect(
        findLeaks(`{"note":"paid with ${card}"}`, []).map((l) => l.kind),
        card,
      ).toEqual(['a card number']);
    // Same length, failing the Luhn check; a millisecond timestamp.
    expect(findLeaks('{"n":"4242 4242 4242 4241","time":1795840000123}', [])).toEqual([]);
    // A request id whose digit groups (78-4432-9246-3098313) pass the Luhn check.
    expect(findLeaks('{"reqId":"8dff6aa5-4d78-4432-9246-3098313a3b2b","msg":"request completed"}', [])).toEqual([]);
  });

  it('fails an empty log, and one with no request lines', () => {
    expect(checkLog('')).toEqual([expect.stringContaining('no request lines')]);
    expect(checkLog('› Building the widgets and the portal…\n{"level":30,"msg":"listening"}')).toEqual([expect.stringContaining('no request lines')]);
  });
});
