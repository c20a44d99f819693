// Faults as a server meets them: an oversized body on a kept-alive connection, a
// full disk or a database that cannot be written, and what the error log may hold.
import { serve, type ServerType } from '@hono/node-server';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../ops/log';
import { testApp, type TestApp } from '../test/harness';
import { NO_SPACE, redactedError } from './errors';

class PgError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const THROWS: Record<string, () => Error> = {
  'disk-full': () => new PgError('could not extend file "base/16384/2619": No space left on device', '53100'),
  'read-only': () => new PgError('cannot execute INSERT in a read-only transaction', '25006'),
  enospc: () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
  erofs: () => Object.assign(new Error('EROFS: read-only file system, open'), { code: 'EROFS' }),
  'with-values': () =>
    new PgError('invalid input syntax for type integer: "Aroha Ngata aroha@example.nz"', '22XXX', 'Key (email)=(aroha@example.nz) already exists.'),
};

describe('faults', () => {
  const lines: string[] = [];
  let t: TestApp;
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    t = await testApp({
      log: createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) }),
      extend: (app) =>
        app.post('/api/v1/__fault/:kind', (c) => {
          throw THROWS[c.req.param('kind')]!();
        }),
    });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers an oversized body 413 with a JSON message and Connection: close, and the next request is fine', async () => {
    // A real socket: keep-alive, a 2 MB body the server refuses before reading it.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      const body = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
      socket.write(
        `POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nX-Vet-Id: tui-vets\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      socket.write(body, () => socket.end(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
      setTimeout(() => socket.destroy(), 10_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('{"success":false,"message":"The request is too large."}');
    // The rest of the refused body was never read as a request of its own.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    const next = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(next.status).toBe(200);
  });

  it('counts a body sent without a length (chunked) as it is read, and refuses one over the limit with 413', async () => {
    const chunks = (total: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
          controller.enqueue(new TextEncoder().encode('{"name":"'));
          for (let sent = 0; sent < total; sent += piece.length) controller.enqueue(piece);
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
    const post = (total: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vet-id': 'tui-vets' },
        body: chunks(total),
        duplex: 'half',
      } as RequestInit);
    const over = await post(2 * 1024 * 1024);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ success: false, message: 'The request is too large.' });
    // Under the limit, the chunked body reaches the route and is judged on its fields.
    expect((await post(64 * 1024)).status).toBe(422);
  });

  it('reads a JSON body sent with its length straight from the socket: fields judged, bad JSON a 400', async () => {
    const post = (body: string) =>
      fetch(`http://127.0.0.1:${port}/api/v1/contact`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-vet-id': 'tui-vets' }, body });
    const invalid = await post(JSON.stringify({ name: 'Aroha', email: 'not an email' }));
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { issues: Record<string, string> }).issues).toHaveProperty('email');
    const malformed = await post('{"name": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: 'The request body must be valid JSON.' });
  });

  it.each(['disk-full', 'read-only', 'enospc', 'erofs'])('answers %s with 503 and a message, not 500', async (kind) => {
    const res = await t.request(`/api/v1/__fault/${kind}`, { body: { firstName: 'Aroha' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: NO_SPACE });
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('never writes request values to the error log: no name, email or message text', async () => {
    lines.length = 0;
    const res = await t.request('/api/v1/__fault/with-values?email=aroha@example.nz', { body: { name: 'Aroha Ngata', message: 'My dog Rex is unwell' } });
    expect(res.status).toBe(500);
    const written = lines.join('');
    const error = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'Unhandled error');
    expect(error).toMatchObject({ level: 50, req: { method: 'POST', route: '/api/v1/__fault/:kind' }, err: { type: 'Error', code: '22XXX' } });
    expect(error.err.stack).toMatch(/^\s+at /);
    expect(error.reqId).toBe(res.headers.get('x-request-id'));
    for (const value of ['Aroha', 'aroha@example.nz', 'Rex is unwell', 'Key (email)']) expect(written).not.toContain(value);
  });

  it('redactedError keeps the kind and code of an error, not its values', () => {
    const text = redactedError(
      new PgError(`duplicate key value violates unique constraint "users_email_per_group"`, '23505', 'Key (vet_id, lower(email))=(tui-vets, sam@example.nz)'),
    );
    expect(text).toMatch(/^Error 23505: duplicate key value violates unique constraint \[value\]/);
    expect(text).not.toContain('sam@example.nz');
  });
});
