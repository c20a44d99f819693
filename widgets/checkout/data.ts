// What the checkout loads besides the basket: the clinics for click and collect (anyone) and,
// signed in, the profile (read-only contact) and the saved delivery addresses. Saved cards
// come from kit/payments (useSavedCards). Lists that fail to load show empty.
import { bookingStart } from '../kit/bookingStart';
import { useWidgetQuery, type WidgetApi } from '../kit/WidgetContext';
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

async function loadCheckoutData(widget: WidgetApi, signedIn: boolean) {
  // Shared with a <vet-booking> on the same page (one start call serves both).
  const clinics = bookingStart(widget, 'vet-checkout')
    .then((start) => start.clinics.map((c) => ({ id: String(c.id), name: c.name, address: c.address })))
    .catch(() => [] as CollectClinic[]);
  // Only a signed-in checkout reads the profile: its calls and schemas load then, not for a guest.
  const profileApi = signedIn ? import('../../shared/api/profile').then(({ createProfileApi }) => createProfileApi(widget.client)) : null;
  const profile = profileApi ? profileApi.then((api) => api.get()) : Promise.resolve(null);
  const addresses = profileApi ? profileApi.then((api) => api.addresses.list()).catch(() => [] as SavedAddress[]) : Promise.resolve([] as SavedAddress[]);
  const [p, a, c] = await Promise.all([profile, addresses, clinics]);
  return { profile: p, addresses: a, clinics: c };
}

export function useCheckoutData(widget: WidgetApi, signedIn: boolean | null): CheckoutData {
  // Until the session is known there is nothing to ask (null waits).
  const query = useWidgetQuery(signedIn === null ? null : `checkout-data?signedIn=${signedIn}`, () => loadCheckoutData(widget, signedIn === true));
  if (query.status === 'ready')
    return {
      status: 'ready',
      ...query.data,
      addressAdded: (address) => query.set((data) => ({ ...data!, addresses: [...(data?.addresses ?? []).filter((a) => a.id !== address.id), address] })),
    };
  // Without the profile a signed-in checkout cannot be filled in: offer a retry.
  return query.status === 'error' ? { status: 'error', retry: query.reload, error: query.error } : { status: 'loading' };
}
