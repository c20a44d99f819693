// Where to go after signing in (a callbackUrl): a path on our own origin only, never another
// site: an open redirect would let a link on someone else's page send people anywhere after
// login. Judged after the WHATWG URL parser has normalised it, because browsers "repair"
// inputs (a tab, a backslash, an encoded slash) into another host. One copy for the server's
// sign-in page and the portal.
const PROBE = 'http://portal.invalid';

export function safeCallback(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  // Control characters and whitespace (the parser strips some of them), backslashes (read
  // as slashes), and encoded slashes or backslashes are never part of a path we link to.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/.test(value)) return '/';
  if (/%(2f|5c)/i.test(value)) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE) return '/';
  // The parser's own spelling: ASCII only (safe in a Location header), dot segments resolved.
  // Resolving them (`/.//x`, `/%2e%2e//x`) can leave a path that starts with two slashes,
  // which a browser reads as another host: the result is judged again, as it will be read.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
