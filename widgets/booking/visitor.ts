// The browser session a visitor books in: a random id kept for the tab (sessionStorage), sent
// with each hold so the server counts one visitor's holds together even as their address
// changes (a phone moving from Wi-Fi to mobile data). It names no one and lasts as the tab does.
import { newIdempotencyKey } from '../../shared/api/http';

const KEY = 'vet-booking-visitor';
const SHAPE = /^[A-Za-z0-9-]{16,64}$/;
let inMemory: string | undefined;

/** The tab's visitor id: the kept one, or a new one kept from now on (in memory when storage is refused). */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage): string {
  try {
    const kept = storage?.getItem(KEY);
    if (kept && SHAPE.test(kept)) return kept;
    const id = newIdempotencyKey();
    storage?.setItem(KEY, id);
    if (storage) return id;
  } catch {
    // Storage refused (a privacy mode, a sandboxed frame): one id for this page instead.
  }
  return (inMemory ??= newIdempotencyKey());
}
