// The browser storage keys the widgets write, all under these prefixes: the basket id
// (`vet-basket:<vetId>`) and the kit's own (`vet-widgets:…`, the flash message). Deleting an
// account clears these and nothing else: the host page's localStorage is the
// clinic's, not ours.
export const OWN_STORAGE_PREFIXES = ['vet-basket:', 'vet-widgets:'] as const;

/** Removes every key of ours from localStorage and sessionStorage; the host's stay. */
export function clearOwnStorage(): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[name];
      const ours = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null && OWN_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix)),
      );
      for (const key of ours) storage.removeItem(key);
    } catch {
      /* storage blocked (privacy mode, sandboxed frame): nothing to clear */
    }
  }
}
