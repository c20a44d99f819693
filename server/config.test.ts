// Settings read from the environment that the server's behaviour under load depends on.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_WEBHOOK_SECRET_FILE } from '../shared/content/webhook';
import { loadConfig } from './config';

const env = { JWT_SECRET: 'x'.repeat(40) };

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores, and never fewer than 4 connections', () => {
    expect(loadConfig(env).databasePoolSize).toBe(Math.max(4, 2 * availableParallelism()));
  });

  it('takes a whole number of connections', () => {
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(Math.max(4, 2 * availableParallelism()));
  });

  it('stops the server with a message for anything else', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', '100000'])
      expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: bad })).toThrow('DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not ' + bad);
  });
});

describe('HOST', () => {
  it('is every interface unset, else the address given', () => {
    expect(loadConfig(env).host).toBeUndefined();
    expect(loadConfig({ ...env, HOST: '' }).host).toBeUndefined();
    for (const host of ['127.0.0.1', '::1', '::', '10.1.2.3', 'localhost']) expect(loadConfig({ ...env, HOST: host }).host).toBe(host);
  });

  it('stops the server with a message for anything that is not an address', () => {
    for (const bad of ['portal.example.nz', '127.0.0.1:8080', 'http://127.0.0.1'])
      expect(() => loadConfig({ ...env, HOST: bad })).toThrow(`HOST must be an address to listen on, such as 127.0.0.1 or ::, not ${bad}`);
  });
});

describe('DEV_MAILBOX_KEY', () => {
  it('is the key the dev mailbox opens with when set', () => {
    expect(loadConfig({ ...env, DEV_MAILBOX_KEY: 'my-own-key' }).devMailboxKey).toBe('my-own-key');
  });

  it('is otherwise a new random key at each start, long enough not to be guessed', () => {
    const [a, b] = [loadConfig(env).devMailboxKey, loadConfig({ ...env, DEV_MAILBOX_KEY: ' ' }).devMailboxKey];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});

describe('CONTENT_WEBHOOK_SECRET', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'vet-config-'));

  const withCms = { ...env, CONTENT_API_URL: 'http://localhost:3001/api' };

  it('unset outside production, is generated once into the data dir for its owner only, where the CMS reads it too', () => {
    const dir = dataDir();
    const secret = loadConfig({ ...withCms, DATA_DIR: dir }).contentWebhookSecret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, CONTENT_WEBHOOK_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...withCms, DATA_DIR: dir }).contentWebhookSecret).toBe(secret);
    expect(loadConfig({ ...withCms, DATA_DIR: dataDir() }).contentWebhookSecret).not.toBe(secret);
  });

  it('set, is used; unset in production or without a CMS, the webhook is off and nothing is written', () => {
    expect(loadConfig({ ...withCms, DATA_DIR: dataDir(), CONTENT_WEBHOOK_SECRET: 'shared' }).contentWebhookSecret).toBe('shared');
    for (const unset of [{ ...withCms, NODE_ENV: 'production' }, env]) {
      const dir = dataDir();
      expect(loadConfig({ ...unset, DATA_DIR: dir }).contentWebhookSecret).toBeUndefined();
      expect(existsSync(join(dir, CONTENT_WEBHOOK_SECRET_FILE))).toBe(false);
    }
  });
});

describe('the operations settings', () => {
  it('default to info logs, no metrics port, metrics on 127.0.0.1 when asked, 10 s of grace, 2 s statements', () => {
    const config = loadConfig(env);
    expect(config).toMatchObject({ logLevel: 'info', metricsHost: '127.0.0.1', shutdownGraceMs: 10_000, databaseStatementTimeoutMs: 2_000 });
    expect(config.metricsPort).toBeUndefined();
    expect(config.metricsToken).toBeUndefined();
  });

  it('take what is set', () => {
    const config = loadConfig({
      ...env,
      LOG_LEVEL: 'debug',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN: 't'.repeat(16),
      SHUTDOWN_GRACE_MS: '30000',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    });
    expect(config).toMatchObject({
      logLevel: 'debug',
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      metricsToken: 't'.repeat(16),
      shutdownGraceMs: 30_000,
      databaseStatementTimeoutMs: 60_000,
    });
  });

  it.each([
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not loud'],
    ['METRICS_PORT', 'http', 'METRICS_PORT must be a port number, not http'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN must be at least 16 characters long'],
    ['SHUTDOWN_GRACE_MS', '10s', 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, not 10s'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '0', 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 3600000, not 0'],
  ])('stop the server with a message for a bad %s', (name, value, message) => {
    expect(() => loadConfig({ ...env, [name]: value })).toThrow(message);
  });
});
