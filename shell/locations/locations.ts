// Location rules the footer and the location cards share: the three clinics, the main one,
// contact methods by kind, and map links from coordinates (longitude first).
import { MAP_ZOOM } from '../../shared/domain/limits';
import { ContactMethodSchema, itemsOf, OpeningHoursSchema, type ContactMethod, type LocationDoc } from '../../shared/content/docs';

export const FOOTER_LOCATION_COUNT = 3;
export const SOCIAL_KINDS = ['Facebook', 'Instagram', 'LinkedIn', 'Twitter'] as const;

/** Clinics (locations with a practice-system id) before other places; at most `count`. */
export function clinicLocations(locations: readonly LocationDoc[], count = FOOTER_LOCATION_COUNT): LocationDoc[] {
  const clinics = locations.filter((l) => l.vetdeskClinicId !== null && l.vetdeskClinicId !== undefined);
  return (clinics.length ? clinics : [...locations]).slice(0, count);
}

/** The main location, or the first when none is flagged main (footer). */
export function mainLocation(locations: readonly LocationDoc[]): LocationDoc | null {
  return locations.find((l) => l.mainLocation === true) ?? locations[0] ?? null;
}

export function contactsOf(location: LocationDoc): ContactMethod[] {
  return itemsOf(ContactMethodSchema, location.contacts);
}

export function contactValue(location: LocationDoc, type: string): string | null {
  return contactsOf(location).find((c) => c.type.toLowerCase() === type.toLowerCase())?.value ?? null;
}

/** Social links (http(s) only) in a fixed order. */
export function socialLinks(location: LocationDoc | null): Array<{ kind: (typeof SOCIAL_KINDS)[number]; href: string }> {
  if (!location) return [];
  return SOCIAL_KINDS.flatMap((kind) => {
    const value = contactValue(location, kind);
    return value && /^https?:\/\//i.test(value) ? [{ kind, href: value }] : [];
  });
}

export function openingHours(location: LocationDoc) {
  return itemsOf(OpeningHoursSchema, location.openingHours);
}

/** '08:00' -> '8:00am' (12-hour, as the clinics print their hours). */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'pm' : 'am';
  return `${hours % 12 || 12}:${match[2]}${suffix}`;
}

export function coordinates(location: LocationDoc): { lat: number; lng: number } | null {
  const pair = location.address?.coordinates;
  if (!pair) return null;
  const [lng, lat] = pair;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export function directionsUrl(location: LocationDoc): string | null {
  const point = coordinates(location);
  return point ? `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}` : null;
}

export function mapUrl(location: LocationDoc): string | null {
  const point = coordinates(location);
  return point ? `https://www.google.com/maps/@${point.lat},${point.lng},${MAP_ZOOM}z` : null;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
