// Server settings from the environment. Every setting has a default that runs the whole
// product on one machine: embedded database under ./data, outbox instead of SMTP, the
// offline payment gateway instead of Stripe.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTENT_WEBHOOK_SECRET_FILE } from '../shared/content/webhook';
import { keptSecret } from '../shared/node/keptSecret';
import { LOG_LEVELS, type LogLevel } from './ops/log';

export interface Config {
  port: number;
  /**
   * HOST: the address the API listens on; unset, every interface. Behind a proxy on the same
   * machine, 127.0.0.1: the forwarded address counts (TRUST_PROXY), so nothing else may reach it.
   */
  host?: string | undefined;
  dataDir: string;
  /** Set: PostgreSQL through `pg`. Unset or empty: PGlite under dataDir. */
  databaseUrl?: string;
  /**
   * DATABASE_POOL_SIZE: PostgreSQL connections this process opens at most. Default twice the
   * cores, at least 4: more connections than the database can run at once only queue inside it
   * (measured on a 2-core machine: bookings ran at 0.037-0.038 of the bare route's rate with 4
   * connections, 0.029-0.034 with 10).
   */
  databasePoolSize: number;
  /**
   * DATABASE_STATEMENT_TIMEOUT_MS: how long one statement may run on PostgreSQL (default 2 s).
   * A database that stops answering costs a request a 503 about a second after this.
   */
  databaseStatementTimeoutMs: number;
  jwtSecret: Uint8Array;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /**
   * OFFLINE_GATEWAY_FAULT=kill-after-charge (fault tests, never in production): the offline
   * gateway kills its own process right after a charge is made, before the order is written.
   */
  killAfterCharge?: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** An external OpenID Connect issuer whose tokens the API accepts instead of ours. */
  oidc?: { issuer: string; audience: string; jwksUrl: string };
  /**
   * The public origin absolute links are made from (mail links, sitemap, og:url, the
   * Stripe script): PUBLIC_URL, default http://localhost:PORT. Never the request's Host.
   */
  publicUrl: string;
  /** TRUST_PROXY=1: X-Forwarded-For / -Proto come from our own proxy and count. */
  trustProxy: boolean;
  /**
   * The dev mailbox's key (server/mail/routes.ts): DEV_MAILBOX_KEY, else a new random one at
   * each start, printed in the start log as a link.
   */
  devMailboxKey: string;
  /** NODE_ENV=production: no dev conveniences (the dev mailbox) whatever else is set. */
  production: boolean;
  /**
   * A demo server: the sign-in page lists the demo accounts' passwords. DEMO=1 or 0; by
   * default on outside production (npm start is the demo), off in it.
   */
  demo: boolean;
  /** Rate limits on anonymous writes (server/http/writeLimits.ts); WRITE_LIMITS=off for load tests only. */
  writeLimits: boolean;
  /** Where static builds live (tests point elsewhere). */
  root: string;
  /**
   * CONTENT_API_URL: the group's CMS (cms/, Payload's REST API, e.g. http://localhost:3001/api)
   * the portal reads its pages from; unset, this server's own content service (/content/api).
   */
  contentApiUrl?: string | undefined;
  /**
   * CONTENT_WEBHOOK_SECRET: what the CMS sends with POST /content/changed (server/content/
   * changed.ts); outside production, unset, with a CMS to read (CONTENT_API_URL), one generated
   * once into the data dir, where the CMS reads it too; in production none (webhook off).
   */
  contentWebhookSecret?: string | undefined;
  /**
   * EMBED_ORIGINS: sites (comma-separated origins) every vet group lets sign in from the popup,
   * besides its own list (vet_group_sites), for a developer's machine; ignored in production.
   */
  embedOrigins?: string[];
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: LogLevel;
  /** METRICS_PORT: Prometheus metrics on a port of their own (unset: none). */
  metricsPort?: number;
  /** METRICS_HOST: the address the metrics port listens on (default 127.0.0.1: this machine only). */
  metricsHost: string;
  /** METRICS_TOKEN: the bearer token /metrics asks for (and opens it on the public port). */
  metricsToken?: string;
  /** SHUTDOWN_GRACE_MS: how long requests under way may finish after SIGTERM (default 10 s). */
  shutdownGraceMs: number;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** The signing secret: JWT_SECRET, else one generated once and kept in the data dir. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  return new TextEncoder().encode(nonEmpty(env.JWT_SECRET) ?? keptSecret(join(dataDir, 'jwt-secret')));
}

