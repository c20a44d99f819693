// The CMS's secrets are its install's own, never a value in the source, and a preview token
// lives an hour at most whatever it says.
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { previewToken, verifyPreviewToken } from '../src/preview';
import { contentWebhookSecret, payloadSecret } from '../src/secrets';
import { startCms, type TestCms } from './cms';

/** The secrets anyone could read in the source before each install had its own. */
const OLD_PAYLOAD_SECRET = 'vet-cms-development-secret';
const OLD_WEBHOOK_SECRET = 'vet-content-changed-development';

const DAY = 24 * 60 * 60 * 1000;
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'vet-cms-secrets-'));
const modeOf = (file: string) => statSync(file).mode & 0o777;

/** A preview token as anyone holding `secret` (Payload's derived one) can make it. */
function forged(fields: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${body}.${createHmac('sha256', `preview:${secret}`).update(body).digest('base64url')}`;
}

describe('PAYLOAD_SECRET', () => {
  it('unset outside production, is made once per install, kept for its owner only, and the same after a restart', () => {
    const dir = freshDir();
    const first = payloadSecret({ CMS_DATA_DIR: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(OLD_PAYLOAD_SECRET);
    const file = path.join(dir, 'payload-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(modeOf(file)).toBe(0o600);
    expect(payloadSecret({ CMS_DATA_DIR: dir })).toBe(first);
    expect(payloadSecret({ CMS_DATA_DIR: freshDir() })).not.toBe(first);
    expect(payloadSecret({ CMS_DATA_DIR: dir, PAYLOAD_SECRET: 'set-by-the-operator' })).toBe('set-by-the-operator');
  });

  it('unset in production, stops the CMS', () => {
    expect(() => payloadSecret({ NODE_ENV: 'production', CMS_DATA_DIR: freshDir() })).toThrow('Set PAYLOAD_SECRET');
    expect(() => payloadSecret({ NODE_ENV: 'production', PAYLOAD_SECRET: ' ' })).toThrow('Set PAYLOAD_SECRET');
  });
});

describe('CONTENT_WEBHOOK_SECRET', () => {
  it('unset outside production, the CMS and the portal’s server use the one kept in the server’s DATA_DIR, whichever starts first', () => {
    for (const cmsFirst of [true, false]) {
      const dir = freshDir();
      const server = () => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), CONTENT_API_URL: 'http://localhost:3001/api' }).contentWebhookSecret;
      const [a, b] = cmsFirst ? [contentWebhookSecret({ DATA_DIR: dir }), server()] : [server(), contentWebhookSecret({ DATA_DIR: dir })];
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(a).not.toBe(OLD_WEBHOOK_SECRET);
      expect(b).toBe(a);
      expect(modeOf(path.join(dir, 'content-webhook-secret'))).toBe(0o600);
      expect(contentWebhookSecret({ DATA_DIR: dir })).toBe(a);
    }
  });

  it('set, is used as it is; set and empty, the CMS tells the portal nothing', () => {
    expect(contentWebhookSecret({ CONTENT_WEBHOOK_SECRET: 'shared' })).toBe('shared');
    expect(contentWebhookSecret({ CONTENT_WEBHOOK_SECRET: '' })).toBeUndefined();
    expect(contentWebhookSecret({ NODE_ENV: 'production', CONTENT_WEBHOOK_SECRET: '' })).toBeUndefined();
  });

  it('unset in production, stops the CMS', () => {
    expect(() => contentWebhookSecret({ NODE_ENV: 'production', DATA_DIR: freshDir() })).toThrow('Set CONTENT_WEBHOOK_SECRET');
  });
});

describe('preview tokens', () => {
  const now = Date.UTC(2026, 10, 25, 3, 10);
  const grant = { collection: 'ui-page', id: 'p1' };

  it('live an hour at most, whatever they are signed with', () => {
    const token = previewToken(grant, 'a-secret', now);
    expect(verifyPreviewToken(token, 'a-secret', now)).toMatchObject({ ...grant, issued: Date.UTC(2026, 10, 25, 3, 0), expires: Date.UTC(2026, 10, 25, 4, 0) });
    const month = forged({ ...grant, issued: now, expires: now + 30 * DAY }, 'a-secret');
    expect(verifyPreviewToken(month, 'a-secret', now)).toBeNull();
    expect(verifyPreviewToken(month, 'a-secret', now + 30 * DAY - 60_000)).toBeNull();
    const undated = forged({ ...grant, expires: now + 30 * DAY }, 'a-secret');
    expect(verifyPreviewToken(undated, 'a-secret', now)).toBeNull();
    const fromTheFuture = forged({ ...grant, issued: now + DAY, expires: now + DAY + 60_000 }, 'a-secret');
    expect(verifyPreviewToken(fromTheFuture, 'a-secret', now)).toBeNull();
  });
});

describe('the started CMS', () => {
  let cms: TestCms;
  let keaDraft: string;
  const saved = process.env.PAYLOAD_SECRET;
  beforeAll(async () => {
    delete process.env.PAYLOAD_SECRET;
    cms = await startCms();
    const draft = await cms.payload.create({
      collection: 'ui-page',
      overrideAccess: true,
      draft: true,
      data: { title: 'Kea unreleased', slug: 'kea-unreleased', vetGroup: 'kea-vets', _status: 'draft' } as never,
    });
    keaDraft = String(draft.id);
  });
  afterAll(async () => {
    await cms?.close();
    if (saved !== undefined) process.env.PAYLOAD_SECRET = saved;
  });

  const read = (token: string) =>
    cms.fetch(`${cms.baseUrl}/ui-page/${keaDraft}?draft=true&depth=0`, { headers: { authorization: `Preview ${token}`, 'x-vet-id': 'tui-vets' } });

  it('signs with its install’s own secret, the one kept in its data dir', () => {
    const kept = readFileSync(path.join(process.env.CMS_DATA_DIR!, 'payload-secret'), 'utf8');
    expect(cms.config.secret).toBe(kept);
    expect(cms.config.secret).not.toBe(OLD_PAYLOAD_SECRET);
  });

  it('refuses a preview token signed with the secret that was in the source', async () => {
    const derived = createHash('sha256').update(OLD_PAYLOAD_SECRET).digest('hex').slice(0, 32);
    const now = Date.now();
    for (const token of [
      forged({ collection: 'ui-page', id: keaDraft, expires: now + 30 * 60_000 }, derived),
      previewToken({ collection: 'ui-page', id: keaDraft }, derived, now),
    ]) {
      const res = await read(token);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Kea unreleased');
    }
  });

  it('refuses a token made to last 30 days, though signed with its own secret', async () => {
    const now = Date.now();
    const res = await read(forged({ collection: 'ui-page', id: keaDraft, issued: now - 60_000, expires: now + 30 * DAY }, cms.payload.secret));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Kea unreleased');
    // The token it makes itself reads the draft.
    expect((await read(previewToken({ collection: 'ui-page', id: keaDraft }, cms.payload.secret))).status).toBe(200);
  });
});
