// An editor's own photo: uploaded over REST as the admin does, it lands in the editor's group
// with the resized copies the portal's srcset offers (640, 1024, 1536 px), is served at its
// address, reads as the portal's image shape, and no other group's editor can change it.
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageSchema } from '../../shared/content/images';
import { srcSetOf } from '../../shared/content/images';
import { startCms, type TestCms } from './cms';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => cms?.close());

const rest = (path: string, init: RequestInit = {}) => cms.fetch(path.startsWith('http') ? path : `${cms.baseUrl}${path}`, init);

async function signIn(email: string, password: string): Promise<Record<string, string>> {
  const res = await rest('/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return { authorization: `JWT ${((await res.json()) as { token: string }).token}` };
}

describe('an editor uploads a photo', () => {
  it('lands in the editor’s group with the portal’s resized copies, served at its address, and only that group may change it', async () => {
    const tui = await signIn('editor@tuivets.example', 'demo-editor-2026');
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7a5c' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'lambing.jpg');
    // The form names another group: the saved photo is still the editor's group's.
    form.append('_payload', JSON.stringify({ alt: 'Lambs in the paddock', vetGroup: 'kea-vets' }));
    const created = await rest('/media', { method: 'POST', headers: tui, body: form });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: Record<string, any> };
    expect(doc.vetGroup.id ?? doc.vetGroup).toBe('tui-vets');
    expect([doc.width, doc.height]).toEqual([1600, 900]);
    expect(Object.fromEntries(Object.entries(doc.sizes as Record<string, { width: number }>).map(([name, size]) => [name, size.width]))).toEqual({
      small: 640,
      medium: 1024,
      large: 1536,
    });

    const image = v.parse(ImageSchema, doc);
    expect(
      srcSetOf(image)
        ?.split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).toEqual(['640w', '1024w', '1536w', '1600w']);
    const file = await rest(doc.url as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');

    const kea = await signIn('editor@keavets.example', 'demo-editor-2026');
    const json = { 'content-type': 'application/json' };
    expect((await rest(`/media/${doc.id}`, { method: 'PATCH', headers: { ...kea, ...json }, body: JSON.stringify({ alt: 'Hacked' }) })).status).toBe(403);
    expect((await rest(`/media/${doc.id}`, { method: 'DELETE', headers: kea })).status).toBe(403);
    const renamed = await rest(`/media/${doc.id}`, { method: 'PATCH', headers: { ...tui, ...json }, body: JSON.stringify({ alt: 'Spring lambs' }) });
    expect(renamed.status).toBe(200);
  });

  it('refuses a file that is not an image', async () => {
    const tui = await signIn('editor@tuivets.example', 'demo-editor-2026');
    const form = new FormData();
    form.append('file', new Blob(['#!/bin/sh\necho hi\n'], { type: 'text/x-sh' }), 'script.sh');
    form.append('_payload', JSON.stringify({ alt: 'Not a photo' }));
    const res = await rest('/media', { method: 'POST', headers: tui, body: form });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
