// The tokens a popup sign-in handed this page: in memory, one per API and vet group (kept on
// globalThis so the widget bundle and the portal's copy share them), each until it expires.
// Apart from the popup itself so the session can read them without importing the sign-in.

const STORE = Symbol.for('vet-widgets.embed-tokens');
type Tokens = Map<string, { token: string; expiresAt: number }>;

function tokens(): Tokens {
  const holder = globalThis as unknown as Record<symbol, Tokens | undefined>;
  return (holder[STORE] ??= new Map());
}

/** The API's origin, '' when api-base is not a URL. */
export const apiOrigin = (apiBase: string) => {
  try {
    return new URL(apiBase).origin;
  } catch {
    return '';
  }
};

const keyOf = (apiBase: string, vetId: string) => `${apiOrigin(apiBase)} ${vetId}`;

/** The token a popup sign-in gave this page for that API and vet group, while it is valid. */
export function embedToken(apiBase: string, vetId: string): string | undefined {
  const entry = tokens().get(keyOf(apiBase, vetId));
  if (!entry) return undefined;
  if (entry.expiresAt > Date.now()) return entry.token;
  tokens().delete(keyOf(apiBase, vetId));
  return undefined;
}

/** Forget the popup's token (signing out on this page). */
export function forgetEmbedToken(apiBase: string, vetId: string): void {
  tokens().delete(keyOf(apiBase, vetId));
}

/** Keeps the popup's token for that API and vet group until `expiresAt` (ms). */
export function keepEmbedToken(apiBase: string, vetId: string, token: string, expiresAt: number): void {
  tokens().set(keyOf(apiBase, vetId), { token, expiresAt });
}
