// The generic resource pattern of section 7, shared by every resource the specs list
// (profile/address, admin/donation, profile/order, profile/paymentmethod,
// profile/subscription, feedback, pet, shop, basket, notification, profile).
import { ClientError, UNDEFINED_ITEM_MESSAGE } from './errors';
import type { ApiClient, CallOptions } from './http';
import type { QueryParams } from './query';
import type { Id } from '../schemas/answerFields';

/** Lists come back as `data.items` with `data.total`. */
export interface Page<T> {
  items: T[];
  total: number;
}

export interface Resource<T, Filters extends QueryParams = QueryParams, Input = Partial<T>, L = Page<T>> {
  /** The path without query, e.g. '/api/v1/profile/address'. */
  readonly path: string;
  list(filters?: Filters, options?: CallOptions): Promise<L>;
  get(id: Id, options?: CallOptions): Promise<T>;
  /** POST when the item has no id, else PUT /{id}: one call for "create or update" forms. */
  save(item: Input, options?: CallOptions): Promise<T>;
  remove(id: Id | null | undefined, options?: CallOptions): Promise<void>;
}

const hasId = (id: unknown): id is Id => (typeof id === 'string' && id.trim() !== '') || typeof id === 'number';

/** Path segments are encoded so an id can never reach another route. */
export const seg = (value: Id): string => encodeURIComponent(String(value));

export function createResource<T, Filters extends QueryParams = QueryParams, Input = Partial<T>, L = Page<T>>(
  client: ApiClient,
  resource: string,
  version: 'v1' | 'v2' = 'v1',
): Resource<T, Filters, Input, L> {
  const path = `/api/${version}/${resource}`;
  return {
    path,
    list: (filters, o) => client.get<L>(path, filters, o),
    get: (id, o) => client.get<T>(`${path}/${seg(id)}`, undefined, o),
    save: (item, o) => {
      const id = (item as { id?: unknown } | null)?.id;
      return hasId(id) ? client.put<T>(`${path}/${seg(id)}`, item, o) : client.post<T>(path, item, o);
    },
    remove: async (id, o) => {
      // Without this a DELETE to the collection itself would go out.
      if (!hasId(id)) throw new ClientError('undefined-id', UNDEFINED_ITEM_MESSAGE);
      await client.delete<void>(`${path}/${seg(id)}`, o);
    },
  };
}
