// Saved cards (docs/accounts.md): GET/POST /api/v1/profile/paymentmethod,
// PUT …/{id}/setdefault, DELETE …/{id}. The card itself never reaches this API: the browser
// turns it into a token (widgets/kit/payments) and only `{ token }` is sent. Answers are
// parsed with shared/schemas/paymentMethods.ts.
import { CardAnswerSchema, CardListAnswerSchema, type AddPaymentMethodInput } from '../schemas/paymentMethods';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { Id } from '../schemas/answerFields';
import { createResource, seg } from './resource';

const PATH = '/api/v1/profile/paymentmethod';

export function createPaymentMethodsApi(client: ApiClient) {
  const resource = createResource<unknown, Record<string, never>, AddPaymentMethodInput, unknown>(client, 'profile/paymentmethod');
  return {
    /** Saved cards, default first. The server pages them (`data.items`); a bare list is read too. */
    list: async (o?: CallOptions) => parseAnswer(CardListAnswerSchema, await client.get<unknown>(PATH, undefined, o), 'profile/paymentmethod').items,
    add: async (input: AddPaymentMethodInput, o?: CallOptions) =>
      parseAnswer(CardAnswerSchema, await client.post<unknown>(PATH, input, o), 'profile/paymentmethod'),
    setDefault: (id: Id, o?: CallOptions) => client.put<unknown>(`${PATH}/${seg(id)}/setdefault`, undefined, o),
    remove: resource.remove,
  };
}

export type PaymentMethodsApi = ReturnType<typeof createPaymentMethodsApi>;
