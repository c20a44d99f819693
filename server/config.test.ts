// Settings read from the environment that the server's behaviour under load depends on.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
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
