import * as v from 'valibot';
import { messagesByField } from './fields';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_REQUIRED, PHONE_INVALID, PHONE_REQUIRED } from './contact';
import {
  ADDRESS_REQUIRED,
  AUTHORISED_PEOPLE_TOO_MANY,
  CITY_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  POSTCODE_REQUIRED,
  REGION_REQUIRED,
  REGISTRATION_DEFAULTS,
  REGISTRATION_TYPE_INVALID,
  RegistrationExistingSchema,
  RegistrationNewSchema,
  TERMS_REQUIRED,
} from './registration';

const existing = {
  firstName: 'Mere',
  lastName: 'Tane',
  email: 'mere@example.nz',
  phone: '021 555 7777',
  region: 'Waikato',
  agreeTermsConditions: true,
  clientCode: 'TV20001',
};

const newClient = {
  ...existing,
  clientCode: '',
  address: '12 Kowhai Street',
  suburb: 'Hillcrest',
  city: 'Hamilton',
  postcode: '3216',
  driverLicense: 'DL123456',
  authorisedPeople: [{ name: 'Rangi Tane', phone: '027 555 1111' }],
  pickupDropoff: true,
  payMoneyOwed: false,
  makeEnquires: true,
  subscribePromotionalEmails: false,
};

const issues = (schema: v.GenericSchema, input: unknown) => messagesByField(v.safeParse(schema, input).issues ?? []);

describe('RegistrationExistingSchema', () => {
  it('accepts an existing client and turns the region name into the region', () => {
    const out = v.parse(RegistrationExistingSchema, existing);
    expect(out.region).toEqual({ id: 3, name: 'Waikato' });
    expect(out.clientCode).toBe('TV20001');
    expect(out.agreeTermsConditions).toBe(true);
  });

  it('client code is optional', () => {
    expect(issues(RegistrationExistingSchema, { ...existing, clientCode: undefined })).toEqual({});
  });

  it.each([
    ['Manawatu-Whanganui', 8],
    ["Hawke's Bay", 6],
    ['hawkes bay', 6],
    ['Somewhere else', 2], // spec: the fallback is Auckland
    [16, 16],
    ['14', 14],
    [{ id: 9 }, 9],
    [{ name: 'Otago' }, 15],
  ])('region %o is region %i', (region, id) => {
    expect(v.parse(RegistrationExistingSchema, { ...existing, region }).region.id).toBe(id);
  });

  it.each([
    ['terms not ticked', { agreeTermsConditions: false }, 'agreeTermsConditions', TERMS_REQUIRED],
    ['terms missing', { agreeTermsConditions: undefined }, 'agreeTermsConditions', TERMS_REQUIRED],
    ['terms as text', { agreeTermsConditions: 'true' }, 'agreeTermsConditions', TERMS_REQUIRED],
    ['no first name', { firstName: '' }, 'firstName', FIRST_NAME_REQUIRED],
    ['no last name', { lastName: undefined }, 'lastName', LAST_NAME_REQUIRED],
    ['bad email', { email: 'mere.example.nz' }, 'email', EMAIL_INVALID],
    ['no email', { email: '' }, 'email', EMAIL_REQUIRED],
    ['no phone', { phone: '' }, 'phone', PHONE_REQUIRED],
    ['bad phone', { phone: '(021) 555' }, 'phone', PHONE_INVALID],
    ['no region', { region: '' }, 'region', REGION_REQUIRED],
    ['region id out of range', { region: 17 }, 'region', REGION_REQUIRED],
    ['region of the wrong kind', { region: true }, 'region', REGION_REQUIRED],
    ['unknown type', { type: 'vip' }, 'type', REGISTRATION_TYPE_INVALID],
  ])('%s', (_label, change, path, message) => {
    expect(issues(RegistrationExistingSchema, { ...existing, ...change })[path]).toBe(message);
  });
});

describe('RegistrationNewSchema', () => {
  it('reads address and postcode as street and postCode, and is always from the web', () => {
    const out = v.parse(RegistrationNewSchema, { ...newClient, registeredFrom: 'app' });
    expect(out).toMatchObject({ street: '12 Kowhai Street', postCode: '3216', city: 'Hamilton', registeredFrom: 'web', pickupDropoff: true });
  });

  it('accepts street and postCode spelled the other way too', () => {
    const { address: _a, postcode: _p, ...rest } = newClient;
    expect(v.parse(RegistrationNewSchema, { ...rest, street: '1 Main Road', postCode: '3200' })).toMatchObject({ street: '1 Main Road', postCode: '3200' });
  });

  it('drops authorised people that lack a name or a phone', () => {
    const out = v.parse(RegistrationNewSchema, {
      ...newClient,
      authorisedPeople: [{ name: 'Rangi', phone: '027 1' }, { name: 'No phone', phone: '' }, { name: '', phone: '021 2' }, { name: '  ', phone: ' ' }, {}],
    });
    expect(out.authorisedPeople).toEqual([{ name: 'Rangi', phone: '027 1' }]);
  });

  it('still checks the phone of a kept authorised person', () => {
    expect(issues(RegistrationNewSchema, { ...newClient, authorisedPeople: [{ name: 'Rangi', phone: 'call me' }] })['authorisedPeople.0.phone']).toBe(
      PHONE_INVALID,
    );
  });

  it('allows at most ten authorised people', () => {
    const people = Array.from({ length: 11 }, (_, i) => ({ name: `Person ${i}`, phone: '021 555' }));
    expect(issues(RegistrationNewSchema, { ...newClient, authorisedPeople: people }).authorisedPeople).toBe(AUTHORISED_PEOPLE_TOO_MANY);
  });

  it.each([
    ['no address', { address: '' }, 'street', ADDRESS_REQUIRED],
    ['no city', { city: ' ' }, 'city', CITY_REQUIRED],
    ['no postcode', { postcode: undefined }, 'postCode', POSTCODE_REQUIRED],
    ['terms not ticked', { agreeTermsConditions: false }, 'agreeTermsConditions', TERMS_REQUIRED],
    ['option not a boolean', { payMoneyOwed: 'yes' }, 'payMoneyOwed', 'Must be yes or no'],
  ])('%s', (_label, change, path, message) => {
    expect(issues(RegistrationNewSchema, { ...newClient, ...change })[path]).toBe(message);
  });

  it('starts the form with the terms ticked', () => {
    expect(REGISTRATION_DEFAULTS.agreeTermsConditions).toBe(true);
  });

  it('refuses a body that is not an object', () => {
    expect(v.safeParse(RegistrationNewSchema, ['x']).success).toBe(false);
    expect(v.safeParse(RegistrationNewSchema, null).success).toBe(false);
  });
});
