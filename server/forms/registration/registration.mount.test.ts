// Registration lives under /api/v1/profile, next to the signed-in profile routes, which guard
// their whole path with requireUser. In the real app an anonymous registration must reach
// the registration routes, and the profile itself must still need a sign-in.
// This fails (401) while server/app.ts mounts the profile routes before mountForms(app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../../test/harness';

describe.each(drivers())('registration mounted in the real app on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
  }, 120_000);
  afterAll(() => t.close());

  it('an anonymous visitor can register', async () => {
    const res = await t.request('/api/v1/profile/existing', {
      body: { firstName: 'Ana', lastName: 'Hohaia', email: 'ana@example.nz', phone: '021 555 4444', region: 'Otago', agreeTermsConditions: true },
    });
    expect(res.status).toBe(201);
  });

  it('the profile itself still needs a sign-in', async () => {
    expect((await t.request('/api/v1/profile')).status).toBe(401);
    expect((await t.request('/api/v1/profile/address')).status).toBe(401);
  });
});
