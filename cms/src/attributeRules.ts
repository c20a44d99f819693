// A widget attribute's rule from the manifest (custom-elements.json; scripts/manifest.ts's
// ATTRIBUTE_RULES) as the CMS applies it: the field an editor fills in (a number, a choice, a
// picker of the API's ids) and the check on save, so a value the widget would refuse is never
// published.
import type { Field, PayloadRequest } from 'payload';
import type { PickerSource } from './components/ApiPicker';
import { QUIET } from './contentChanged';
import { API_URL, apiPickerComponent } from './pickers';

export type AttributeRule =
  { kind: 'text' } | { kind: 'integer'; min: number; max: number } | { kind: 'choice'; values: string[] } | { kind: 'id'; source: PickerSource };

const ID_SOURCES: Record<string, PickerSource> = { 'clinic-id': 'clinics', 'species-id': 'species', 'product-id': 'products', 'shop-category': 'categories' };

export function parseRule(text: string): AttributeRule {
  const integer = /^integer\s+(\d+)-(\d+)$/.exec(text.trim());
  if (integer) return { kind: 'integer', min: Number(integer[1]), max: Number(integer[2]) };
  if (/^'[^']*'(\s*\|\s*'[^']*')*$/.test(text.trim())) return { kind: 'choice', values: [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]!) };
  const source = ID_SOURCES[text.trim()];
  return source ? { kind: 'id', source } : { kind: 'text' };
}

/** What each kind of id looks like, for when the API cannot be asked. */
const ID_SHAPE: Record<PickerSource, RegExp> = {
  clinics: /^[a-z0-9-]{1,100}$/,
  species: /^\d{1,10}$/,
  products: /^[\w-]{1,100}$/,
  categories: /^[\w .&'-]{1,100}$/,
};

const NOUN: Record<PickerSource, string> = { clinics: 'clinic', species: 'species', products: 'product', categories: 'shop category' };

/** The ids (or names) the API offers a vet group for `source`; null when it cannot be asked. */
export async function offeredIds(source: PickerSource, vetId: string, doFetch: typeof fetch = fetch): Promise<Set<string> | null> {
  const path = {
    clinics: '/api/v2/appointment/start',
    species: '/api/v2/appointment/start',
    products: '/api/v1/shop?limit=100',
    categories: '/api/v1/shop/tag',
  }[source];
  try {
    const res = await doFetch(`${API_URL}${path}`, { headers: { 'X-Vet-Id': vetId, Accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    const answer = (await res.json()) as { data?: unknown };
    const body = (answer.data ?? answer) as Record<string, unknown>;
    const list = (key: string) => (Array.isArray(body[key]) ? (body[key] as unknown[]) : []);
    if (source === 'clinics') return new Set(list('clinics').map((c) => String((c as { id?: unknown }).id)));
    if (source === 'species') return new Set(list('species').flatMap((map) => Object.keys(map as object)));
    if (source === 'products')
      return new Set(
        list('items')
          .flatMap((p) => [String((p as { id?: unknown }).id), String((p as { slug?: unknown }).slug ?? '')])
          .filter(Boolean),
      );
    return new Set(list('categories').map(String));
  } catch {
    return null;
  }
}

const groupOf = (data: unknown): string | null => {
  const group = (data as { vetGroup?: unknown } | undefined)?.vetGroup;
  return typeof group === 'string' ? group : typeof group === 'object' && group !== null ? String((group as { id?: unknown }).id ?? '') || null : null;
};

/** The message for a value the rule refuses, or true. */
export async function checkAttribute(rule: AttributeRule, label: string, value: unknown, vetId: string | null, doFetch?: typeof fetch): Promise<string | true> {
  if (value === null || value === undefined || value === '') return true;
  const text = String(value).trim();
  switch (rule.kind) {
    case 'integer': {
      const n = Number(text);
      return /^\d+$/.test(text) && n >= rule.min && n <= rule.max ? true : `${label} must be a whole number from ${rule.min} to ${rule.max}.`;
    }
    case 'choice':
      return rule.values.includes(text) ? true : `${label} must be one of: ${rule.values.join(', ')}.`;
    case 'id': {
      // Several shop categories may be named, comma-separated.
      const given =
        rule.source === 'categories'
          ? text
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [text];
      const offered = vetId ? await offeredIds(rule.source, vetId, doFetch) : null;
      // The API cannot be asked now: the value keeps the shape of an id at least.
      if (!offered)
        return given.every((g) => ID_SHAPE[rule.source].test(g)) ? true : `${label}: "${text}" is not a ${NOUN[rule.source]} id. Choose one from the list.`;
      const lower = new Set([...offered].map((o) => o.toLowerCase()));
      const unknown = given.filter((g) => !offered.has(g) && !(rule.source === 'categories' && lower.has(g.toLowerCase())));
      return unknown.length === 0 ? true : `${label}: "${unknown.join('", "')}" is not a ${NOUN[rule.source]} this group offers. Choose one from the list.`;
    }
    default:
      return true;
  }
}

/** The admin field of an attribute with this rule, named as the attribute. */
export function attributeField(
  name: string,
  label: string,
  description: string,
  rule: AttributeRule,
  condition: NonNullable<Field['admin']>['condition'],
): Field {
  const admin = { description, condition };
  const validate = async (value: unknown, { req, data }: { req: PayloadRequest; data: unknown }) =>
    checkAttribute(
      rule,
      label,
      value,
      // The demo seed asks the API nothing (it may not run yet): ids are checked by their shape then.
      req.context?.[QUIET] ? null : (groupOf(data) ?? groupOf({ vetGroup: (req.user as { vetGroup?: unknown } | null)?.vetGroup })),
    );
  if (rule.kind === 'choice') return { name, label, type: 'select', options: rule.values, admin, validate } as Field;
  if (rule.kind === 'id') return { name, label, type: 'text', admin: { ...admin, components: apiPickerComponent(rule.source) }, validate } as Field;
  return { name, label, type: 'text', admin, validate } as Field;
}
