// Where an anonymous visitor's basket id is kept between page loads: localStorage under
// `vet-basket:<vetId>` (one basket per vet group, whichever api-base served it). Storage can
// be missing or refuse (private modes, a full quota, a sandboxed iframe): the basket then
// lasts as long as the page, which is better than failing to shop at all.

export const basketStorageKey = (vetId: string) => `vet-basket:${vetId}`;

export interface BasketIdStore {
  get(): string | null;
  set(id: string): void;
  remove(): void;
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function basketIdStore(vetId: string, storage: Storage | null = localStorageOrNull()): BasketIdStore {
  const key = basketStorageKey(vetId);
  return {
    get: () => {
      try {
        return storage?.getItem(key) || null;
      } catch {
        return null;
      }
    },
    set: (id) => {
      try {
        storage?.setItem(key, id);
      } catch {
        /* the basket still works for this page */
      }
    },
    remove: () => {
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing to forget */
      }
    },
  };
}
