// The address a request comes from, for the sign-in limits (src/signInLimits.ts). Next.js gives
// route handlers no socket and passes on any X-Forwarded-For a caller sends, so the CMS's
// server stamps each request as it arrives (src/instrumentation.ts) with the socket's address,
// or with TRUST_PROXY=1 the last X-Forwarded-For entry (what our own proxy saw). The stamp
// carries a token of this process: a stamp a caller sends is not one.
import { randomBytes } from 'node:crypto';
import { Server, type IncomingMessage } from 'node:http';

const PEER_HEADER = 'x-vet-cms-peer';
const TOKEN = Symbol.for('vet-cms.peer-token');
const STAMPING = Symbol.for('vet-cms.stamping');

type Shared = typeof globalThis & { [TOKEN]?: string; [STAMPING]?: boolean };
const shared = globalThis as Shared;

/** One per process, shared by the server's stamp and the API's reading of it (separate bundles). */
const processToken = () => (shared[TOKEN] ??= randomBytes(16).toString('hex'));

export const trustsProxy = (env: Record<string, string | undefined> = process.env) => env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';

/** The caller's address as this server sees it: the socket's, or behind our own proxy the one it appended. */
export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').at(-1)?.trim();
  return (trustProxy && last) || req.socket.remoteAddress || 'unknown';
}

/** The header value that says a request came from `address`, as the server stamps it. */
export const peerStamp = (address: string) => `${processToken()} ${address}`;

/** Every request this process's HTTP servers receive is stamped with its address before anything reads it. */
export function stampEveryRequest(): void {
  if (shared[STAMPING]) return;
  shared[STAMPING] = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function stamped(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = peerStamp(addressOf(req, trustsProxy()));
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

/** The stamped address of a request, or null when it carries no stamp of this process. */
export function clientAddress(headers: Headers): string | null {
  const [token, address, ...rest] = (headers.get(PEER_HEADER) ?? '').split(' ');
  return token === processToken() && address && !rest.length ? address : null;
}
