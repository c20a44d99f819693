// Linking the customer's account to the practice-management system (spec 1 section 7).
// The link completes later on the server; a notification email follows. Answers are typed
// from shared/schemas/linkedAccounts.ts; widgets parse them with those schemas.
import type { LinkedAccount, LinkedAccountMatch } from '../schemas/linkedAccounts';
import type { ApiClient, CallOptions } from './http';
import type { LinkedAccountSearch } from './payloads';
import { seg } from './resource';

const BASE = '/api/v2/linked-account';

/** The only account type the specs name. */
export const PMS_ACCOUNT_TYPE = 'pms';

export function createLinkedAccountsApi(client: ApiClient) {
  return {
    list: (o?: CallOptions) => client.get<LinkedAccount[]>(BASE, undefined, o),
    status: (accountType: string, o?: CallOptions) => client.get<LinkedAccount>(`${BASE}/status/${seg(accountType)}`, undefined, o),
    /** Without criteria the server finds the record by the signed-in customer's email; `null` is "no match". */
    search: (accountType: string, criteria?: LinkedAccountSearch, o?: CallOptions) =>
      client.post<LinkedAccountMatch | null>(`${BASE}/search/${seg(accountType)}`, criteria ?? {}, o),
    /** The reference API answers the status plus the spec's 'linking process has been started' message. */
    confirmLink: (accountType: string, o?: CallOptions) =>
      client.post<LinkedAccount & { message?: string }>(`${BASE}/confirm-link/${seg(accountType)}`, undefined, o),
    declineLink: (accountType: string, o?: CallOptions) => client.post<LinkedAccount>(`${BASE}/decline-link/${seg(accountType)}`, undefined, o),
  };
}

export type LinkedAccountsApi = ReturnType<typeof createLinkedAccountsApi>;
