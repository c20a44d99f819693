/** A single id-to-name map, e.g. { "1": "Dog" } (species, slot times). */
export type IdNameMap = Record<string, string>;
