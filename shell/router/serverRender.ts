// What a server render learned beyond its HTML: a redirect a page asked for (a missing page
// goes to /404, /account to its first section), and whether the page needs React in the
// browser at all. One render runs synchronously at a time (renderToString), so a
// module-level record set around it is safe.
let redirect: string | undefined;
let hydrate = false;

export function beginServerRender(): void {
  redirect = undefined;
  hydrate = false;
}

export function recordRedirect(to: string): void {
  redirect ??= to;
}

export function serverRedirect(): string | undefined {
  return redirect;
}

/**
 * Called while rendering by a part that only works as React in the browser (its own state,
 * effects or handlers): the page is then hydrated as a whole. A page with none is sent as
 * HTML with the plain-DOM islands (shell/islands) and the widget loader, and no React
 * (docs/portal.md). In the browser this does nothing.
 */
export function needsHydration(): void {
  hydrate = true;
}

export function serverNeedsHydration(): boolean {
  return hydrate;
}
