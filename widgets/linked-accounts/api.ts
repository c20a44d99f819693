// The linked-account calls (shared/api/linkedAccounts.ts, which parses every answer with
// shared/schemas/linkedAccounts.ts) for the signed-in customer.
import { createLinkedAccountsApi } from '../../shared/api/linkedAccounts';
import type { AccountType, LinkedAccount, LinkedAccountMatch } from '../../shared/schemas/linkedAccounts';
import type { WidgetApi } from '../kit/WidgetContext';

export interface LinkingApi {
  /** False when nobody is signed in (no token): the screens say so instead of calling. */
  signedIn: () => Promise<boolean>;
  list: () => Promise<LinkedAccount[]>;
  status: (type: AccountType) => Promise<LinkedAccount>;
  /** No client code: the record under the account's email; with one, also a fact the record holds. */
  search: (type: AccountType, criteria: { clientCode: string; recordDetail: string }) => Promise<LinkedAccountMatch | null>;
  confirm: (type: AccountType) => Promise<LinkedAccount & { message?: string }>;
  decline: (type: AccountType) => Promise<LinkedAccount>;
}

export function createLinkingApi(widget: WidgetApi): LinkingApi {
  const linked = createLinkedAccountsApi(widget.client);
  return {
    signedIn: async () => Boolean(await widget.getToken()),
    list: () => linked.list(),
    status: (type) => linked.status(type),
    search: (type, { clientCode, recordDetail }) => linked.search(type, clientCode ? { clientCode, recordDetail } : {}),
    confirm: (type) => linked.confirmLink(type),
    decline: (type) => linked.declineLink(type),
  };
}
