// A stand-in for the account API routes, for the component tests: answers by method and
// path through shared/api/fakeFetch (so every request is recorded) and goes through the real
// client and createAccountApi, as the element does. Override any route with a reply.
import { fakeFetch, type FakeReply, type RecordedRequest } from '../../shared/api/fakeFetch';
import type { FetchLike } from '../../shared/api/http';
import { testWidget } from '../kit/testWidget';
import type * as v from 'valibot';
import type { OrderAnswerSchema } from '../../shared/schemas/orders';
import type { CardAnswerSchema } from '../../shared/schemas/paymentMethods';
import type { PetAnswerSchema } from '../../shared/schemas/pets';
import type { SubscriptionAnswerSchema } from '../../shared/schemas/subscriptions';
import { createAccountApi } from './api';

/** The signed-in test client's token (the account screens need one). */
export const TEST_TOKEN = 'token-1';

export const ok = (data: unknown, status = 200): FakeReply => ({ status, json: { success: true, data } });
export const fail = (status: number, message?: string, issues?: Record<string, string>): FakeReply => ({
  status,
  json: { success: false, ...(message ? { message } : {}), ...(issues ? { issues } : {}) },
});

export const PROFILE = {
  id: 7,
  clientCode: 'TV10234',
  firstName: 'Sam',
  lastName: 'Taylor',
  phone: '021 555 0101',
  email: 'sam@example.nz',
  isAccountLinkedToPms: true,
  addresses: [],
  paymentMethods: [],
};
export const ADDRESSES = [
  {
    id: 1,
    type: 'shipping',
    company: '',
    street: '12 Victoria Street',
    suburb: 'Hamilton Central',
    city: 'Hamilton',
    postCode: '3204',
    region: { id: 3, name: 'Waikato' },
    isDefault: true,
  },
  {
    id: 2,
    type: 'shipping',
    company: 'Taylor Farms Ltd',
    street: '480 Pukerimu Lane',
    suburb: 'RD 2',
    city: 'Cambridge',
    postCode: '3494',
    region: { id: 3, name: 'Waikato' },
    isDefault: false,
  },
];
export const PETS = [
  {
    id: 11,
    name: 'Bella',
    type: 'dog',
    species: { id: 1, name: 'Dog' },
    speciesId: 1,
    breed: 'Labrador',
    gender: 'female',
    dateOfBirth: '2019-03-14',
    weight: 28.5,
    desexed: true,
    microchipNumber: '',
    age: '7 years',
    photoUrl: null,
    isLinkedToPms: true,
    vaccinationUpToDate: false,
    missingVaccinations: ['F3'],
    vaccinations: [
      { type: 'C5', dueDate: '2027-03-01', vet: 'Dr Aroha Ngata' },
      { type: 'F3', dueDate: '2026-10-10', vet: 'Dr Aroha Ngata' },
    ],
    treatments: [{ type: 'Flea and worm', date: '2026-10-02', vet: 'Dr Ben Cole' }],
  },
  {
    id: 12,
    name: 'Pip',
    type: 'other',
    otherPetType: 'Rabbit',
    species: { id: 3, name: 'Rabbit' },
    speciesId: 3,
    breed: 'Lop',
    gender: 'male',
    dateOfBirth: null,
    weight: null,
    desexed: null,
    microchipNumber: '',
    age: null,
    photoUrl: null,
    isLinkedToPms: false,
  },
] satisfies v.InferInput<typeof PetAnswerSchema>[];
export const SPECIES = [{ 1: 'Dog' }, { 2: 'Cat' }, { 3: 'Rabbit' }, { 8: 'Other' }];

export function order(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: n,
    number: 100000 + n,
    createdDate: '2026-11-19T09:00:00Z',
    status: 'processing',
    isClickAndCollect: false,
    address: { company: '', street: '12 Victoria Street', suburb: '', city: 'Hamilton', postCode: '3204', region: { id: 3, name: 'Waikato' } },
    paymentMethod: { cardNumber: '4242', brand: 'Visa', expiryMonth: 8, expiryYear: 2029 },
    basket: {
      id: 'b1',
      basketItems: [{ id: 1, productId: 5, productName: 'Dog food 10kg', quantity: 2, price: 50, itemTotal: 100 }],
      subTotal: 100,
      shippingTotal: 9,
      tax: 14.22,
      total: 109,
    },
    courierTracking: [{ carrier: 'NZ Post', trackingNumber: 'NZP123', trackingUrl: 'https://track.example/NZP123', status: 'InTransit' }],
    ...overrides,
  } satisfies v.InferInput<typeof OrderAnswerSchema>;
}

