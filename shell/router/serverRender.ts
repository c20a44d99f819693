// What a server render learned beyond its HTML: a redirect a page asked for (a missing page
// goes to /404, /account to its first section). One render runs synchronously at a time
// (renderToString), so a module-level record set around it is safe.
let redirect: string | undefined;

export function beginServerRender(): void {
  redirect = undefined;
}

export function recordRedirect(to: string): void {
  redirect ??= to;
}

export function serverRedirect(): string | undefined {
  return redirect;
}
