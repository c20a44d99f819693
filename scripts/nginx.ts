// Debian's nginx running the repository's own site file (deploy/nginx/vet-widgets.conf), for the
// reverse-proxy suite and the bench: its own config, pid, logs, cache and temp folders in a
// throw-away folder, unprivileged ports, in the foreground (no daemon), so it runs beside
// anything else on the machine and dies with its parent's cleanup. Only what a test machine
// cannot have is swapped: the listen addresses, the upstream processes' ports, the certificates
// (a throw-away self-signed one) and the cache folder. Each swap must find what it replaces, so
// a change to the site file that one no longer matches fails here instead of testing a
// different file.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The site operators install (docs/operations.md). */
export const NGINX_SITE = resolve(import.meta.dirname, '../deploy/nginx/vet-widgets.conf');

/** Why nginx cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!existsSync(NGINX)) return `nginx not found at ${NGINX} (bash scripts/ensure-nginx.sh installs Debian's when root; or set NGINX_PATH)`;
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface NginxOptions {
  /** The server processes, as host:port: the site's `vet_api` upstream, in this order. */
  upstreams: string[];
  /**
   * Plain HTTP. The portal's server block answers it for any other host name, as its HTTPS port
   * does (X-Forwarded-Proto http whatever the client says); `Host: portal.example.nz` gets the
   * site's redirect to HTTPS.
   */
  port: number;
  /** The site's HTTPS port (the portal and the CMS), with a throw-away self-signed certificate. */
  tlsPort?: number;
  /**
   * Plain HTTP behind a trusted balancer on 127.0.0.0/8: a copy of the portal's server block
   * with the realip lines docs/operations.md gives, so the client's address is taken from the
   * X-Forwarded-For the balancer sent, as behind a cloud balancer.
   */
  behindBalancerPort?: number;
  /** Extra response header naming the process that answered (tests only). */
  tellUpstream?: boolean;
}

export interface Nginx {
  dir: string;
  /** The error log so far. */
  log: () => string;
  stop: () => Promise<void>;
}

function swap(text: string, find: RegExp, replace: string, what: string): string {
  if (text.search(find) < 0) throw new Error(`${NGINX_SITE}: ${what} not found; scripts/nginx.ts swaps it for a test machine's`);
  return text.replace(find, replace);
}

/** The `server { … }` block around the match of `find`, found by matching braces. */
function blockAround(text: string, find: RegExp): string {
  const at = find.exec(text)?.index ?? -1;
  const start = text.lastIndexOf('server {', at);
  if (at < 0 || start < 0) throw new Error(`${NGINX_SITE}: no server block matching ${find}`);
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`${NGINX_SITE}: unbalanced braces`);
}

/** The `vet_api` upstream's server lines, one per process given, with the first line's parameters. */
function swapUpstreams(text: string, upstreams: string[]): string {
  const block = /upstream vet_api \{[\s\S]*?\n\}/.exec(text)?.[0];
  const lines = block?.match(/^ *server \S+[^;\n]*;$/gm);
  if (!block || !lines) throw new Error(`${NGINX_SITE}: upstream vet_api with its server lines not found`);
  const params = /server \S+([^;]*);/.exec(lines[0]!)![1];
  let swapped = block.replace(lines[0]!, upstreams.map((u) => `    server ${u}${params};`).join('\n'));
  for (const line of lines.slice(1)) swapped = swapped.replace(`${line}\n`, '');
  return text.replace(block, swapped);
}

/** The portal's HTTPS server block starts so. */
const PORTAL = /listen 443 ssl http2;(\n\s*server_name portal\.example\.nz;)/;

/** The site file with a test machine's addresses, certificates and folders. */
export function nginxSite(dir: string, options: NginxOptions & { tlsPort: number }, site = readFileSync(NGINX_SITE, 'utf8')): string {
  let text = swap(site, /proxy_cache_path \S+ /, `proxy_cache_path ${dir}/cache `, 'proxy_cache_path');
  text = swap(text, /ssl_certificate\s+\S+;/g, `ssl_certificate ${dir}/cert.pem;`, 'ssl_certificate');
  text = swap(text, /ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${dir}/key.pem;`, 'ssl_certificate_key');
  text = swapUpstreams(text, options.upstreams);
  if (options.tellUpstream) text = swap(text, PORTAL, '$&\n    add_header X-Upstream $upstream_addr always;', 'the portal on 443');
  const behindBalancer = options.behindBalancerPort
    ? blockAround(text, PORTAL).replace(
        'listen 443 ssl http2;',
        `listen 127.0.0.1:${options.behindBalancerPort};\n    set_real_ip_from 127.0.0.0/8;\n    real_ip_header X-Forwarded-For;\n    real_ip_recursive on;`,
      )
    : '';
  text = swap(text, /listen 80;/, `listen 127.0.0.1:${options.port};`, 'listen 80');
  text = swap(text, PORTAL, `listen 127.0.0.1:${options.tlsPort} ssl http2;\n    listen 127.0.0.1:${options.port} default_server;$1`, 'the portal on 443');
  text = swap(text, /listen 443 ssl http2;/g, `listen 127.0.0.1:${options.tlsPort} ssl http2;`, 'listen 443');
  return `# ${NGINX_SITE}, swapped for a test machine by scripts/nginx.ts\n${text}\n${behindBalancer}\n`;
}

/** nginx's own config around the site, as Debian's nginx.conf includes it inside http { }. */
function mainConfig(dir: string): string {
  return `# Written by scripts/nginx.ts
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root root;\n' : ''}events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

/** A folder holding nginx.conf, the swapped site and a throw-away certificate. */
async function prepare(options: NginxOptions): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'vet-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  chmodSync(dir, 0o755);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ].concat(['-days', '1', '-subj', '/CN=localhost']),
    { stdio: 'ignore' },
  );
  writeFileSync(join(dir, 'site.conf'), nginxSite(dir, { ...options, tlsPort: options.tlsPort ?? (await freePort()) }));
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
  return dir;
}

/** `nginx -t` on the site file (swapped as for the suite): throws with nginx's words when it fails. */
export async function checkNginxSite(): Promise<string> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = await prepare({ upstreams: ['127.0.0.1:3101', '127.0.0.1:3102'], port: await freePort() });
  try {
    const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
    return result.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = await prepare(options);
  // -e: the error log before the config is read (else Debian's /var/log/nginx).
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  let gone = false;
  const exited = new Promise<void>((done) => child.once('exit', () => ((gone = true), done())));
  const log = () => {
    try {
      return out + readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return out;
    }
  };
  const stop = async () => {
    if (!gone) child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (!gone) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const ports = [options.port, options.tlsPort, options.behindBalancerPort].filter((p): p is number => !!p);
  const end = Date.now() + 10_000;
  while (Date.now() < end && !gone) {
    if ((await Promise.all(ports.map(listening))).every(Boolean)) return { dir, log, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  const why = log();
  await stop();
  throw new Error(`nginx did not start:\n${why}`);
}
