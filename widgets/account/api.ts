// The account area's calls, picked from the one API client (shared/api/*): the widget's
// api-base, vet id and token go in once, every answer is checked against types.ts before a
// screen sees it.
import * as v from 'valibot';
import { ApiError } from '../../shared/api/errors';
import { createOrdersApi } from '../../shared/api/orders';
import type { AddressInput, PasswordChange, PetInput, PetPhoto, ProfileInput } from '../../shared/api/payloads';
import { createPaymentMethodsApi } from '../../shared/api/paymentMethods';
import { createPetsApi } from '../../shared/api/pets';
import { createProfileApi } from '../../shared/api/profile';
import type { Id } from '../../shared/api/resource';
import { createSpeciesApi } from '../../shared/api/species';
import { createSubscriptionsApi } from '../../shared/api/subscriptions';
import type { WidgetApi } from '../kit/WidgetContext';
import {
  CardSchema,
  OrderSchema,
  PetSchema,
  PhotoResultSchema,
  SpeciesListSchema,
  SubscriptionSchema,
  pageOf,
  type Address,
  type Card,
  type Order,
  type Page,
  type Pet,
  type Profile,
  type Species,
  type Subscription,
} from './types';

export const UNEXPECTED_ANSWER = 'The account service sent an answer we could not read.';

function parse<S extends v.GenericSchema>(schema: S, value: unknown, call: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  console.warn(`vet-account: unexpected answer from ${call}`, result.issues[0]?.message, result.issues[0]?.path);
  throw new ApiError({ data: value, status: 200, statusText: UNEXPECTED_ANSWER });
}

/** A list that may come as a page ({ items, total }) or a plain array. */
const listOf = <S extends v.GenericSchema>(item: S) =>
  v.union([
    pageOf(item),
    v.pipe(
      v.array(item),
      v.transform((items) => ({ items, total: items.length })),
    ),
  ]);

export interface SubscriptionChange {
  id: Id;
  name: string;
  status?: string;
  interval: string | null;
  intervalCount: number | null;
  nextPaymentDate: string | null;
  deliveryNotes?: string;
}

export interface AccountApi {
  profile(): Promise<Profile>;
  saveProfile(input: ProfileInput): Promise<Profile>;
  deleteAccount(password: string): Promise<void>;
  changePassword(input: PasswordChange): Promise<void>;
  addresses(): Promise<Address[]>;
  saveAddress(input: AddressInput): Promise<Address>;
  removeAddress(id: Id): Promise<void>;
  setDefaultAddress(id: Id): Promise<void>;
  pets(): Promise<Page<Pet>>;
  savePet(input: PetInput): Promise<Pet>;
  removePet(id: Id): Promise<void>;
  addPetPhoto(id: Id, photo: PetPhoto): Promise<string>;
  species(): Promise<Species[]>;
  orders(page: { offset: number; limit: number }): Promise<Page<Order>>;
  order(id: Id): Promise<Order>;
  subscriptions(page: { offset: number; limit: number }): Promise<Page<Subscription>>;
  subscriptionHistory(id: Id, page: { offset: number; limit: number }): Promise<Page<Order>>;
  saveSubscription(change: SubscriptionChange): Promise<Subscription>;
  cancelSubscription(subscription: Pick<Subscription, 'id'>): Promise<void>;
  cards(): Promise<Card[]>;
  removeCard(id: Id): Promise<void>;
  setDefaultCard(id: Id): Promise<void>;
  addCard(token: string): Promise<Card>;
}

export function createAccountApi(widget: WidgetApi): AccountApi {
  const client = widget.client;
  const profile = createProfileApi(client);
  const pets = createPetsApi(client);
  const orders = createOrdersApi(client);
  const cards = createPaymentMethodsApi(client);
  const species = createSpeciesApi(client);
  const subscriptions = createSubscriptionsApi(client);

  return {
    profile: () => profile.get(),
    saveProfile: (input) => profile.save(input),
    deleteAccount: (password) => profile.deleteAccount(password),
    changePassword: async (input) => void (await profile.changePassword(input)),
    addresses: () => profile.addresses.list(),
    saveAddress: (input) => profile.addresses.save(input),
    removeAddress: (id) => profile.addresses.remove(id),
    setDefaultAddress: async (id) => void (await profile.addresses.setDefault(id)),
    pets: async () => parse(listOf(PetSchema), await pets.list({ offset: 0, limit: 100 }), 'pet'),
    savePet: async (input) => parse(PetSchema, await pets.save(input), 'pet'),
    removePet: (id) => pets.remove(id),
    addPetPhoto: async (id, photo) => parse(PhotoResultSchema, await pets.addPhoto(id, photo), 'pet/addphoto').photoUrl,
    species: async () => parse(SpeciesListSchema, await species.list(), 'species'),
    orders: async (page) => parse(listOf(OrderSchema), await orders.list(page), 'profile/order'),
    order: async (id) => parse(OrderSchema, await orders.get(id), 'profile/order'),
    subscriptions: async (page) => parse(listOf(SubscriptionSchema), await subscriptions.list(page), 'profile/subscription'),
    subscriptionHistory: async (id, page) => parse(listOf(OrderSchema), await subscriptions.history(id, page), 'profile/subscription/history'),
    saveSubscription: async (change) => parse(SubscriptionSchema, await subscriptions.save(change), 'profile/subscription'),
    cancelSubscription: async (subscription) => void (await subscriptions.cancel(subscription.id)),
    cards: async () => parse(listOf(CardSchema), await cards.list(), 'profile/paymentmethod').items,
    removeCard: (id) => cards.remove(id),
    setDefaultCard: async (id) => void (await cards.setDefault(id)),
    addCard: async (token) => parse(CardSchema, await cards.add({ token, isDefault: false }), 'profile/paymentmethod'),
  };
}

/** The message a failed call shows: the server's, else the screen's own wording. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.error) return error.error;
  return fallback;
}

/** Field messages a 422 carries (`issues: { field: message }`). */
export function issuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!issues || typeof issues !== 'object' || Array.isArray(issues)) return {};
  return Object.fromEntries(Object.entries(issues).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