export function subscription(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: n,
    name: `Dog food ${n}`,
    status: 'active',
    interval: 'monthly',
    intervalCount: 1,
    deliveryFrequency: 'Monthly',
    nextPaymentDate: '2026-12-01',
    basket: { id: 'sb', basketItems: [], total: 59 },
    ...overrides,
  } satisfies v.InferInput<typeof SubscriptionAnswerSchema>;
}

export const CARDS = [
  { id: 21, cardNumber: '4242', brand: 'Visa', expiryMonth: 8, expiryYear: 2029, isDefault: true },
  { id: 22, cardNumber: '5555', brand: 'Mastercard', expiryMonth: 1, expiryYear: 2031, isDefault: false },
] satisfies v.InferInput<typeof CardAnswerSchema>[];

export type Routes = Record<string, FakeReply>;

const DEFAULTS: Routes = {
  'GET /api/v1/profile': ok(PROFILE),
  'PUT /api/v1/profile': (r) => ok({ ...PROFILE, ...(r.body as object) }),
  'DELETE /api/v1/profile/delete': ok(null),
  'PUT /api/v1/profile/changepassword': ok(null),
  'GET /api/v1/profile/reminders': ok({ appointment: true, vaccination: true }),
  'PUT /api/v1/profile/reminders': (r) => ok({ appointment: true, vaccination: true, ...(r.body as object) }),
  'GET /api/v1/profile/address': ok({ items: ADDRESSES, total: 2 }),
  'POST /api/v1/profile/address': (r) => ok({ id: 3, isDefault: false, ...(r.body as object), region: { id: 2, name: 'Auckland' } }, 201),
  'PUT /api/v1/profile/address/2/setdefault': ok({ ...ADDRESSES[1], isDefault: true }),
  'DELETE /api/v1/profile/address/2': ok(null),
  'GET /api/v1/pet': ok({ items: PETS, total: 2 }),
  'POST /api/v1/pet': (r) => ok({ id: 13, ...(r.body as object), species: { id: 2, name: 'Cat' }, isLinkedToPms: false, photoUrl: null }, 201),
  'PUT /api/v1/pet/12': (r) => ok({ ...PETS[1], ...(r.body as object) }),
  'PUT /api/v1/pet/13/addphoto': ok({ photoUrl: 'http://api.test/api/v1/pet/photo/k1?vetId=tui-vets' }),
  'PUT /api/v1/pet/12/addphoto': ok({ photoUrl: 'http://api.test/api/v1/pet/photo/k2?vetId=tui-vets' }),
  'DELETE /api/v1/pet/12': { status: 204 },
  'GET /api/v2/species': ok(SPECIES),
  'GET /api/v1/profile/order': ok({ items: [order(4), order(3, { status: 'cancelled', courierTracking: [] })], total: 2 }),
  'GET /api/v1/profile/subscription': ok({ items: [subscription(1), subscription(2, { status: 'suspended' })], total: 2 }),
  'GET /api/v1/profile/subscription/1/history': ok({ items: [], total: 0 }),
  'PUT /api/v1/profile/subscription/1': (r) => ok({ ...subscription(1), ...(r.body as object) }),
  'GET /api/v1/profile/paymentmethod': ok({ items: CARDS, total: 2 }),
  'PUT /api/v1/profile/paymentmethod/22/setdefault': ok({ ...CARDS[1], isDefault: true }),
  'DELETE /api/v1/profile/paymentmethod/22': { status: 204 },
};

export function testServer(overrides: Routes = {}) {
  const routes: Routes = { ...DEFAULTS, ...overrides };
  const route = (request: RecordedRequest): FakeReply => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    return routes[key] ?? fail(404, `No route ${key}`);
  };
  const recorder = fakeFetch();
  const fetch: FetchLike = (input, init) => {
    recorder.reply(route);
    return recorder(input, init);
  };
  const api = createAccountApi(testWidget(fetch, TEST_TOKEN));
  /** Requests made, as 'METHOD /path' (no query), with their bodies. */
  const calls = (key: string) => recorder.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === key);
  return { api, fetch, routes, requests: recorder.requests, calls };
}
