// Links a host gives a widget as attributes (product-url, back-url, deleted-url…).

/** Only same-site paths and http(s) URLs are followed: an attribute never becomes 'javascript:'. */
export function safeHref(value: string | undefined, fallback: string): string {
  const href = value?.trim() || fallback;
  return /^(\/|https?:\/\/|\.{0,2}\/|\?)/i.test(href) ? href : fallback;
}
