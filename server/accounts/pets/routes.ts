// /api/v1/pet: the generic resource pattern for a signed-in client's pets, plus the photo
// upload (PUT /{id}/addphoto) and the photo itself (GET /photo/{key}, public by its random key,
// because an <img> cannot send a bearer token).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { PetPhotoSchema, currentPetSchema } from '../../../shared/schemas/pets';
import { currentUser, requireUser } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/env';
import { list, noContent, ok } from '../../http/respond';
import { idParam, input, intString } from '../../http/validate';
import * as pets from './service';

export const PetListQuery = v.object({
  offset: intString(0, 100_000, 0),
  limit: intString(1, 100, 50),
});

/** A pet as of the clinic's today (a birth date may not be in the future). */
const PetBody = input('json', (c) => currentPetSchema(c.get('deps').now()));

const context = (c: Context<AppEnv>): pets.PetContext => ({
  db: c.get('deps').db,
  user: currentUser(c),
  now: c.get('deps').now(),
  // Photo URLs are absolute: on PUBLIC_URL, never on the request's Host.
  origin: c.get('deps').config.publicUrl,
});

export const petRoutes = new Hono<AppEnv>()
  .get('/photo/:key', async (c) => {
    const photo = await pets.readPhoto(c.get('deps').db, c.get('vetId'), c.req.param('key'));
    if (!photo) throw notFound('That photo was not found.');
    return c.body(photo.bytes, 200, {
      'content-type': photo.contentType,
      'content-length': String(photo.bytes.byteLength),
      // The key changes with every upload, so a cached copy is never stale.
      'cache-control': 'private, max-age=31536000, immutable',
      'last-modified': photo.updatedAt.toUTCString(),
      'x-content-type-options': 'nosniff',
      // An SVG opened on its own is a document: it gets no script, no plugins, no requests.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
    });
  })
  .use('*', requireUser)
  .get('/', input('query', PetListQuery), async (c) => {
    const { items, total } = await pets.listPets(context(c), c.req.valid('query'));
    return list(c, items, total);
  })
  .get('/:id', async (c) => ok(c, await pets.getPet(context(c), idParam(c))))
  .post('/', PetBody, async (c) => ok(c, await pets.savePet(context(c), c.req.valid('json')), 201))
  .put('/:id/addphoto', input('json', PetPhotoSchema), async (c) => {
    const id = idParam(c);
    return ok(c, await pets.setPhoto(context(c), id, c.req.valid('json')));
  })
  .put('/:id', PetBody, async (c) => {
    const id = idParam(c);
    return ok(c, await pets.savePet(context(c), c.req.valid('json'), id));
  })
  .delete('/:id', async (c) => {
    await pets.removePet(context(c), idParam(c));
    return noContent(c);
  });
