// Sign-in from a widget on another site: /auth/embed on the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness';
import { EMBED_ORIGIN_INVALID, embedOrigin } from './embedSignIn';

describe('sign-in from an embedded widget', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z' });
    const signedIn = await t.request('/auth/login', { body: { email: 'sam@example.nz', password: 'tui-demo-1' } });
    cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  }, 60_000);
  afterAll(() => t.close());

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.request('/auth/embed?vetId=tui-vets', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-vet-id': 'tui-vets', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('takes only a plain http(s) origin', () => {
    expect(embedOrigin('https://clinic.example')).toBe('https://clinic.example');
    expect(embedOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    for (const bad of ['https://clinic.example/', 'https://clinic.example/page', 'javascript:alert(1)', 'https://u:p@clinic.example', '*', '', undefined])
      expect(embedOrigin(bad), String(bad)).toBeUndefined();
  });

  it('refuses a bad origin, sends a signed-out visitor through sign-in and back, and cannot be framed', async () => {
    const bad = await t.request('/auth/embed?origin=javascript:alert(1)');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(EMBED_ORIGIN_INVALID.replace(/’/g, '&#39;').slice(0, 20));
    const signedOut = await t.request('/auth/embed?origin=https%3A%2F%2Fclinic.example');
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/auth/sign-in?callbackUrl=${encodeURIComponent('/auth/embed?origin=https://clinic.example')}`);
    // The sign-in page keeps that callback (it refuses encoded slashes).
    const signIn = await t.request(signedOut.headers.get('location')!);
    expect(await signIn.text()).toContain('value="/auth/embed?origin=https://clinic.example"');
    expect(signedOut.headers.get('x-frame-options')).toBe('DENY');
  });

  it('asks the signed-in person first, and hands nothing over without their click', async () => {
    const res = await t.request('/auth/embed?origin=https%3A%2F%2Fclinic.example', { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Use your Tui Vets sign-in on clinic.example?');
    expect(html).toContain('Continue as sam@example.nz');
    expect(html).not.toMatch(/data-token|eyJ/);
  });

  it('after the click, gives a token of that person to the named origin only, through the opener', async () => {
    const res = await form({ origin: 'https://clinic.example' }, { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-origin="https://clinic.example"');
    const token = /data-token="([^"]+)"/.exec(html)![1]!;
    const profile = await t.request('/api/v1/profile', { token });
    expect(((await profile.json()) as { data: { email: string } }).data.email).toBe('sam@example.nz');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const script = await t.request('/auth/embed-handoff.js');
    expect(await script.text()).toContain("postMessage({ source: 'vet-auth'");
  });

  it('refuses the click posted by another site, and gives nothing signed out', async () => {
    expect((await form({ origin: 'https://clinic.example' }, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const signedOut = await form({ origin: 'https://clinic.example' });
    expect(signedOut.status).toBe(303);
    expect(await signedOut.text()).not.toContain('data-token');
  });
});
