// POST /content/changed: the CMS's word that a group's published content changed. Only with a
// CMS configured and the shared secret; it bumps that group's content version and no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_READ } from '../cache/versions';
import { testApp, type TestApp } from '../test/harness';

describe('the CMS’s content-changed webhook', () => {
  let withCms: TestApp;
  let withoutCms: TestApp;
  beforeAll(async () => {
    [withCms, withoutCms] = await Promise.all([
      testApp({ config: { contentApiUrl: 'http://127.0.0.1:9/api', contentWebhookSecret: 's3cret-for-tests' } }),
      testApp({ config: { contentApiUrl: undefined, contentWebhookSecret: 's3cret-for-tests' } }),
    ]);
  });
  afterAll(async () => Promise.all([withCms?.close(), withoutCms?.close()]));

  const version = async (t: TestApp, vetId: string) => Number((await t.db.one<{ version: string }>(VERSION_READ, [`content:${vetId}`]))!.version);
  const changed = (t: TestApp, authorization: string | undefined, vetId = 'tui-vets') =>
    t.request('/content/changed', { method: 'POST', vetId, headers: authorization ? { authorization } : {} });

  it('bumps the named group’s content version, so its kept pages are made again', async () => {
    const [tui, kea] = [await version(withCms, 'tui-vets'), await version(withCms, 'kea-vets')];
    const res = await changed(withCms, 'Bearer s3cret-for-tests');
    expect(res.status).toBe(204);
    expect(await version(withCms, 'tui-vets')).toBe(tui + 1);
    expect(await version(withCms, 'kea-vets')).toBe(kea);
  });

  it('refuses a caller without the secret, an unknown group, and a server that reads no CMS; nothing is bumped', async () => {
    const before = await version(withCms, 'tui-vets');
    for (const authorization of [undefined, 'Bearer wrong', 'Bearer s3cret-for-test', 's3cret-for-tests', 'Basic s3cret-for-tests']) {
      expect((await changed(withCms, authorization)).status, String(authorization)).toBe(401);
    }
    expect((await changed(withCms, 'Bearer s3cret-for-tests', 'no-such-group')).status).toBe(400);
    expect(await version(withCms, 'tui-vets')).toBe(before);
    expect((await changed(withoutCms, 'Bearer s3cret-for-tests')).status).toBe(404);
    expect((await withCms.request('/content/changed')).status).toBe(404);
  });
});
