// A message for the next page: something that happens just before a redirect ('Your account
// has been deleted') would otherwise vanish with the page that showed it. Kept in
// sessionStorage (this tab only) for a minute; the first reader on the next page shows it
// (the portal's toast area, or the first widget of a clinic page) and removes it.
const KEY = 'vet-widgets:flash';
const LIFETIME_MS = 60_000;

export interface Flash {
  kind: 'success' | 'error';
  message: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Leaves messages for the next page of this tab (added to any not yet shown). */
export function leaveFlash(...flashes: Flash[]): void {
  try {
    const waiting = peek();
    storage()?.setItem(KEY, JSON.stringify({ at: Date.now(), flashes: [...waiting, ...flashes] }));
  } catch {
    /* storage refused: the toast on this page is all the client gets */
  }
}

function peek(): Flash[] {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return [];
    const value = JSON.parse(raw) as { at?: unknown; flashes?: unknown };
    if (typeof value.at !== 'number' || Date.now() - value.at > LIFETIME_MS || !Array.isArray(value.flashes)) return [];
    return value.flashes.filter(
      (f): f is Flash =>
        typeof f === 'object' && f !== null && (f.kind === 'success' || f.kind === 'error') && typeof f.message === 'string' && f.message.length <= 300,
    );
  } catch {
    return [];
  }
}

/** The messages left for this page, once: they are removed as they are read. */
export function takeFlash(): Flash[] {
  const flashes = peek();
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* nothing to remove */
  }
  return flashes;
}
