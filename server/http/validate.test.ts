import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors';
import { input, intString, orEmpty } from './validate';

const Note = v.object({ note: v.pipe(v.string('Please write a note'), v.minLength(2, 'The note is too short')), count: v.optional(v.number()) });

const app = new Hono()
  .post('/needed', input('json', Note), (c) => c.json(c.req.valid('json')))
  .post('/optional', input('json', v.optional(v.object({ note: v.optional(v.string('Please write a note')) }), {})), (c) => c.json(c.req.valid('json')))
  .post('/left-out', input('json', orEmpty(v.object({ note: v.string('Please write a note') }))), (c) => c.json(c.req.valid('json')))
  // A schema that depends on the request: here, a header names the longest note allowed.
  .post(
    '/per-request',
    input('json', (c) => v.object({ note: v.pipe(v.string(), v.maxLength(Number(c.req.header('x-max') ?? 3), 'Too long')) })),
    (c) => c.json(c.req.valid('json')),
  )
  .get('/list', input('query', v.object({ page: intString(1, 10, 1), brands: v.optional(v.string()) })), (c) => c.json(c.req.valid('query')))
  .onError(handleError);

const post = (path: string, body: string | undefined, type?: string) =>
  app.request(path, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('input declared on a route', () => {
  it('hands the handler the schema output', async () => {
    const res = await post('/needed', JSON.stringify({ note: 'hello' }), 'application/json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ note: 'hello' });
  });

  it('answers malformed JSON with 400 and its own message', async () => {
    const res = await post('/needed', '{"note":', 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'The request body must be valid JSON.' });
  });

  it('answers a body breaking a rule with 422, the first message and one message per field', async () => {
    const res = await post('/needed', JSON.stringify({ note: 'x', count: 'many' }), 'application/json');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      message: 'The note is too short',
      issues: { note: 'The note is too short', count: expect.any(String) },
    });
  });

  it('reads a JSON body sent as text/plain or without a type, never as an empty one', async () => {
    for (const type of ['text/plain', undefined, 'application/x-www-form-urlencoded']) {
      const good = await post('/needed', JSON.stringify({ note: 'hello' }), type);
      expect(await good.json()).toEqual({ note: 'hello' });
      const bad = await post('/needed', JSON.stringify({ note: 'x' }), type);
      expect(bad.status).toBe(422);
    }
  });

  it('refuses a missing body where one is needed as invalid JSON', async () => {
    const res = await post('/needed', undefined, 'application/json');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The request body must be valid JSON.');
  });

  it('takes an empty body where the schema says it may be left out', async () => {
    expect(await (await post('/optional', '', 'application/json')).json()).toEqual({});
    expect(await (await post('/optional', '  ', undefined)).json()).toEqual({});
    const wrong = await post('/optional', JSON.stringify({ note: 3 }), 'application/json');
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe('Please write a note');
  });

  it('judges a left-out body as {}, naming the missing field', async () => {
    const res = await post('/left-out', '', 'application/json');
    expect(res.status).toBe(422);
    // As a {} body: the missing key is the field's problem, not the body's.
    expect(Object.keys((await res.json()).issues)).toEqual(['note']);
  });

  it('builds a schema from the request when given a function of it', async () => {
    const send = (max: string) =>
      app.request('/per-request', { method: 'POST', body: JSON.stringify({ note: 'abcd' }), headers: { 'content-type': 'application/json', 'x-max': max } });
    expect((await send('3')).status).toBe(422);
    expect(await (await send('5')).json()).toEqual({ note: 'abcd' });
  });

  it('reads the query as strings, a repeated key as one comma list', async () => {
    expect(await (await app.request('/list?brands=a&brands=b')).json()).toEqual({ page: 1, brands: 'a,b' });
    const bad = await app.request('/list?page=x');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ success: false, message: 'Must be a whole number', issues: { page: 'Must be a whole number' } });
  });
});
