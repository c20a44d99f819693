// What the checkout loads besides the basket: the clinics for click and collect (anyone) and,
// signed in, the profile (read-only contact) and the saved delivery addresses. Saved cards
// come from kit/payments (useSavedCards). Lists that fail to load show empty.
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { ApiClient } from '../../shared/api/http';
import { createProfileApi } from '../../shared/api/profile';
import { useWidgetQuery } from '../kit/WidgetContext';
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
  | {
      status: 'ready';
      profile: CheckoutProfile | null;
      addresses: SavedAddress[];
      clinics: CollectClinic[];
      /** An address saved from the checkout joins the list without asking for it again. */
      addressAdded: (address: SavedAddress) => void;
    }
  | { status: 'error'; retry: () => void; error: unknown };

/** 'Hamilton Central, Hamilton 3204' style one-line address. */
export const addressLine = (a: SavedAddress) =>
  [a.company, a.street, a.suburb, [a.city, a.postCode].filter(Boolean).join(' '), a.region?.name].filter(Boolean).join(', ');

async function loadCheckoutData(client: ApiClient, signedIn: boolean) {
  const profileApi = createProfileApi(client);
  const clinics = createAppointmentsApi(client)
    .start()
    .then((start) => start.clinics.map((c) => ({ id: String(c.id), name: c.name, address: c.address })))
    .catch(() => [] as CollectClinic[]);
  const profile = signedIn ? profileApi.get() : Promise.resolve(null);
  const addresses = signedIn ? profileApi.addresses.list().catch(() => [] as SavedAddress[]) : Promise.resolve([] as SavedAddress[]);
  const [p, a, c] = await Promise.all([profile, addresses, clinics]);
  return { profile: p, addresses: a, clinics: c };
}

export function useCheckoutData(client: ApiClient, signedIn: boolean | null): CheckoutData {
  // Until the session is known there is nothing to ask (null waits).
  const query = useWidgetQuery(signedIn === null ? null : `checkout-data?signedIn=${signedIn}`, () => loadCheckoutData(client, signedIn === true));
  if (query.status === 'ready')
    return {
      status: 'ready',
      ...query.data,
      addressAdded: (address) => query.set((data) => ({ ...data!, addresses: [...(data?.addresses ?? []).filter((a) => a.id !== address.id), address] })),
    };
  // Without the profile a signed-in checkout cannot be filled in: offer a retry.
  return query.status === 'error' ? { status: 'error', retry: query.reload, error: query.error } : { status: 'loading' };
}
