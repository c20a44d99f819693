// The card frame page (/pay/card-frame): what it tells its script, and who may frame it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness';

describe('the card frame page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ now: '2026-11-23T01:00:00Z' });
  }, 60_000);
  afterAll(() => t.close());

  const frame = (query: string) => t.app.request(`/pay/card-frame?${query}`);
  const body = async (res: Response) => (await res.text()).match(/<body ([^>]*)>/)![1]!;

  it('is for the site the group lists: that site (and the portal) may frame it', async () => {
    const res = await frame('origin=http%3A%2F%2Fclinic.example&vetId=tui-vets');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://clinic.example");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const attributes = await body(res);
    expect(attributes).toContain('data-parent-origin="http://clinic.example"');
    expect(attributes).toContain('data-listed="true"');
    expect(attributes).toContain('data-key="pk_test_standin"');
    // Relative to wherever the frame was loaded from, never PUBLIC_URL.
    expect(attributes).toContain('data-script="/stripe-standin/v3.js"');
  });

  it('does not vouch for a site the group does not list (the script then refuses it)', async () => {
    const listed = await body(await frame('origin=http%3A%2F%2Fclinic.example&vetId=tui-vets'));
    expect(listed).toContain('data-listed="true"');
    const res = await frame('origin=http%3A%2F%2Funlisted.example&vetId=tui-vets');
    expect(res.status).toBe(200);
    expect(await body(res)).toContain('data-listed="false"');
  });

  it.each([
    ['no origin', 'vetId=tui-vets'],
    ['a path, not an origin', 'origin=http%3A%2F%2Fclinic.example%2Fpay&vetId=tui-vets'],
    ['a script URL', 'origin=javascript%3Aalert(1)&vetId=tui-vets'],
  ])('refuses %s with a 400, framed by nobody else', async (_case, query) => {
    const res = await frame(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
  });

  it('refuses an unknown vet group', async () => {
    const res = await frame('origin=http%3A%2F%2Fclinic.example&vetId=no-such-group');
    expect(res.status).toBe(400);
  });

  it('other pages stay unframeable', async () => {
    const res = await t.app.request('/stripe-standin/v3.js');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
