// Bad input for every route: a generated corpus (fast-check) of
// malformed bodies, queries, headers and ids, sent to each route the app registers (read
// from Hono's app.routes, so a route added later is fuzzed without touching this file).
// The rule: never a 500; an /api answer that refuses is `{ success: false, message }`; a
// refusal writes nothing (every table's row count is the same before and after).
// Then oversized bodies and uploads, and files that are not the image their name says.
// RELIABILITY_RUNS (default 25) sets the cases per route. The seed is fixed so CI is
// repeatable; FC_SEED=random explores new cases (the failure names its seed), FC_SEED=<n>
// replays one.
import sharp from 'sharp';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../../server/app';
import { PHOTO_BYTES_TOO_LARGE, photoFormatMessage } from '../../shared/schemas/pets';
import { drivers, read, tableCounts, type TestApp } from './support';
import { testApp } from '../../server/test/harness';

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 25);
const SEED = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20261123);

// Names the API reads, so generated bodies and queries reach the validators, not just the parser.
const FIELDS = [
  'id',
  'name',
  'email',
  'password',
  'phone',
  'firstName',
  'lastName',
  'slotId',
  'holdId',
  'previousHoldId',
  'clinicId',
  'pets',
  'speciesId',
  'species',
  'type',
  'appointmentTypeId',
  'customerStatusId',
  'preferredClinician',
  'note',
  'notes',
  'date',
  'basketItems',
  'productId',
  'quantity',
  'coupon',
  'isClickAndCollect',
  'address',
  'user',
  'paymentMethod',
  'paymentMethodId',
  'paymentMethodID',
  'token',
  'reference',
  'amount',
  'photoData',
  'photoFilename',
  'dateOfBirth',
  'weight',
  'gender',
  'desexed',
  'microchipNumber',
  'interval',
  'intervalCount',
  'firstDeliveryDate',
  'status',
  'delete',
  'selectedItems',
  'pickupLocation',
  'fundraiserContentfulId',
  'message',
  'rating',
  'accountType',
  'clientCode',
  'currentPassword',
  'newPassword',
  'street',
  'city',
  'postCode',
  'region',
  'isDefault',
  'acceptTermsAndConditions',
];
const QUERY_KEYS = [
  'offset',
  'limit',
  'date',
  'clinicId',
  'petCount',
  'speciesId',
  'appointmentTypeId',
  'calendarResourceId',
  'type',
  'filter',
  'search',
  'brands',
  'categories',
  'petTypes',
  'excludeSpecial',
  'top',
  'unread',
  'where[slug][equals]',
  'where[id][in]',
  'depth',
  'page',
  'sort',
  'vetId',
  'EventGuid',
  'isClickAndCollect',
  'customerStatusId',
  'callbackUrl',
  'token',
];

// Values that have broken parsers before: huge and negative numbers, exponent and hex forms,
// SQL and path tricks, NUL and control characters, very long text, odd Unicode.
const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e',
  '𝕏🐶',
  '2026-02-30',
  '2026-13',
  '9999-12-31T99:99',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'a'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 4 }),
  ),
})).v;
const body = fc.oneof(
  fc.string({ maxLength: 60 }), // not JSON at all, or JSON of the wrong shape
  fc.constantFrom('{', '{"a":', '[', 'null', 'true', '"text"', '123', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}', '\uFEFF{}'),
  fc.jsonValue({ maxDepth: 3 }).map((j) => JSON.stringify(j)),
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.nat({ max: 200 }).map((n) => '['.repeat(n) + ']'.repeat(n)), // deep nesting
);
const id = fc.oneof(text, fc.integer().map(String), fc.uuid()).filter((s) => s.length > 0);
// Header values must be ByteStrings without line breaks (fetch refuses anything else).
const headerText = fc.oneof(nasty, fc.string({ maxLength: 40 })).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

type Route = { method: string; path: string };

