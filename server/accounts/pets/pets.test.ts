// /api/v1/pet and /api/v2/species on the real app and database:
// the owner's pets only, read-only practice-system pets, every field's rule, the photo
// upload and its limits, the access matrix and bad input that writes nothing.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_FUTURE,
  DATE_OF_BIRTH_INVALID,
  DATE_OF_BIRTH_TOO_OLD,
  DESEXED_INVALID,
  GENDER_INVALID,
  MICROCHIP_INVALID,
  NAME_REQUIRED,
  PHOTO_BYTES_TOO_LARGE,
  PHOTO_REQUIRED,
  SPECIES_REQUIRED,
  TYPE_INVALID,
  TYPE_REQUIRED,
  WEIGHT_RANGE,
  PetListAnswerSchema,
  SpeciesListAnswerSchema,
  OTHER_PET_TYPE_REQUIRED,
} from '../../../shared/schemas/pets';
import { answerOf, drivers, signInDemoClients, testApp, type TestApp } from '../../test/harness';
import { png, read } from '../testing';

/** A valid PNG, blank, one bit a pixel: its rows of zeros deflate a thousandfold (16000x16000 is 31 KB). */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, not interlaced
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
import { PET_LINKED, PET_NOT_FOUND, PHOTO_UNREADABLE, SPECIES_NOT_FOUND } from './service';

