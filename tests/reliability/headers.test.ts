// Security headers on every kind of answer: the Content-Security-Policy
// with Stripe's allowances, frame-ancestors open only for the booking embed page, nosniff,
// a referrer policy. Headers do not depend on the database, so PGlite only. Asked of the app
// in process and over HTTP from Node's server, where they are set on Node's response before
// the route runs (server/http/securityHeaders.ts).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../server/test/harness';

/** 'a b; c d' -> { a: ['b'], c: ['d'] } */
const parseCsp = (header: string | null) =>
  Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  ) as Record<string, string[]>;

describe.each(['in process', 'over HTTP'])('security headers, %s', (how) => {
  let t: TestApp;
  let server: ServerType | undefined;
  let request: (path: string, init?: RequestInit) => Promise<Response>;
  beforeAll(async () => {
    t = await testApp({
      // A route with a stricter policy of its own, as the pet photos have.
      extend: (app) => app.get('/probe/own-policy', (c) => c.body('x', 200, { 'content-security-policy': "default-src 'none'; sandbox" })),
    });
    if (how === 'in process') request = (path, init) => Promise.resolve(t.app.request(path, init));
    else {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((done) => server!.once('listening', done));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      request = (path, init) => fetch(base + path, { redirect: 'manual', ...init });
    }
  });
  afterAll(async () => {
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    await t?.close();
  });

  // One of each kind: API JSON, an API error, the content service, auth pages, the portal
  // (SPA fallback), the demo site, the widget bundle, the Stripe.js stand-in, the embed page.
  const paths = [
    '/api/health',
    '/api/v1/shop',
    '/api/v1/profile',
    '/api/v1/no-such-thing',
    '/content/api/ui-page?limit=1',
    '/auth/sign-in',
    '/',
    '/book-appointment',
    '/demo/',
    '/widgets/vet-widgets.js',
    '/stripe-standin/v3.js',
    '/embed/booking',
  ];

  it.each(paths)('%s: CSP allows only this site and Stripe for scripts, frames and calls', async (path) => {
    const res = await request(path);
    const csp = parseCsp(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    // The video block's two players, and nothing else from outside.
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com']));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it.each(paths)('%s: nosniff, a strict referrer policy, HSTS, no X-Powered-By', async (path) => {
    const res = await request(path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(['no-referrer', 'strict-origin-when-cross-origin', 'same-origin']).toContain(res.headers.get('referrer-policy'));
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('x-powered-by')).toBeNull();
    // The rest of hono's secureHeaders defaults, the same in process and from Node's server.
    expect(res.headers.get('origin-agent-cluster')).toBe('?1');
    expect(res.headers.get('x-dns-prefetch-control')).toBe('off');
    expect(res.headers.get('x-download-options')).toBe('noopen');
    expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
    expect(res.headers.get('x-xss-protection')).toBe('0');
  });

  it('lets any site frame /embed/booking (with or without a query), and nothing else', async () => {
    for (const path of ['/embed/booking', '/embed/booking?vet-id=tui-vets&clinic=tui-hamilton'])
      expect(parseCsp((await request(path)).headers.get('content-security-policy'))['frame-ancestors']).toEqual(['*']);
    for (const path of paths.filter((p) => p !== '/embed/booking').concat('/embed/booking/', '/embed/booking.html', '/EMBED/booking', '/embed'))
      expect(parseCsp((await request(path)).headers.get('content-security-policy'))['frame-ancestors'], path).toEqual(["'none'"]);
  });

  it('lets the card frame be framed by this site and the page it was asked for, nobody else', async () => {
    const ancestors = async (path: string) => parseCsp((await request(path)).headers.get('content-security-policy'))['frame-ancestors'];
    expect(await ancestors('/pay/card-frame?origin=http%3A%2F%2Fclinic.example&vetId=tui-vets')).toEqual(["'self'", 'http://clinic.example']);
    // No origin, or one that is not a plain origin (a wildcard, two sources): this site only.
    for (const path of ['/pay/card-frame', '/pay/card-frame?origin=*', '/pay/card-frame?origin=http%3A%2F%2Fa.example%20http%3A%2F%2Fb.example'])
      expect(await ancestors(path), path).toEqual(["'self'"]);
    expect(await ancestors('/pay/card-frame.js')).toEqual(["'none'"]);
  });

  it('still answers API preflights from other sites, without credentials', async () => {
    const res = await request('/api/v1/shop', {
      method: 'OPTIONS',
      headers: { origin: 'https://clinic.example', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("keeps a route's own stricter policy", async () => {
    const res = await request('/probe/own-policy');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
