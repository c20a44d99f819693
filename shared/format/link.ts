// The spec, link helper: content editors type links with or without 'https://'
// (and sometimes as site paths). Accept both, add the missing base, and refuse anything
// that is not a web address, so a 'javascript:' link can never reach an href.

export const DEFAULT_LINK_BASE = 'https://';

export class InvalidLinkError extends Error {
  constructor(readonly input: string) {
    super(`Invalid link: ${JSON.stringify(input)}`);
    this.name = 'InvalidLinkError';
  }
}

const HTTP = /^https?:\/\//i;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;
// A scheme followed by something other than a port number: 'mailto:', 'javascript:',
// 'ftp:'. 'localhost:8080' is a host and port, not a scheme.
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

function isWebUrl(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  // A bare word like 'hello' becomes https://hello/: not a site anyone meant.
  return url.hostname === 'localhost' || url.hostname.includes('.') || url.hostname.startsWith('[');
}

/**
 * The absolute http(s) URL for `input`, or throws InvalidLinkError.
 *
 * `base` is what gets added when the input has no http(s) prefix: either a scheme
 * ('https://', the default) for bare hosts like 'www.vet.nz/shop', or an absolute URL
 * ('https://portal.example.nz') which bare hosts take their scheme from and site paths
 * like '/shop' resolve against.
 */
export function toLink(input: string, base: string = DEFAULT_LINK_BASE): string {
  const value = input.trim();
  if (!value || /\s/.test(value)) throw new InvalidLinkError(input);

  let url: URL;
  try {
    if (HTTP.test(value)) {
      url = new URL(value);
    } else if (value.startsWith('//')) {
      url = new URL(`https:${value}`);
    } else if (/^[/?#.]/.test(value)) {
      // A site path needs an absolute base; a bare scheme cannot place it.
      url = new URL(value, base);
    } else if (OTHER_SCHEME.test(value)) {
      throw new InvalidLinkError(input);
    } else {
      const prefix = ABSOLUTE_HTTP.test(base) ? `${new URL(base).protocol}//` : base;
      url = new URL(`${prefix}${value}`);
    }
  } catch {
    throw new InvalidLinkError(input);
  }
  if (!isWebUrl(url)) throw new InvalidLinkError(input);
  return url.href;
}

/** toLink, or null when the input is not a usable link. */
export function tryLink(input: string | null | undefined, base?: string): string | null {
  if (input === null || input === undefined) return null;
  try {
    return toLink(input, base);
  } catch {
    return null;
  }
}

export function isValidLink(input: string | null | undefined): boolean {
  return tryLink(input) !== null;
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * The href we may render for a link we were given (an editor's rich text, a host's attribute),
 * or null: http(s), mailto, tel, or a path on the same site ('/contact', './next', '#hours',
 * '?page=2'). Never javascript: or data:, never a protocol-relative '//other.site' or
 * '/\other.site' (browsers read a backslash as a slash: both leave the site while looking
 * like a path), and nothing with spaces or markup characters in it.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value || /[\s<>"\\]/.test(value) || value.startsWith('//')) return null;
  if (/^(\/|#|\?|\.\.?\/)/.test(value)) return value;
  return SAFE_SCHEME.test(value) ? value : null;
}

/**
 * A menu's own address as the portal may link it, or null: a path on the site ('/shop',
 * '/clinic/hamilton?tab=hours') or an http(s) web address ('www.x.nz' gets 'https://').
 * Nothing else: a menu entry is a place to go, not an e-mail or a call.
 */
export function menuHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/')) return safeHref(trimmed);
  if (/^[#?.]/.test(trimmed)) return null;
  return tryLink(trimmed);
}