describe.each(drivers())('pets on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let alex: string;
  let kiri: string;
  const pet = {} as Record<'Bella' | 'Milo' | 'Pip', number>;
  const species: Record<string, number> = {};
  let keaDog = 0;

  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    ({ sam, alex, kiri } = await signInDemoClients(t));
    for (const row of (await t.db.query<{ id: number; name: 'Bella' | 'Milo' | 'Pip' }>("select id, name from pets where vet_id = 'tui-vets'")).rows)
      pet[row.name] = row.id;
    for (const row of (await t.db.query<{ id: number; name: string }>("select id, name from species where vet_id = 'tui-vets'")).rows)
      species[row.name] = row.id;
    keaDog = (await t.db.one<{ id: number }>("select id from species where vet_id = 'kea-vets' and name = 'Dog'"))!.id;
  }, 60_000);
  afterAll(() => t.close());

  const petCount = async () => (await t.db.one<{ n: number }>('select count(*)::int as n from pets'))!.n;
  const petRow = (id: number) => t.db.one(`select name, breed, weight::float8 as weight, desexed, microchip_number from pets where id = $1`, [id]);
  const create = async (body: unknown, token = sam) => {
    const res = await t.request('/api/v1/pet', { token, body });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await read(res)).data;
  };

  describe('GET /api/v2/species', () => {
    it('lists the group’s species as single id-to-name maps, for anonymous visitors too', async () => {
      const data = await answerOf(SpeciesListAnswerSchema, await t.request('/api/v2/species'));
      expect(data).toHaveLength(8);
      expect(data[0]).toEqual({ [String(species.Dog)]: 'Dog' });
      expect(data.map((m: Record<string, string>) => Object.values(m)[0])).toEqual(['Dog', 'Cat', 'Horse', 'Cattle', 'Sheep', 'Rabbit', 'Bird', 'Other']);
    });

    it('gives each group its own ids', async () => {
      const { data } = await read(await t.request('/api/v2/species', { vetId: 'kea-vets' }));
      expect(data[0]).toEqual({ [String(keaDog)]: 'Dog' });
      expect(keaDog).not.toBe(species.Dog);
    });
  });

  describe('listing and reading', () => {
    it('lists only the owner’s pets as data.items with data.total, with computed age and vaccination state', async () => {
      // Parsed by the schema the widgets read it with (docs/contracts.md).
      const data = (await answerOf(PetListAnswerSchema, await t.request('/api/v1/pet', { token: sam }))) as any;
      expect(data.total).toBe(3);
      expect(data.items.map((p: { name: string }) => p.name)).toEqual(['Bella', 'Milo', 'Pip']);
      expect(data.items[0]).toEqual({
        id: pet.Bella,
        name: 'Bella',
        type: 'dog',
        otherPetType: '',
        species: { id: species.Dog, name: 'Dog' },
        speciesId: species.Dog,
        breed: 'Labrador',
        gender: 'female',
        dateOfBirth: '2019-03-14',
        weight: 28.5,
        desexed: true,
        microchipNumber: '',
        age: '7 years',
        photoUrl: null,
        vaccinationUpToDate: true,
        vaccinations: [{ type: 'C5', dueDate: '2027-03-01', vet: 'Dr Aroha Ngata' }],
        missingVaccinations: [],
        treatments: [{ type: 'Flea and worm', date: '2026-10-02', vet: 'Dr Ben Cole' }],
        isLinkedToPms: true,
      });
      expect(data.items[2]).toMatchObject({ name: 'Pip', type: 'other', otherPetType: 'Rabbit', isLinkedToPms: false, vaccinationUpToDate: null });
    });

    it('pages with offset and limit', async () => {
      const { data } = await read(await t.request('/api/v1/pet?offset=1&limit=1', { token: sam }));
      expect(data).toEqual({ items: [expect.objectContaining({ name: 'Milo' })], total: 3 });
    });

    it('shows a vaccination past its due date as missing', async () => {
      t.clock.set('2026-12-20T01:00:00Z');
      try {
        const token = await t.login('sam@example.nz', 'tui-demo-1');
        const { data } = await read(await t.request(`/api/v1/pet/${pet.Milo}`, { token }));
        expect(data).toMatchObject({ vaccinationUpToDate: false, missingVaccinations: ['F3'], age: '5 years' });
      } finally {
        t.clock.set('2026-11-23T01:00:00Z');
      }
    });

    it('gives another client an empty list and "not found" for a pet that is not theirs', async () => {
      expect((await read(await t.request('/api/v1/pet', { token: alex }))).data).toEqual({ items: [], total: 0 });
      const res = await t.request(`/api/v1/pet/${pet.Pip}`, { token: alex });
      expect(res.status).toBe(404);
      expect(await read(res)).toEqual({ success: false, message: PET_NOT_FOUND });
    });

    it.each([
      ['/api/v1/pet?limit=0', 'Must be at least 1'],
      ['/api/v1/pet?limit=101', 'Must be at most 100'],
      ['/api/v1/pet?offset=-1', 'Must be a whole number'],
    ])('refuses the list query %s with 422', async (path, message) => {
      const res = await t.request(path, { token: sam });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(message);
    });
  });

  describe('creating and updating', () => {
    it('creates a pet from the newer form (speciesId) and fills in the type', async () => {
      const made = await create({
        name: '  Ziggy ',
        speciesId: String(species.Cat),
        breed: 'Tabby',
        gender: 'male',
        dateOfBirth: '2026-05-20',
        weight: '4.25',
        desexed: false,
        microchipNumber: '985 112 003 456 789',
      });
      expect(made).toMatchObject({
        name: 'Ziggy',
        type: 'cat',
        species: { id: species.Cat, name: 'Cat' },
        speciesId: species.Cat,
        weight: 4.25,
        desexed: false,
        microchipNumber: '985112003456789',
        age: '6 months',
        isLinkedToPms: false,
        photoUrl: null,
      });
      expect((await read(await t.request(`/api/v1/pet/${made.id}`, { token: sam }))).data).toEqual(made);
    });

    it('creates a pet from the older form (type) and finds its species, "other" by its text', async () => {
      expect(await create({ name: 'Rex', type: 'dog' })).toMatchObject({ type: 'dog', speciesId: species.Dog, otherPetType: '' });
      expect(await create({ name: 'Polly', type: 'other', otherPetType: 'bird' })).toMatchObject({
        type: 'other',
        otherPetType: 'bird',
        species: { id: species.Bird, name: 'Bird' },
      });
      expect(await create({ name: 'Slinky', type: 'other', otherPetType: 'Ferret' })).toMatchObject({
        type: 'other',
        otherPetType: 'Ferret',
        species: { name: 'Other' },
      });
    });

    it('drops the other-type text unless the type is other, and ignores fields the server owns', async () => {
      const made = await create({
        name: 'Tom',
        type: 'cat',
        otherPetType: 'ignored',
        isLinkedToPms: true,
        photoUrl: 'http://evil',
        vaccinations: [{ type: 'X' }],
      });
      expect(made).toMatchObject({ otherPetType: '', isLinkedToPms: false, photoUrl: null, vaccinations: [] });
    });

    it('reads an ISO timestamp date of birth as the New Zealand day it names', async () => {
      // Midnight 20 May 2025 in Auckland (NZST, +12) is 12:00 on the 19th in UTC.
      expect((await create({ name: 'Tui', type: 'dog', dateOfBirth: '2025-05-19T12:00:00.000Z' })).dateOfBirth).toBe('2025-05-20');
      // "Today" in Auckland is already the 23rd at 01:00 UTC: still not the future.
      expect((await create({ name: 'Newborn', type: 'dog', dateOfBirth: '2026-11-23' })).age).toBe('Under 1 month');
    });

    it('updates the owner’s own pet with PUT /{id} (the form sends every field)', async () => {
      const res = await t.request(`/api/v1/pet/${pet.Pip}`, {
        method: 'PUT',
        token: sam,
        body: { id: pet.Pip, name: 'Pip', speciesId: species.Rabbit, breed: 'Netherland Dwarf', weight: 1.9, desexed: true },
      });
      expect(res.status).toBe(200);
      expect((await read(res)).data).toMatchObject({
        id: pet.Pip,
        breed: 'Netherland Dwarf',
        weight: 1.9,
        desexed: true,
        type: 'other',
        otherPetType: 'Rabbit',
        gender: null,
        dateOfBirth: null,
      });
      expect(await petRow(pet.Pip)).toMatchObject({ breed: 'Netherland Dwarf', weight: 1.9 });
    });

    it("requires which animal a pet of species 'Other' is, with its message on otherPetType", async () => {
      const before = await petCount();
      const res = await t.request('/api/v1/pet', { token: sam, body: { name: 'Pip', speciesId: species.Other, otherPetType: '  ' } });
      expect(res.status).toBe(422);
      expect(await read(res)).toMatchObject({ message: OTHER_PET_TYPE_REQUIRED, issues: { otherPetType: OTHER_PET_TYPE_REQUIRED } });
      expect(await petCount()).toBe(before);
      expect(await create({ name: 'Pip', speciesId: species.Other, otherPetType: 'Guinea pig' })).toMatchObject({
        otherPetType: 'Guinea pig',
        species: { name: 'Other' },
      });
    });

    it('refuses a species of another vet group and writes nothing', async () => {
      const before = await petCount();
      const res = await t.request('/api/v1/pet', { token: sam, body: { name: 'Stray', speciesId: keaDog } });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(SPECIES_NOT_FOUND);
      expect(await petCount()).toBe(before);
    });
  });

  describe('practice-system pets are read-only', () => {
    it.each([
      ['PUT', () => `/api/v1/pet/${pet.Bella}`, { name: 'Renamed', type: 'dog' }],
      ['DELETE', () => `/api/v1/pet/${pet.Bella}`, undefined],
      ['PUT', () => `/api/v1/pet/${pet.Bella}/addphoto`, () => ({ photoData: png(10, 10).toString('base64'), photoFilename: 'bella.png' })],
    ])('%s is refused with a message to contact the vet, and nothing changes', async (method, path, body) => {
      const res = await t.request(path(), { method, token: sam, body: typeof body === 'function' ? body() : body });
      expect(res.status).toBe(403);
      expect(await read(res)).toEqual({ success: false, message: PET_LINKED });
      expect(await petRow(pet.Bella)).toMatchObject({ name: 'Bella', breed: 'Labrador' });
      expect((await t.db.one<{ n: number }>('select count(*)::int as n from pet_photos where pet_id = $1', [pet.Bella]))!.n).toBe(0);
    });
  });

  describe('access matrix', () => {
    it.each([
      ['GET', '/api/v1/pet', undefined],
      ['GET', '/api/v1/pet/1', undefined],
      ['POST', '/api/v1/pet', { name: 'Anon', type: 'dog' }],
      ['PUT', '/api/v1/pet/1', { name: 'Anon', type: 'dog' }],
      ['DELETE', '/api/v1/pet/1', undefined],
      ['PUT', '/api/v1/pet/1/addphoto', { photoData: 'AAAA', photoFilename: 'a.png' }],
    ])('anonymous %s %s is 401 and writes nothing', async (method, path, body) => {
      const before = await petCount();
      const res = await t.request(path, { method, body });
      expect(res.status).toBe(401);
      expect((await read(res)).success).toBe(false);
      expect(await petCount()).toBe(before);
    });

    it('another client of the group cannot change or delete the pet: 404, nothing changed', async () => {
      for (const [method, path, body] of [
        ['PUT', `/api/v1/pet/${pet.Pip}`, { name: 'Stolen', type: 'dog' }],
        ['DELETE', `/api/v1/pet/${pet.Pip}`, undefined],
        ['PUT', `/api/v1/pet/${pet.Pip}/addphoto`, { photoData: png(10, 10).toString('base64'), photoFilename: 'x.png' }],
      ] as const) {
        const res = await t.request(path, { method, token: alex, body });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      expect(await petRow(pet.Pip)).toMatchObject({ name: 'Pip' });
    });

    it('a client of another group cannot reach the pet, nor use their token on this group', async () => {
      expect((await t.request(`/api/v1/pet/${pet.Pip}`, { token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await t.request(`/api/v1/pet/${pet.Pip}`, { method: 'DELETE', token: kiri, vetId: 'kea-vets' })).status).toBe(404);
      expect((await t.request(`/api/v1/pet/${pet.Pip}`, { token: kiri })).status).toBe(401);
      expect((await t.request('/api/v1/pet', { token: sam, vetId: 'kea-vets' })).status).toBe(401);
      const { data } = await read(await t.request('/api/v1/pet', { token: kiri, vetId: 'kea-vets' }));
      expect(data.items.map((p: { name: string }) => p.name)).toEqual(['Tama']);
      expect(await petRow(pet.Pip)).toMatchObject({ name: 'Pip' });
    });
  });

  describe('bad input writes nothing', () => {
    it.each([
      ['no name', { type: 'dog' }, 422, NAME_REQUIRED],
      ['blank name', { name: '   ', type: 'dog' }, 422, NAME_REQUIRED],
      ['name not text', { name: 42, type: 'dog' }, 422, NAME_REQUIRED],
      ['long name', { name: 'x'.repeat(101), type: 'dog' }, 422, 'The Name must be at most 100 characters'],
      ['older form without type', { name: 'Rex', type: '' }, 422, TYPE_REQUIRED],
      ['newer form without species', { name: 'Rex', speciesId: '' }, 422, SPECIES_REQUIRED],
      ['no type nor species', { name: 'Rex' }, 422, SPECIES_REQUIRED],
      ['unknown type', { name: 'Rex', type: 'lizard' }, 422, TYPE_INVALID],
      ['species not a number', { name: 'Rex', speciesId: 'dog' }, 422, SPECIES_REQUIRED],
      ['species 0', { name: 'Rex', speciesId: 0 }, 422, SPECIES_REQUIRED],
      ['unknown species', { name: 'Rex', speciesId: 999999 }, 422, SPECIES_NOT_FOUND],
      ['gender', { name: 'Rex', type: 'dog', gender: 'boy' }, 422, GENDER_INVALID],
      ['date in the future', { name: 'Rex', type: 'dog', dateOfBirth: '2026-11-24' }, 422, DATE_OF_BIRTH_FUTURE],
      ['instant in the future', { name: 'Rex', type: 'dog', dateOfBirth: '2026-11-23T11:00:00Z' }, 422, DATE_OF_BIRTH_FUTURE],
      ['impossible date', { name: 'Rex', type: 'dog', dateOfBirth: '2023-02-29' }, 422, DATE_OF_BIRTH_INVALID],
      ['not a date', { name: 'Rex', type: 'dog', dateOfBirth: 'last spring' }, 422, DATE_OF_BIRTH_INVALID],
      ['too old', { name: 'Rex', type: 'dog', dateOfBirth: '1900-01-01' }, 422, DATE_OF_BIRTH_TOO_OLD],
      ['weight 0', { name: 'Rex', type: 'dog', weight: 0 }, 422, WEIGHT_RANGE],
      ['weight negative', { name: 'Rex', type: 'dog', weight: -3 }, 422, WEIGHT_RANGE],
      ['weight too heavy', { name: 'Rex', type: 'dog', weight: 2500 }, 422, WEIGHT_RANGE],
      ['weight text', { name: 'Rex', type: 'dog', weight: 'heavy' }, 422, WEIGHT_RANGE],
      ['weight NaN-ish', { name: 'Rex', type: 'dog', weight: '1e400' }, 422, WEIGHT_RANGE],
      ['desexed as Yes', { name: 'Rex', type: 'dog', desexed: 'Yes' }, 422, DESEXED_INVALID],
      ['microchip too short', { name: 'Rex', type: 'dog', microchipNumber: '12345' }, 422, MICROCHIP_INVALID],
      ['microchip 16 digits', { name: 'Rex', type: 'dog', microchipNumber: '9851120034567890' }, 422, MICROCHIP_INVALID],
      ['microchip symbols', { name: 'Rex', type: 'dog', microchipNumber: '98511200345678!' }, 422, MICROCHIP_INVALID],
      ['long breed', { name: 'Rex', type: 'dog', breed: 'b'.repeat(101) }, 422, 'The breed must be at most 100 characters'],
      ['array body', [{ name: 'Rex' }], 422, NAME_REQUIRED],
      ['null body', 'null', 422, NAME_REQUIRED],
      ['malformed JSON', '{"name":', 400, 'The request body must be valid JSON.'],
    ])('POST with %s is refused', async (_label, body, status, message) => {
      const before = await petCount();
      const res = await t.request('/api/v1/pet', { token: sam, body });
      expect(res.status).toBe(status);
      expect(await read(res)).toMatchObject({ success: false, message });
      expect(await petCount()).toBe(before);
    });

    it('PUT with a bad body leaves the pet as it was', async () => {
      const res = await t.request(`/api/v1/pet/${pet.Pip}`, { method: 'PUT', token: sam, body: { name: 'Pip', type: 'other', weight: 9999 } });
      expect(res.status).toBe(422);
      expect(await petRow(pet.Pip)).toMatchObject({ weight: 1.9 });
    });

    it.each(['abc', '1.5', '-1', '99999999999', '0x10'])('an id like %s is 404, never 500', async (id) => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await t.request(`/api/v1/pet/${id}`, { method, token: sam, body: method === 'PUT' ? { name: 'X', type: 'dog' } : undefined });
        expect(res.status, `${method} ${id}`).toBe(404);
      }
    });
  });

  describe('photo', () => {
    const upload = (id: number, body: unknown, token = sam) => t.request(`/api/v1/pet/${id}/addphoto`, { method: 'PUT', token, body });
    const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

    it('stores a PNG, answers data.photoUrl (on PUBLIC_URL) and serves the picture, written again by the server', async () => {
      const image = png(200, 100);
      const res = await upload(pet.Pip, { id: pet.Pip, photoData: image.toString('base64'), photoFilename: 'pip.png' });
      expect(res.status).toBe(200);
      const { data } = await read(res);
      expect(data.photoUrl).toMatch(/^http:\/\/localhost:8080\/api\/v1\/pet\/photo\/[A-Za-z0-9]{32}\?vetId=tui-vets$/);
      const served = await t.request(pathOf(data.photoUrl), { headers: {} });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 200, height: 100 });
      expect((await read(await t.request(`/api/v1/pet/${pet.Pip}`, { token: sam }))).data.photoUrl).toBe(data.photoUrl);
      // The key is per group: the same URL asked of another group finds nothing.
      expect((await t.request(pathOf(data.photoUrl).replace('tui-vets', 'kea-vets'), { vetId: 'kea-vets' })).status).toBe(404);
    });

    it('replaces the photo under a new URL (data URLs accepted), and the old URL stops working', async () => {
      const first = (await read(await upload(pet.Pip, { photoData: png(20, 20).toString('base64'), photoFilename: 'a.png' }))).data.photoUrl;
      const second = (await read(await upload(pet.Pip, { photoData: `data:image/png;base64,${png(30, 30).toString('base64')}`, photoFilename: 'b.PNG' }))).data
        .photoUrl;
      expect(second).not.toBe(first);
      expect((await t.request(pathOf(first))).status).toBe(404);
      expect((await t.request(pathOf(second))).status).toBe(200);
      expect((await t.db.one<{ n: number }>('select count(*)::int as n from pet_photos where pet_id = $1', [pet.Pip]))!.n).toBe(1);
    });

    it('accepts WebP and GIF pictures, kept as PNGs of their pixels', async () => {
      const picture = sharp({ create: { width: 60, height: 40, channels: 3, background: '#6b8e23' } });
      for (const [bytes, filename, format] of [
        [await picture.clone().webp().toBuffer(), 'pip.webp', 'png'],
        [await picture.clone().gif().toBuffer(), 'pip.gif', 'png'],
      ] as const) {
        const res = await upload(pet.Pip, { photoData: bytes.toString('base64'), photoFilename: filename });
        expect(res.status, filename).toBe(200);
        const served = await t.request(pathOf((await read(res)).data.photoUrl));
        expect(served.headers.get('content-type')).toBe(`image/${format}`);
        expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format, width: 60, height: 40 });
      }
    });

    it('refuses an SVG with the format message, at once, even one whose nested <use> would take seconds to draw', async () => {
      let svg =
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"><g id="a0"><rect width="1" height="1"/></g>';
      for (let i = 1; i < 12; i++) svg += `<g id="a${i}">${`<use xlink:href="#a${i - 1}"/>`.repeat(8)}</g>`;
      svg += '<use xlink:href="#a11"/></svg>';
      expect(svg.length).toBeLessThan(3000);
      const started = Date.now();
      const res = await upload(pet.Pip, { photoData: Buffer.from(svg).toString('base64'), photoFilename: 'pip.svg' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe('File must be a png, jpg, jpeg, webp, gif image');
    });

    it('strips metadata such as the GPS location from a JPEG', async () => {
      const withGps = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b8e23' } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneCo', Copyright: 'Sam' },
          IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 47/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '175/1 17/1 0/1' },
        })
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeTruthy();
      const res = await upload(pet.Pip, { photoData: withGps.toString('base64'), photoFilename: 'field.jpg' });
      expect(res.status).toBe(200);
      const stored = Buffer.from(await (await t.request(pathOf((await read(res)).data.photoUrl))).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
    });

    it('refuses a decompression bomb (31 KB that decode to 16000x16000) quickly, without decoding its pixels', async () => {
      const bomb = blankPng(16000, 16000);
      expect(bomb.length).toBeLessThan(64 * 1024);
      const peakBefore = process.resourceUsage().maxRSS;
      const started = Date.now();
      const res = await upload(pet.Pip, { photoData: bomb.toString('base64'), photoFilename: 'white.png' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe('Image must be no larger than 800x400px');
      // Decoded, it would be 256 MB (a byte a pixel): the process's peak memory did not grow by that.
      expect((process.resourceUsage().maxRSS - peakBefore) / 1024).toBeLessThan(64);
    });

    it('a photo over the byte limit gets that message, even past the request size limit', async () => {
      const huge = Buffer.alloc(900 * 1024, 1).toString('base64');
      const res = await upload(pet.Pip, { photoData: huge, photoFilename: 'big.png' });
      expect(res.status).toBe(413);
      expect((await read(res)).message).toBe(PHOTO_BYTES_TOO_LARGE);
    });

    it.each([
      [
        'a broken GIF named .png',
        () => ({ photoData: Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64'), photoFilename: 'pip.png' }),
        422,
        PHOTO_UNREADABLE,
      ],
      [
        'a .bmp file name',
        () => ({ photoData: png(10, 10).toString('base64'), photoFilename: 'pip.bmp' }),
        422,
        'File must be a png, jpg, jpeg, webp, gif image',
      ],
      [
        'text that is not an image',
        () => ({ photoData: Buffer.from('hello world').toString('base64'), photoFilename: 'pip.jpg' }),
        422,
        'File must be a png, jpg, jpeg, webp, gif image',
      ],
      ['wider than 800px', () => ({ photoData: png(801, 100).toString('base64'), photoFilename: 'pip.png' }), 422, 'Image must be no larger than 800x400px'],
      ['taller than 400px', () => ({ photoData: png(100, 401).toString('base64'), photoFilename: 'pip.png' }), 422, 'Image must be no larger than 800x400px'],
      [
        'an SVG named .png',
        () => ({ photoData: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>').toString('base64'), photoFilename: 'x.png' }),
        422,
        'File must be a png, jpg, jpeg, webp, gif image',
      ],
      [
        'a TIFF named .jpg',
        () => ({ photoData: Buffer.from('II*\x00\x08\x00\x00\x00').toString('base64'), photoFilename: 'x.jpg' }),
        422,
        'File must be a png, jpg, jpeg, webp, gif image',
      ],
      ['no photo data', () => ({ photoFilename: 'pip.png' }), 422, PHOTO_REQUIRED],
      ['photo data not base64', () => ({ photoData: '***', photoFilename: 'pip.png' }), 422, PHOTO_REQUIRED],
      ['more than 512 KB', () => ({ photoData: png(100, 100, 600 * 1024).toString('base64'), photoFilename: 'pip.png' }), 413, PHOTO_BYTES_TOO_LARGE],
      [
        'a body over the 1 MB request limit',
        () => ({ photoData: png(100, 100, 900 * 1024).toString('base64'), photoFilename: 'pip.png' }),
        413,
        PHOTO_BYTES_TOO_LARGE,
      ], // the field's own words, not a bare 413
    ])('refuses %s and keeps the stored photo', async (_label, body, status, message) => {
      const before = await t.db.one<{ key: string }>('select key from pet_photos where pet_id = $1', [pet.Pip]);
      const res = await upload(pet.Pip, body());
      expect(res.status).toBe(status);
      expect(await read(res)).toMatchObject({ success: false, message });
      expect(await t.db.one<{ key: string }>('select key from pet_photos where pet_id = $1', [pet.Pip])).toEqual(before);
    });

    it('a photo key that does not exist, or is malformed, is 404', async () => {
      expect((await t.request('/api/v1/pet/photo/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await t.request("/api/v1/pet/photo/x'%20or%201=1")).status).toBe(404);
    });
  });

  describe('deleting', () => {
    it('deletes the owner’s pet and its photo: 204, then 404', async () => {
      const made = await create({ name: 'Shortlived', type: 'dog' });
      await t.request(`/api/v1/pet/${made.id}/addphoto`, {
        method: 'PUT',
        token: sam,
        body: { photoData: png(5, 5).toString('base64'), photoFilename: 'a.png' },
      });
      const res = await t.request(`/api/v1/pet/${made.id}`, { method: 'DELETE', token: sam });
      expect(res.status).toBe(204);
      expect((await t.request(`/api/v1/pet/${made.id}`, { token: sam })).status).toBe(404);
      expect((await t.db.one<{ n: number }>('select count(*)::int as n from pet_photos where pet_id = $1', [made.id]))!.n).toBe(0);
    });
  });
});
