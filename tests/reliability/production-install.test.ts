// Production runs without devDependencies (docs/operations.md: `npm ci`, `npm run build`, then
// `npm prune --omit=dev`). A copy of the project gets only its dependencies, from npm's cache
// (`npm ci --omit=dev --offline`: no network, as CI has just filled the cache), and the server
// is started there the way deploy/systemd/vet-api@.service starts it (its ExecStart), on a new
// PostgreSQL database with DATABASE_URL (else the embedded one, whose migrations take longer).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ready, ROOT, startServer, type ServerProcess } from './server';

const url = process.env.DATABASE_URL;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
};

describe('a production install (no devDependencies)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vet-production-'));
  const name = `production_${Date.now().toString(36)}`;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    if (url) await admin(`drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts as the systemd unit starts it, and is ready', async () => {
    const t0 = Date.now();
    const app = join(dir, 'app');
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
    expect(files.status, files.stderr).toBe(0);
    for (const file of files.stdout.split('\0').filter(Boolean))
      if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(app, file), { recursive: true });
    const install = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: app, encoding: 'utf8' });
    const installed = Date.now();
    expect(install.status, `npm ci --omit=dev --offline:\n${install.stderr}`).toBe(0);
    expect(existsSync(join(app, 'node_modules', 'vitest')), 'devDependencies were left out').toBe(false);
    // The CMS's unit runs `npm run cms`, which installs what is missing: not the devDependencies.
    const check = "import { installedMatchesLock } from './scripts/ensure-deps.mjs'; process.exit(installedMatchesLock('.', true) ? 0 : 1)";
    expect(spawnSync(process.execPath, ['--input-type=module', '-e', check], { cwd: app }).status, 'ensure-deps would install again').toBe(0);

    const unit = readFileSync(join(ROOT, 'deploy', 'systemd', 'vet-api@.service'), 'utf8');
    const execStart = /^ExecStart=(\S+) (.+)$/m.exec(unit);
    expect(execStart?.[1]).toBe('/usr/bin/node');
    let database = '';
    if (url) {
      await admin(`create database ${name}`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      database = own.href;
    }
    const port = await freePort();
    server = startServer({ DATA_DIR: join(dir, 'data'), DATABASE_URL: database, JWT_SECRET: 'production-install-test', HOST: '127.0.0.1' }, port, {
      cwd: app,
      args: execStart![2]!.split(' '),
    });
    await ready(server, 120_000);
    const started = Date.now();
    const res = await fetch(`${server.base}/api/ready`);
    expect(res.status, server.output()).toBe(200);
    server.kill('SIGTERM');
    expect((await server.exited).code, server.output()).toBe(0);
    console.log(`production install: copy and npm ci --omit=dev ${installed - t0} ms, then ready in ${started - installed} ms`);
  }, 180_000);
});
