// Linking the customer's account to the practice-management system.
// The link completes later on the server; a notification email follows. Answers are parsed
// with shared/schemas/linkedAccounts.ts.
import * as v from 'valibot';
import { LinkedAccountConfirmSchema, LinkedAccountMatchSchema, LinkedAccountSchema } from '../schemas/linkedAccounts';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { LinkedAccountSearch } from './payloads';
import { seg } from './resource';

const BASE = '/api/v2/linked-account';

/** The only account type the specs name. */
export const PMS_ACCOUNT_TYPE = 'pms';

export function createLinkedAccountsApi(client: ApiClient) {
  return {
    list: async (o?: CallOptions) => parseAnswer(v.array(LinkedAccountSchema), await client.get<unknown>(BASE, undefined, o), 'linked-account'),
    status: async (accountType: string, o?: CallOptions) =>
      parseAnswer(LinkedAccountSchema, await client.get<unknown>(`${BASE}/status/${seg(accountType)}`, undefined, o), 'linked-account/status'),
    /** Without criteria the server finds the record by the signed-in customer's email; `null` is "no match". */
    search: async (accountType: string, criteria?: LinkedAccountSearch, o?: CallOptions) =>
      parseAnswer(
        v.nullable(LinkedAccountMatchSchema),
        (await client.post<unknown>(`${BASE}/search/${seg(accountType)}`, criteria ?? {}, o)) ?? null,
        'linked-account/search',
      ),
    /** The reference API answers the status plus the spec's 'linking process has been started' message. */
    confirmLink: async (accountType: string, o?: CallOptions) =>
      parseAnswer(
        LinkedAccountConfirmSchema,
        await client.post<unknown>(`${BASE}/confirm-link/${seg(accountType)}`, undefined, o),
        'linked-account/confirm-link',
      ),
    declineLink: async (accountType: string, o?: CallOptions) =>
      parseAnswer(LinkedAccountSchema, await client.post<unknown>(`${BASE}/decline-link/${seg(accountType)}`, undefined, o), 'linked-account/decline-link'),
  };
}

export type LinkedAccountsApi = ReturnType<typeof createLinkedAccountsApi>;
