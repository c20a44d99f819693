// One server process per PGlite data folder: a second process started on the folder a
// running one uses refuses to start and says why (and what to use instead), while a folder
// left by a process that was killed starts again at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, ready, startServer, type ServerProcess } from './server';

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

it('a second process on a data folder in use exits with the reason; after kill -9 of the first a new one starts', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vet-rel-lock-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'reliability-suite-secret-long-enough' };
  const start = async () => {
    const server: ServerProcess = startServer(env, await freePort());
    cleanups.push(() => server.kill('SIGKILL'));
    return server;
  };

  const first = await start();
  await ready(first, 120_000);

  const second = await start();
  // Started after all (the fault this guards against): fail now rather than wait for an exit.
  const outcome = await Promise.race([second.exited.then(() => 'exited'), ready(second, 120_000).then(() => 'started')]);
  expect(outcome).toBe('exited');
  const { code } = await second.exited;
  expect(code).not.toBe(0);
  expect(second.output()).toContain(`another server process (pid ${first.child.pid}) is using the data folder ${dataDir}`);
  expect(second.output()).toContain('DATABASE_URL');
  expect(second.output()).not.toMatch(/^\s+at /m);
  // The first one is unharmed.
  expect((await fetch(`${first.base}/api/health`)).status).toBe(200);

  first.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  const third = await start();
  await ready(third, 120_000);
  expect((await fetch(`${third.base}/api/health`)).status).toBe(200);
  third.kill('SIGTERM');
  expect((await third.exited).code).toBe(0);
}, 300_000);
