// Debian's nginx in front of server processes, for the reverse-proxy suite and the bench: its
// own config, pid, logs and temp folders in a throw-away folder, unprivileged ports, in the
// foreground (no daemon), so it runs beside anything else on the machine and dies with its
// parent's cleanup. The proxy settings are the ones docs/operations.md gives for production.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Why the proxy cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!existsSync(NGINX)) return `nginx not found at ${NGINX} (bash scripts/ensure-nginx.sh installs Debian's when root; or set NGINX_PATH)`;
  return undefined;
}

export interface NginxOptions {
  /** The server processes, as host:port. */
  upstreams: string[];
  /** Plain HTTP, facing clients directly: X-Forwarded-Proto is http whatever the client says. */
  port: number;
  /** HTTPS with a throw-away self-signed certificate: X-Forwarded-Proto is https. */
  tlsPort?: number;
  /**
   * Plain HTTP behind a trusted balancer on 127.0.0.0/8: the client's address is taken from
   * the X-Forwarded-For the balancer sent (nginx's realip module), as behind a cloud balancer.
   */
  behindBalancerPort?: number;
  /** Extra response header naming the process that answered (tests only). */
  tellUpstream?: boolean;
  /** Upstreams marked `down`: nginx sends them nothing (a rolling restart takes one out). */
  down?: string[];
}

export interface Nginx {
  dir: string;
  /** The error log so far. */
  log: () => string;
  stop: () => Promise<void>;
  /** Writes the config again with `changes` and has nginx load it (its old worker finishes its requests). */
  reload: (changes: Partial<NginxOptions>) => Promise<void>;
}

/** The proxy part of every server block: the settings docs/operations.md asks for. */
function proxied(tellUpstream: boolean): string {
  return `
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # nginx appends the address it saw; the server counts that last entry (TRUST_PROXY=1).
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Set, never passed on: a client's own X-Forwarded-Proto is replaced.
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      client_max_body_size 2m;
      ${tellUpstream ? 'add_header X-Upstream $upstream_addr always;' : ''}
    }`;
}

export function nginxConfig(dir: string, options: NginxOptions): string {
  const servers = [`server {\n    listen 127.0.0.1:${options.port};${proxied(!!options.tellUpstream)}\n  }`];
  if (options.tlsPort)
    servers.push(
      `server {\n    listen 127.0.0.1:${options.tlsPort} ssl;\n    ssl_certificate ${dir}/cert.pem;\n    ssl_certificate_key ${dir}/key.pem;${proxied(!!options.tellUpstream)}\n  }`,
    );
  if (options.behindBalancerPort)
    servers.push(
      `server {\n    listen 127.0.0.1:${options.behindBalancerPort};\n    set_real_ip_from 127.0.0.0/8;\n    real_ip_header X-Forwarded-For;\n    real_ip_recursive on;${proxied(!!options.tellUpstream)}\n  }`,
    );
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
  upstream api {
${options.upstreams.map((u) => `    server ${u} ${options.down?.includes(u) ? 'down' : 'max_fails=0'};`).join('\n')}
    keepalive 32;
  }
  ${servers.join('\n  ')}
}
`;
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
  const dir = mkdtempSync(join(tmpdir(), 'vet-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  chmodSync(dir, 0o755);
  if (options.tlsPort)
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
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, options));
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
  let current = options;
  const reload = async (changes: Partial<NginxOptions>) => {
    current = { ...current, ...changes };
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, current));
    child.kill('SIGHUP');
    // nginx starts new workers on the new config at once; the old one stops taking connections
    // and finishes what it has. A second is plenty on loopback.
    await new Promise((r) => setTimeout(r, 1000));
  };
  const ports = [options.port, options.tlsPort, options.behindBalancerPort].filter((p): p is number => !!p);
  const end = Date.now() + 10_000;
  while (Date.now() < end && !gone) {
    if ((await Promise.all(ports.map(listening))).every(Boolean)) return { dir, log, stop, reload };
    await new Promise((r) => setTimeout(r, 50));
  }
  const why = log();
  await stop();
  throw new Error(`nginx did not start:\n${why}`);
}
