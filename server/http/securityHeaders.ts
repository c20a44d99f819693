// The security headers every answer carries: hono's secureHeaders defaults (nosniff, HSTS, a
// referrer policy …) and our Content-Security-Policy. Hono's middleware sets them on the
// answer after the route, and reading an answer's headers makes @hono/node-server turn its
// light response into a full web Headers object: measured, that costs about a sixth of a read
// answered from memory. Under Node they are set on Node's response before the route
// runs instead: Node merges them with the answer's own headers, and a header the route sets
// itself (a pet photo's sandbox CSP) wins, as with hono's `overwrite: false`. Without Node's
// response (app.request in tests) hono's way is kept.
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeader } from './answerHeaders';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
/** Directive name (camelCase, as hono takes it) -> values; a function is asked per request. */
export type CspDirectives = Record<string, (string | ((c: Context) => string))[]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function securityHeaders(options: Omit<SecureHeadersOptions, 'contentSecurityPolicy' | 'overwrite'>, csp: CspDirectives): MiddlewareHandler {
  // hono's own list for these options (one source for its defaults), read once from a probe.
  let fixed: [string, string][] | undefined;
  const probe = new Hono().use(secureHeaders({ ...options, contentSecurityPolicy: undefined })).get('/', (c) => c.body(null));
  const fixedReady = Promise.resolve(probe.request('/')).then((res) => (fixed = [...res.headers]));
  // The policy for a request: its values asked per request (the CMS origin, who may frame the
  // page) take a few forms, each serialised once.
  const directives = Object.entries(csp);
  const asked = directives.flatMap(([, list]) => list.filter((value): value is (c: Context) => string => typeof value === 'function'));
  const policies = new Map<string, string>();
  const policyFor = (c: Context) => {
    const answers = asked.map((ask) => ask(c));
    const key = answers.join('\n');
    let policy = policies.get(key);
    if (policy === undefined) {
      let i = 0;
      const valueOf = (value: string | ((c: Context) => string)) => (typeof value === 'function' ? answers[i++]! : value);
      policy = directives.map(([name, list]) => [kebab(name), ...list.map(valueOf).filter(Boolean)].join(' ')).join('; ');
      if (policies.size < 100) policies.set(key, policy);
    }
    return policy;
  };

  return async (c, next) => {
    const headers = fixed ?? (await fixedReady);
    const policy = policyFor(c);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function') {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      outgoing.setHeader('Content-Security-Policy', policy);
      return next();
    }
    await next();
    for (const [name, value] of [...headers, ['Content-Security-Policy', policy] as const]) if (!c.res.headers.has(name)) setAnswerHeader(c, name, value);
  };
}