/** PUBLIC_URL as an origin (no trailing slash); a value that is not an http(s) URL stops start-up. */
function publicUrl(given: string | undefined, port: number): string {
  const value = nonEmpty(given);
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://portal.example.nz, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, not ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function contentApiUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CONTENT_API_URL must be a URL such as http://localhost:3001/api, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`CONTENT_API_URL must start with http:// or https://, not ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function embedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      let url: URL | undefined;
      try {
        url = new URL(part);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== part)
        throw new Error(`EMBED_ORIGINS must list origins such as https://clinic.example.nz, not ${part}`);
      return url.origin;
    });
}

function listenHost(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value !== 'localhost' && isIP(value) === 0) throw new Error(`HOST must be an address to listen on, such as 127.0.0.1 or ::, not ${value}`);
  return value;
}

function poolSize(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return Math.max(4, 2 * availableParallelism());
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not ${value}`);
  return size;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 2_000;

function statementTimeoutMs(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return DEFAULT_STATEMENT_TIMEOUT_MS;
  const ms = Number(value);
  // PostgreSQL reads 0 as no limit at all: the one thing this setting is there to prevent.
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000)
    throw new Error(`DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 3600000, not ${value}`);
  return ms;
}

function logLevel(value: string | undefined): LogLevel {
  const level = nonEmpty(value) ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${value}`);
  return level as LogLevel;
}

function metricsPort(value: string | undefined): number | undefined {
  if (nonEmpty(value) === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, not ${value}`);
  return port;
}

function metricsToken(value: string | undefined): string | undefined {
  const token = nonEmpty(value);
  // A guessable token is no lock: the metrics tell a stranger the traffic and the routes.
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return token;
}

function graceMs(value: string | undefined): number {
  if (nonEmpty(value) === undefined) return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, not ${value}`);
  return ms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const port = Number(nonEmpty(env.PORT) ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const issuer = nonEmpty(env.OIDC_ISSUER);
  const contentApi = contentApiUrl(nonEmpty(env.CONTENT_API_URL));
  return {
    port,
    host: listenHost(nonEmpty(env.HOST)),
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    databaseStatementTimeoutMs: statementTimeoutMs(env.DATABASE_STATEMENT_TIMEOUT_MS),
    jwtSecret: jwtSecret(env, dataDir),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripePublishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
    killAfterCharge: env.NODE_ENV !== 'production' && env.OFFLINE_GATEWAY_FAULT === 'kill-after-charge',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Tui Vets <no-reply@tuivets.example.nz>',
    oidc: issuer
      ? {
          issuer,
          audience: nonEmpty(env.OIDC_AUDIENCE) ?? 'vet-widgets-api',
          jwksUrl: nonEmpty(env.OIDC_JWKS_URL) ?? `${issuer.replace(/\/$/, '')}/.well-known/jwks.json`,
        }
      : undefined,
    root: resolve(nonEmpty(env.APP_ROOT) ?? '.'),
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    devMailboxKey: nonEmpty(env.DEV_MAILBOX_KEY) ?? randomBytes(24).toString('base64url'),
    production: env.NODE_ENV === 'production',
    writeLimits: env.WRITE_LIMITS !== 'off',
    demo: env.DEMO === '1' || (env.DEMO !== '0' && env.NODE_ENV !== 'production'),
    contentApiUrl: contentApi,
    contentWebhookSecret:
      nonEmpty(env.CONTENT_WEBHOOK_SECRET) ??
      (env.NODE_ENV === 'production' || !contentApi ? undefined : keptSecret(join(dataDir, CONTENT_WEBHOOK_SECRET_FILE))),
    embedOrigins: env.NODE_ENV === 'production' ? [] : embedOrigins(env.EMBED_ORIGINS),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsPort: metricsPort(env.METRICS_PORT),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? '127.0.0.1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownGraceMs: graceMs(env.SHUTDOWN_GRACE_MS),
  };
}
