// The 16 New Zealand regions an address or a registration can name (both specs).
// Spelling is a requirement: 'Bay Of Plenty' with a capital O, and
// 'Manawatū-Whanganui' with its macron. Ids follow the spec's order, starting at 1.

export const REGION_NAMES = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay Of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
] as const;

export type RegionName = (typeof REGION_NAMES)[number];

export interface Region {
  id: number;
  name: RegionName;
}

export const REGIONS: readonly Region[] = Object.freeze(REGION_NAMES.map((name, i) => Object.freeze({ id: i + 1, name })));

/** Every address form (account, guest checkout) starts with this and no region. */
export const CHOOSE_REGION = 'Choose a region';

/** Both specs: when a region is missing or unknown, Auckland stands in. */
export const DEFAULT_REGION: Region = REGIONS[1]!;

export function regionById(id: number | string | null | undefined): Region | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const n = Number(id);
  return REGIONS.find((r) => r.id === n);
}

// People type 'Manawatu-Whanganui' without the macron, 'Hawkes Bay', or 'bay of plenty';
// all of those mean a real region, so the match ignores case, diacritics, apostrophes
// and spacing around the hyphen rather than falling back to Auckland.
function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const byNormalisedName = new Map(REGIONS.map((r) => [normalise(r.name), r]));

/** The region with this name, or Auckland when the name is empty or unknown. */
export function regionByName(name: string | null | undefined): Region {
  if (!name) return DEFAULT_REGION;
  return byNormalisedName.get(normalise(name)) ?? DEFAULT_REGION;
}
