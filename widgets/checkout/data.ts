// What the checkout loads besides the basket: the clinics for click and collect (anyone) and,
// signed in, the profile (read-only contact) and the saved delivery addresses. Saved cards
// come from kit/payments (useSavedCards). Lists that fail to load show empty (spec 2 section 8).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { ApiClient } from '../../shared/api/http';
import { createProfileApi } from '../../shared/api/profile';

const id = v.union([v.string(), v.number()]);
const text = v.pipe(v.nullish(v.string(), ''), v.transform((x) => x ?? ''));

const ProfileSchema = v.object({ id, firstName: text, lastName: text, email: text, phone: text });
export type CheckoutProfile = v.InferOutput<typeof ProfileSchema>;

const AddressSchema = v.object({
  id,
  company: text,
  street: text,
  suburb: text,
  city: text,
  postCode: text,
  region: v.optional(v.nullable(v.object({ id: v.optional(id), name: v.optional(v.string()) })), null),
  isDefault: v.optional(v.boolean(), false),
});
export type SavedAddress = v.InferOutput<typeof AddressSchema>;
const AddressPageSchema = v.union([v.object({ items: v.array(AddressSchema) }), v.pipe(v.array(AddressSchema), v.transform((items) => ({ items })))]);

const ClinicSchema = v.object({ id: v.pipe(id, v.transform(String)), name: v.string(), address: text });
export type CollectClinic = v.InferOutput<typeof ClinicSchema>;
const StartSchema = v.object({ clinics: v.array(ClinicSchema) });

export type CheckoutData =
  | { status: 'loading' }
  | { status: 'ready'; profile: CheckoutProfile | null; addresses: SavedAddress[]; clinics: CollectClinic[] }
  | { status: 'error'; retry: () => void };

/** 'Hamilton Central, Hamilton 3204' style one-line address. */
export const addressLine = (a: SavedAddress) =>
  [a.company, a.street, a.suburb, [a.city, a.postCode].filter(Boolean).join(' '), a.region?.name].filter(Boolean).join(', ');

export function useCheckoutData(client: ApiClient, signedIn: boolean | null): CheckoutData {
  const [state, setState] = useState<CheckoutData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (signedIn === null) return;
    let live = true;
    setState({ status: 'loading' });
    const profileApi = createProfileApi(client);
    const clinics = createAppointmentsApi(client)
      .start()
      .then((start) => v.parse(StartSchema, start).clinics)
      .catch(() => [] as CollectClinic[]);
    const profile = signedIn ? profileApi.get().then((p) => v.parse(ProfileSchema, p)) : Promise.resolve(null);
    const addresses = signedIn
      ? profileApi.addresses.list().then((page) => v.parse(AddressPageSchema, page).items, () => [] as SavedAddress[])
      : Promise.resolve([] as SavedAddress[]);
    Promise.all([profile, addresses, clinics]).then(
      ([p, a, c]) => live && setState({ status: 'ready', profile: p, addresses: a, clinics: c }),
      // Without the profile a signed-in checkout cannot be filled in: offer a retry.
      () => live && setState({ status: 'error', retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [client, signedIn, attempt]);
  return state;
}
