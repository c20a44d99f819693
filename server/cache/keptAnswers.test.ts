// Answers kept in memory through the real app: the content service, the shop, the
// species and the booking flow's start are served from memory until their rows change, and a
// change made anywhere (here straight in the database, as an admin or a CMS would) is in the
// very next answer. Headers are the same from memory as when made.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testApp, type TestApp } from '../test/harness';

// Monday 23 November 2026, 2:00pm in Auckland: December's slots are next month's, whatever today is.
const NOW = '2026-11-23T01:00:00Z';

describe.each(drivers())('answers kept in memory on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
  }, 60_000);
  afterAll(() => t.close());

  // The date and the request's own id differ from one answer to the next, kept or not.
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));

  it('sends a content page from memory with the same body and headers, and a changed page at once', async () => {
    const path = '/content/api/ui-page?where[slug][equals]=about-us&depth=2';
    const first = await t.request(path);
    const second = await t.request(path);
    expect(second.status).toBe(200);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('access-control-allow-origin')).toBe('*');
    expect(second.headers.get('vary')).toMatch(/x-vet-id/i);
    expect(second.headers.get('etag')).toMatch(/^".+"$/);
    // A repeat view with the ETag is a 304, from memory too.
    expect((await t.request(path, { headers: { 'if-none-match': second.headers.get('etag')! } })).status).toBe(304);

    await t.db.query(
      `update content_docs set data = jsonb_set(data, '{title}', '"About us, changed"') where vet_id = 'tui-vets' and collection = 'ui-page' and slug = 'about-us'`,
    );
    const changed = await t.request(path);
    expect(await changed.text()).toContain('About us, changed');
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it("keeps each vet group's answer apart", async () => {
    const path = '/content/api/navigation?limit=1';
    const tui = await (await t.request(path, { vetId: 'tui-vets' })).text();
    const kea = await (await t.request(path, { vetId: 'kea-vets' })).text();
    expect(kea).not.toBe(tui);
    expect(await (await t.request(path, { vetId: 'tui-vets' })).text()).toBe(tui);
    expect(await (await t.request(path, { vetId: 'kea-vets' })).text()).toBe(kea);
  });

  it('sends a changed price in the next shop listing', async () => {
    const list = async () => (await (await t.request('/api/v1/shop?limit=50')).json()) as { data: { items: { id: number; price: number }[] } };
    const before = await list();
    const product = before.data.items[0]!;
    await t.db.query('update products set price_cents = price_cents + 100 where id = $1', [product.id]);
    const after = await list();
    expect(after.data.items.find((p) => p.id === product.id)!.price).toBeCloseTo(product.price + 1, 2);
  });

  it('keeps no error: a bad query is answered as made every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/api/v1/shop?limit=-4');
      expect(res.status).toBe(422);
      const missing = await t.request('/content/api/not-a-collection');
      expect(missing.status).toBe(404);
    }
  });

  it("never sends a signed-in client's start to anyone else, nor a kept one to them", async () => {
    const sam = await t.login('sam@example.nz', 'tui-demo-1');
    const anonymous = async () => ((await (await t.request('/api/v2/appointment/start')).json()) as { data: { user: unknown; pets: unknown[] } }).data;
    expect((await anonymous()).user).toBeNull();
    const signedIn = ((await (await t.request('/api/v2/appointment/start', { token: sam })).json()) as { data: { user: unknown; pets: unknown[] } }).data;
    expect(signedIn.user).not.toBeNull();
    expect(signedIn.pets.length).toBeGreaterThan(0);
    const again = await anonymous();
    expect(again.user).toBeNull();
    expect(again.pets).toEqual([]);
  });

  it('sends a renamed species in the next species list and start', async () => {
    await t.db.query(`update species set name = 'Dogs and puppies' where vet_id = 'tui-vets' and name = 'Dog'`);
    try {
      expect(await (await t.request('/api/v2/species')).text()).toContain('Dogs and puppies');
      expect(await (await t.request('/api/v2/appointment/start')).text()).toContain('Dogs and puppies');
    } finally {
      await t.db.query(`update species set name = 'Dog' where vet_id = 'tui-vets' and name = 'Dogs and puppies'`);
    }
    expect(await (await t.request('/api/v2/species')).text()).not.toContain('Dogs and puppies');
  });

  const SLOTS = '/api/v2/appointment/slots?clinicId=tui-hamilton&date=2026-12&petCount=1&speciesId=1&appointmentTypeId=1';
  const KEPT = [
    SLOTS,
    '/api/v1/shop?limit=9',
    '/api/v1/shop/4cyte-canine-joint-granules-100g',
    '/api/v2/species',
    '/api/v2/appointment/start',
    '/content/api/ui-page?where[slug][equals]=home&depth=9',
  ];

  it('answers a browser or CDN that has the answer with a 304 and no body, in either encoding', async () => {
    for (const path of KEPT)
      for (const accept of ['gzip, deflate, br', 'identity']) {
        const first = await t.request(path, { headers: { 'accept-encoding': accept } });
        expect(first.status, path).toBe(200);
        const etag = first.headers.get('etag')!;
        // One answer per vet group and encoding, each named once.
        expect(
          first.headers
            .get('vary')!
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .sort(),
          path,
        ).toEqual(['accept-encoding', 'x-vet-id']);
        // Checked with us on every use; content pages may be shown a minute stale.
        expect(first.headers.get('cache-control'), path).toBe(path.startsWith('/content/') ? 'public, max-age=0, stale-while-revalidate=60' : 'no-cache');
        for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
          const again = await t.request(path, { headers: { 'accept-encoding': accept, 'if-none-match': ifNoneMatch } });
          expect(again.status, `${path} ${ifNoneMatch}`).toBe(304);
          expect(await again.text()).toBe('');
          expect(again.headers.get('etag')).toBe(etag);
        }
        const other = await t.request(path, { headers: { 'accept-encoding': accept, 'if-none-match': '"something-else"' } });
        expect(other.status, path).toBe(200);
        expect(await other.text()).toBe(await first.text());
      }
  });

  it('sends the new answer to a caller whose copy a write has made stale: a held time, a changed price', async () => {
    // Te Awamutu has one clinician: a time held there is gone from the month.
    const slots = SLOTS.replace('tui-hamilton', 'tui-te-awamutu');
    const before = await t.request(slots);
    const days = ((await before.json()) as { data: Record<string, Record<string, string>[]> }).data;
    const slotId = Object.keys(Object.values(days)[0]![0]!)[0]!;
    expect((await t.request('/api/v2/appointment/hold', { body: { slotId }, ip: '203.0.113.80' })).status).toBe(201);
    const after = await t.request(slots, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain(slotId);

    const shop = '/api/v1/shop/4cyte-canine-joint-granules-100g';
    const listed = await t.request(shop);
    await t.db.query("update products set price_cents = price_cents + 100 where slug = '4cyte-canine-joint-granules-100g'");
    const repriced = await t.request(shop, { headers: { 'if-none-match': listed.headers.get('etag')! } });
    expect(repriced.status).toBe(200);
    expect(repriced.headers.get('etag')).not.toBe(listed.headers.get('etag'));
  });

  it('sends a kept answer compressed to a caller that accepts it, the same JSON once decoded', async () => {
    const path = '/api/v2/appointment/slots?clinicId=tui-hamilton&date=2026-12&petCount=1&speciesId=1&appointmentTypeId=1';
    const plainPath = '/content/api/ui-page?where[slug][equals]=home&depth=9';
    for (const target of [path, plainPath]) {
      const plain = await t.request(target);
      const text = await plain.text();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const res = await t.request(target, { headers: { 'accept-encoding': accept } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        const bytes = Buffer.from(await res.arrayBuffer());
        const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
        expect(decoded.toString()).toBe(text);
        if (encoding) expect(bytes.length).toBeLessThan(text.length / 3);
      }
    }
  });
});
