// The real server as a separate process, for the fault suite: started the way `npm start`
// starts it (server/index.ts under tsx, after scripts/start.mjs has made sure of the
// install and build), on its own port and data dir, in its own process group so SIGKILL
// takes down exactly that server and nothing else. Not scripts/start.mjs itself: it is a
// wrapper that forwards only SIGINT/SIGTERM, so SIGKILL would kill the wrapper and orphan the
// server still holding the port and the data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

export { freePort } from '../../scripts/nginx';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A new empty database named `<prefix>_<time>` on the PostgreSQL server at `url`: its address,
 * and `drop` to remove it (whoever is still connected).
 */
export async function scratchDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (signal: NodeJS.Signals) => void;
}

/** `how`: another copy of the project to run, and node's arguments (a systemd unit's ExecStart). */
export function startServer(env: Record<string, string>, port: number, how: { cwd?: string; args?: string[] } = {}): ServerProcess {
  const child = spawn(process.execPath, how.args ?? ['--import', 'tsx', 'server/index.ts'], {
    cwd: how.cwd ?? ROOT,
    // Warnings and failures only (the suites read start-up failures), unless a suite asks for more.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    exited,
    // The negative pid is the process group: the server and anything it started.
    kill: (signal) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        /* already gone */
      }
    },
  };
}

/** Waits until /api/health answers 200 (or the process exits, or the time is up). */
export async function ready(server: ServerProcess, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < end && !gone) {
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

export const api =
  (base: string) =>
  async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await fetch(base + path, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'x-vet-id': 'tui-vets', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  };
