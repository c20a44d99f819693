// Saved cards (spec 2 section 7, docs/accounts.md): GET/POST /api/v1/profile/paymentmethod,
// PUT …/{id}/setdefault, DELETE …/{id}. The card itself never reaches this API: the browser
// turns it into a token (widgets/kit/payments) and only `{ token }` is sent.
import type { AddPaymentMethodInput } from '../schemas/paymentMethods';
import type { ApiClient, CallOptions } from './http';
import { createResource, seg, type Id, type Page } from './resource';
import type { PaymentMethod } from './types';

const PATH = '/api/v1/profile/paymentmethod';

export function createPaymentMethodsApi(client: ApiClient) {
  const resource = createResource<PaymentMethod, Record<string, never>, AddPaymentMethodInput, PaymentMethod[]>(client, 'profile/paymentmethod');
  return {
    /** Saved cards, default first. The server pages them (`data.items`); a bare list is read too. */
    list: async (o?: CallOptions): Promise<PaymentMethod[]> => {
      const data = await client.get<Page<PaymentMethod> | PaymentMethod[] | null>(PATH, undefined, o);
      return Array.isArray(data) ? data : (data?.items ?? []);
    },
    add: (input: AddPaymentMethodInput, o?: CallOptions) => client.post<PaymentMethod>(PATH, input, o),
    setDefault: (id: Id, o?: CallOptions) => client.put<PaymentMethod>(`${PATH}/${seg(id)}/setdefault`, undefined, o),
    remove: resource.remove,
  };
}

export type PaymentMethodsApi = ReturnType<typeof createPaymentMethodsApi>;
