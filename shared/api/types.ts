// Answer shapes not yet given an answer schema in shared/schemas (docs/contracts.md: each
// domain's answers live there, beside its requests). Only the app-store links and the shared
// photo remain: both are read by one screen each and written by one route.

/** A single id-to-name map, e.g. { "1": "Dog" } (species, slot times). */
export type IdNameMap = Record<string, string>;

export interface AppStoreLinks {
  ios: string;
  android: string;
}

export interface SharedPhoto {
  /** Base64 JPEG. */
  image: string;
  eventTitle: string;
  eventDescription: string;
  petName: string;
  entryTitle: string;
}
