// Linking the customer's account to the practice-management system (spec 1 section 7).
// The link completes later on the server; a notification email follows.
import type { ApiClient, CallOptions } from './http';
import type { LinkedAccountSearch } from './payloads';
import { seg } from './resource';
import type { LinkedAccount, LinkedAccountMatch } from './types';

const BASE = '/api/v2/linked-account';

/** The only account type the specs name. */
export const PMS_ACCOUNT_TYPE = 'pms';

export function createLinkedAccountsApi(client: ApiClient) {
  return {
    list: (o?: CallOptions) => client.get<LinkedAccount[]>(BASE, undefined, o),
    status: (accountType: string, o?: CallOptions) => client.get<LinkedAccount>(`${BASE}/status/${seg(accountType)}`, undefined, o),
    /** The spec names no search fields; the server identifies the customer from the token. */
    search: (accountType: string, criteria?: LinkedAccountSearch, o?: CallOptions) =>
      client.post<LinkedAccountMatch | null>(`${BASE}/search/${seg(accountType)}`, criteria, o),
    /** Response body not shown in the spec. */
    confirmLink: (accountType: string, o?: CallOptions) => client.post<unknown>(`${BASE}/confirm-link/${seg(accountType)}`, undefined, o),
    declineLink: (accountType: string, o?: CallOptions) => client.post<unknown>(`${BASE}/decline-link/${seg(accountType)}`, undefined, o),
  };
}

export type LinkedAccountsApi = ReturnType<typeof createLinkedAccountsApi>;
