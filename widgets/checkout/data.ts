// What the checkout loads besides the basket: the clinics for click and collect (anyone) and,
// signed in, the profile (read-only contact) and the saved delivery addresses. Saved cards
// come from kit/payments (useSavedCards). Lists that fail to load show empty (spec 2 section 8).
import { useEffect, useState } from 'react';
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { ApiClient } from '../../shared/api/http';
import { createProfileApi } from '../../shared/api/profile';
import type { Address, Profile } from '../../shared/schemas/profile';

export type CheckoutProfile = Profile;
export type SavedAddress = Address;
export interface CollectClinic {
  id: string;
  name: string;
  address: string;
}

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
      .then((start) => start.clinics.map((c) => ({ id: String(c.id), name: c.name, address: c.address })))
      .catch(() => [] as CollectClinic[]);
    const profile = signedIn ? profileApi.get() : Promise.resolve(null);
    const addresses = signedIn ? profileApi.addresses.list().catch(() => [] as SavedAddress[]) : Promise.resolve([] as SavedAddress[]);
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