/** Every concrete route of the app under the API, auth, content and dev prefixes. */
function routesOf(t: TestApp): Route[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter(
      (r) =>
        ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method) && /^\/(api|auth|content|dev|stripe-standin|pay)\//.test(r.path) && !r.path.endsWith('*'),
    )
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`))
    .map(({ method, path }) => ({ method, path }));
}

describe.each(drivers())('bad input on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let kiri: string;
  let samPet: number;

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    [sam, kiri] = await Promise.all([t.login('sam@example.nz', 'tui-demo-1'), t.login('kiri@example.nz', 'kea-demo-1', 'kea-vets')]);
    samPet = (await t.db.one<{ id: number }>(
      "select p.id from pets p join users u on u.id = p.user_id where u.email = 'sam@example.nz' and not p.is_linked_to_pms order by p.id limit 1",
    ))!.id;
  });
  afterAll(() => t?.close());

  it('finds the routes to fuzz in the app itself', () => {
    const routes = routesOf(t);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v2/appointment/complete' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v1/basket/:basketId/order' });
  });

  // Every route in one test that collects failures, so one run names them all. Routes that
  // end the caller's account or session are fuzzed without Sam's token: a lucky valid
  // request would sign Sam out of the rest of the run.
  it('answers every generated request to every route without a 500, and refusals write nothing', async () => {
    const failures: string[] = [];
    for (const route of routesOf(t)) {
      const destructive = /\/profile\/delete$|\/changepassword$|\/auth\/logout$/.test(route.path);
      const request = fc.record({
        params: fc.array(id, { minLength: 4, maxLength: 4 }),
        query: fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), text, { maxKeys: 5 }),
        body: fc.option(body, { nil: undefined, freq: 5 }),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          '',
        ),
        vetId: fc.oneof({ weight: 6, arbitrary: fc.constant('tui-vets') }, fc.constantFrom('kea-vets', '', 'no-such-vets'), headerText),
        auth: fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          { weight: destructive ? 0 : 4, arbitrary: fc.constant('sam') },
          { weight: 1, arbitrary: fc.constant('kiri') },
          fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Basic c2FtOnR1aQ==', 'bearer  x', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
          headerText,
        ),
        idempotencyKey: fc.option(headerText, { nil: undefined }),
        ownPet: fc.boolean(),
      });
      try {
        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            let i = 0;
            // Sometimes a real id of Sam's, so PUT/DELETE reach the body's validation.
            const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(r.ownPet && /\/pet\//.test(route.path) ? String(samPet) : r.params[i++]!));
            const qs = new URLSearchParams(r.query).toString();
            const headers: Record<string, string> = { 'x-vet-id': r.vetId };
            if (r.contentType) headers['content-type'] = r.contentType;
            if (r.auth === 'sam') headers.authorization = `Bearer ${sam}`;
            else if (r.auth === 'kiri') headers.authorization = `Bearer ${kiri}`;
            else if (r.auth !== undefined) headers.authorization = r.auth;
            if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
            const sendsBody = route.method !== 'GET' && r.body !== undefined;
            const before = await tableCounts(t.db);
            const res = await t.app.request(`${path}${qs ? `?${qs}` : ''}`, { method: route.method, headers, body: sendsBody ? r.body : undefined });
            const text = await res.text();
            if (res.status >= 500) throw new Error(`${res.status} ${text.slice(0, 200)}`);
            if (res.status >= 400) {
              if (path.startsWith('/api/')) {
                const json = JSON.parse(text) as { success?: unknown; message?: unknown };
                if (json.success !== false || typeof json.message !== 'string') throw new Error(`refusal without a message: ${text.slice(0, 200)}`);
              }
              const after = await tableCounts(t.db);
              const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
              if (changed.length) throw new Error(`${res.status} but wrote to ${changed.join(', ')}`);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${route.method} ${route.path}: ${(error as Error).message.split('\n').slice(0, 8).join('\n')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  // The fuzz may delete or change Sam's pets: the upload checks use a pet of their own.
  const freshPet = async () => {
    const res = await t.request('/api/v1/pet', { token: sam, body: { name: `Upload ${Date.now()}`, type: 'dog', gender: 'male' } });
    if (res.status !== 201) throw new Error(`pet: ${res.status} ${await res.text()}`);
    return (await read(res)).data.id as number;
  };

  describe('oversized bodies and uploads', () => {
    beforeAll(async () => void (samPet = await freshPet()));
    const big = (bytes: number) => JSON.stringify({ notes: 'x'.repeat(bytes) });

    it.each([
      ['POST', '/api/v2/appointment/complete'],
      ['POST', '/api/v1/contact'],
      ['POST', '/api/v1/basket'],
      ['POST', '/auth/login'],
      ['PUT', '/api/v1/profile'],
    ])('%s %s refuses a body over 1 MB with 413 and writes nothing', async (method, path) => {
      const before = await tableCounts(t.db);
      const res = await t.request(path, { method, body: big(DEFAULT_BODY_LIMIT + 1), token: sam });
      expect(res.status).toBe(413);
      expect(await read(res)).toEqual({ success: false, message: 'The request is too large.' });
      expect(await tableCounts(t.db)).toEqual(before);
    });

    it('refuses a declared Content-Length over the limit before reading the body', async () => {
      const res = await t.app.request('/api/v1/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024), 'x-vet-id': 'tui-vets' },
        body: '{}',
      });
      expect(res.status).toBe(413);
    });

    it('refuses a pet photo over 512 KB (413) and one over the body limit (413), keeping the old photo', async () => {
      const before = await tableCounts(t.db);
      const png = pngBytes(10, 10);
      const padded = Buffer.concat([png, Buffer.alloc(600 * 1024)]);
      const upload = (bytes: Buffer) =>
        t.request(`/api/v1/pet/${samPet}/addphoto`, {
          method: 'PUT',
          token: sam,
          body: { id: samPet, photoData: bytes.toString('base64'), photoFilename: 'rua.png' },
        });
      const res = await upload(padded);
      expect(res.status).toBe(413);
      expect((await read(res)).message).toBe(PHOTO_BYTES_TOO_LARGE);
      expect((await upload(Buffer.concat([png, Buffer.alloc(900 * 1024)]))).status).toBe(413);
      expect(await tableCounts(t.db)).toEqual(before);
    });
  });

  describe('files that are not the image their name says', () => {
    beforeAll(async () => void (samPet = await freshPet()));
    const upload = (photoData: string, photoFilename: string) =>
      t.request(`/api/v1/pet/${samPet}/addphoto`, { method: 'PUT', token: sam, body: { id: samPet, photoData, photoFilename } });
    const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

    it.each([
      ['an HTML page named .png', b64('<!doctype html><script>alert(1)</script>'), 'rua.png'],
      ['a script named .jpg', b64('alert(document.cookie)'), 'rua.jpg'],
      ['a PDF named .jpeg', b64('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'rua.jpeg'],
      ['a GIF named .png', b64('GIF89a\x01\x00\x01\x00\x80\x00\x00'), 'rua.png'],
      ['a truncated PNG header', b64(pngBytes(10, 10).subarray(0, 12)), 'rua.png'],
      ['an HTML page in a data URL claiming image/png', `data:image/png;base64,${b64('<html><body onload=alert(1)>')}`, 'rua.png'],
      ['an SVG with a script, named .svg', b64('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'rua.svg'],
      ['an SVG with an event handler, named .png', b64('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>'), 'rua.png'],
      ['a PNG named .html', b64(pngBytes(10, 10)), 'rua.html'],
    ])('refuses %s with 422 and stores nothing', async (_name, data, filename) => {
      const before = await tableCounts(t.db);
      const photo = await t.db.one('select key from pet_photos where pet_id = $1', [samPet]);
      const res = await upload(data, filename);
      expect(res.status).toBe(422);
      expect((await read(res)).success).toBe(false);
      expect(await tableCounts(t.db)).toEqual(before);
      expect(await t.db.one('select key from pet_photos where pet_id = $1', [samPet])).toEqual(photo);
    });

    it('serves a photo as what its bytes are, never as what its name says, with nosniff', async () => {
      // A real JPEG uploaded as "rua.png": kept (the bytes are a photo, decoded and written
      // again by the server) and served as image/jpeg.
      const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
        .jpeg()
        .toBuffer();
      const res = await upload(b64(jpeg), 'rua.png');
      expect(res.status).toBe(200);
      const url = new URL((await read(res)).data.photoUrl as string);
      const photo = await t.app.request(url.pathname + url.search);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(photoFormatMessage()).toBe('File must be a png, jpg, jpeg, webp, gif image');
    });
  });
});

/** The first bytes of a PNG: signature and IHDR (what the server reads for format and size). */
function pngBytes(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt8(8, 24);
  b.writeUInt8(2, 25);
  return b;
}
