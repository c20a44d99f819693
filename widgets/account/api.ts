// The account area's calls, picked from the widget's one API client (shared/api/*), which
// parses every answer with its schema from shared/schemas before a screen sees it.
import { createOrdersApi } from '../../shared/api/orders';
import type { AddressInput, PasswordChange, PetInput, PetPhoto, ProfileInput } from '../../shared/api/payloads';
import { createPaymentMethodsApi } from '../../shared/api/paymentMethods';
import { createPetsApi } from '../../shared/api/pets';
import { createProfileApi } from '../../shared/api/profile';
import type { Id } from '../../shared/schemas/answerFields';
import { createSpeciesApi } from '../../shared/api/species';
import { createSubscriptionsApi } from '../../shared/api/subscriptions';
import type { SignedInSite } from '../../shared/schemas/signedInSites';
import type { ReminderChoices } from '../../shared/schemas/reminders';
import { keptKey, sendOnce } from '../kit/keptKey';
import type { WidgetApi } from '../kit/WidgetContext';
import type { Address, Card, Order, Page, Pet, Profile, Species, Subscription } from './types';

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
  sites(): Promise<SignedInSite[]>;
  reminderChoices(): Promise<ReminderChoices>;
  saveReminderChoices(change: Partial<ReminderChoices>): Promise<ReminderChoices>;
  signOutSite(id: string): Promise<void>;
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
  // One key per card the client means to save: a retry after a lost answer is answered that card.
  const cardKey = keptKey(`add-card:${widget.config.vetId}`);

  return {
    profile: () => profile.get(),
    saveProfile: (input) => profile.save(input),
    deleteAccount: (password) => profile.deleteAccount(password),
    changePassword: async (input) => void (await profile.changePassword(input)),
    sites: () => profile.sites.list(),
    reminderChoices: () => profile.reminders.get(),
    saveReminderChoices: (change) => profile.reminders.save(change),
    signOutSite: async (id) => void (await profile.sites.signOut(id)),
    addresses: () => profile.addresses.list(),
    saveAddress: (input) => profile.addresses.save(input),
    removeAddress: (id) => profile.addresses.remove(id),
    setDefaultAddress: async (id) => void (await profile.addresses.setDefault(id)),
    pets: () => pets.list({ offset: 0, limit: 100 }),
    savePet: (input) => pets.save(input),
    removePet: (id) => pets.remove(id),
    addPetPhoto: async (id, photo) => (await pets.addPhoto(id, photo)).photoUrl,
    species: () => species.list(),
    orders: (page) => orders.list(page),
    order: (id) => orders.get(id),
    subscriptions: (page) => subscriptions.list(page),
    subscriptionHistory: (id, page) => subscriptions.history(id, page),
    saveSubscription: (change) => subscriptions.save(change),
    cancelSubscription: async (subscription) => void (await subscriptions.cancel(subscription.id)),
    cards: () => cards.list(),
    removeCard: (id) => cards.remove(id),
    setDefaultCard: async (id) => void (await cards.setDefault(id)),
    addCard: (token) => sendOnce(cardKey, 'a card', (idempotencyKey) => cards.add({ token, isDefault: false }, { idempotencyKey })),
  };
}
