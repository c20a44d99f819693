// The clinic a location document stands for in the platform's API (the id forms and bookings
// send). The built-in content service keys its locations by the clinics' own ids; the group's
// CMS (cms/) gives documents ids of its own and carries the API's id in `clinicId`, empty for a
// place that is not a clinic (a market stall), which no form can be addressed to.

export function apiClinicIdOf(doc: { id: unknown; clinicId?: unknown }): string | null {
  if (!('clinicId' in doc) || doc.clinicId === undefined) return doc.id === undefined || doc.id === null ? null : String(doc.id);
  return typeof doc.clinicId === 'string' && doc.clinicId.trim() !== '' ? doc.clinicId.trim() : null;
}
