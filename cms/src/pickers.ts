// A text field whose value is an id the platform's API knows (a clinic, a species), picked from
// the API by name rather than typed (src/components/ApiPicker.tsx), so what the portal sends
// back to the API is what the API expects.
import type { Field } from 'payload';
import type { PickerSource } from './components/ApiPicker';
import { PORTAL_URL } from './portal';

/** The platform's API the pickers read: the portal's server (src/portal.ts). */
export const API_URL = PORTAL_URL;

/** The admin's field component for an id picked from `source`. */
export function apiPickerComponent(source: PickerSource) {
  return { Field: { path: '/components/ApiPicker#ApiPicker', clientProps: { source, apiUrl: API_URL } } };
}

/** A text field holding an id of the API's, picked from `source`. */
export function apiIdField(name: string, source: PickerSource, label: string, description: string): Field {
  return { name, label, type: 'text', admin: { description, components: apiPickerComponent(source) } };
}
