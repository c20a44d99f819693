// The linked-account calls (shared/api/linkedAccounts.ts) for the signed-in customer, with
// every answer checked against shared/schemas/linkedAccounts.ts before the screens see it.
import * as v from 'valibot';
import { ApiError } from '../../shared/api/errors';
import { createLinkedAccountsApi } from '../../shared/api/linkedAccounts';
import {
  LinkedAccountMatchSchema,
  LinkedAccountSchema,
  type AccountType,
  type LinkedAccount,
  type LinkedAccountMatch,
} from '../../shared/schemas/linkedAccounts';
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

function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  // Unreadable answers fail like a call without a server message: screens use their own words.
  if (!result.success) throw new ApiError({ data: value, status: 200, statusText: 'Unexpected answer' });
  return result.output;
}

export function createLinkingApi(widget: WidgetApi): LinkingApi {
  const linked = createLinkedAccountsApi(widget.client);
  return {
    signedIn: async () => Boolean(await widget.getToken()),
    list: async () => parse(v.array(LinkedAccountSchema), await linked.list()),
    status: async (type) => parse(LinkedAccountSchema, await linked.status(type)),
    search: async (type, { clientCode, recordDetail }) =>
      parse(v.nullable(LinkedAccountMatchSchema), (await linked.search(type, clientCode ? { clientCode, recordDetail } : {})) ?? null),
    confirm: async (type) => parse(v.object({ ...LinkedAccountSchema.entries, message: v.optional(v.string()) }), await linked.confirmLink(type)),
    decline: async (type) => parse(LinkedAccountSchema, await linked.declineLink(type)),
  };
}
