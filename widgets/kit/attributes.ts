// The attributes every widget accepts (ARCHITECTURE: "the custom-element contract").
// Attributes are untrusted input from the host page: parse them and, when they are wrong,
// say exactly which attribute to fix instead of failing later with a confusing request.
import * as v from 'valibot';

export const DEFAULT_VET_ID = 'tui-vets';

const httpUrl = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => /^\//.test(value) || /^https?:\/\/[^\s/]+/i.test(value), `${name} must be an http(s) URL or a path starting with /`),
  );

export const CommonAttributesSchema = v.object({
  vetId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/i, 'vet-id must be letters, digits and dashes (for example tui-vets)'))),
  apiBase: v.optional(httpUrl('api-base')),
  token: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4096, 'token is too long'))),
  tokenUrl: v.optional(httpUrl('token-url')),
});

export type CommonAttributes = v.InferOutput<typeof CommonAttributesSchema>;

export interface WidgetConfig {
  vetId: string;
  /** Absolute origin + optional path, no trailing slash. */
  apiBase: string;
  token?: string;
  tokenUrl?: string;
}

/** Where the widget script was served from: the default API base (same server). */
export function scriptOrigin(): string {
  try {
    const origin = new URL(import.meta.url).origin;
    if (origin && origin !== 'null') return origin;
  } catch {
    /* fall through to the page origin */
  }
  return typeof location === 'undefined' ? '' : location.origin;
}

/** Empty attributes count as absent: `<vet-booking vet-id="">` uses the default. */
function present(raw: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
}

export function parseCommonAttributes(
  raw: Partial<Record<keyof CommonAttributes, unknown>>,
  defaults: { apiBase?: string } = {},
): { ok: true; config: WidgetConfig } | { ok: false; message: string } {
  const result = v.safeParse(CommonAttributesSchema, present(raw));
  if (!result.success) return { ok: false, message: result.issues[0].message };
  const { vetId, apiBase, token, tokenUrl } = result.output;
  const base = (apiBase ?? defaults.apiBase ?? scriptOrigin()).replace(/\/+$/, '');
  return {
    ok: true,
    config: {
      vetId: vetId ?? DEFAULT_VET_ID,
      apiBase: base,
      ...(token ? { token } : {}),
      ...(tokenUrl ? { tokenUrl } : {}),
    },
  };
}
