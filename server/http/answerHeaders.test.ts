import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './answerHeaders';

describe('setAnswerHeader: a header on an answer already made', () => {
  const app = new Hono()
    .use('*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'access-control-allow-origin', '*');
      setAnswerHeader(c, 'vary', 'x-vet-id', { append: true });
    })
    .get('/json', (c) => c.json({ ok: true }, 200, { vary: 'accept-encoding' }))
    .get('/fetched', () => Response.redirect('https://example.nz/', 302))
    .get('/error', () => {
      throw new Error('boom');
    })
    .onError((_, c) => c.json({ success: false }, 500));

  it('lands on answers the routes make, appended where asked, and on error answers', async () => {
    for (const path of ['/json', '/error']) {
      const res = await app.request(path);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
    expect((await app.request('/json')).headers.get('vary')).toBe('accept-encoding, x-vet-id');
  });

  it('lands on a Response whose own headers cannot change (one passed through), by rebuilding it', async () => {
    const res = await app.request('/fetched');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.nz/');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
