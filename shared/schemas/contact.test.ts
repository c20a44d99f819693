import * as v from 'valibot';
import { messagesByField } from './fields';
import { describe, expect, it } from 'vitest';
import {
  CLINIC_REQUIRED,
  CONTACT_PAGE_ORIGIN,
  ContactFormSchema,
  ContactMessageSchema,
  contactThanks,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FULL_NAME_REQUIRED,
  MESSAGE_REQUIRED,
  PHONE_INVALID,
  PHONE_NUMBER_REQUIRED,
} from './contact';

const valid = {
  clinicId: 'tui-hamilton',
  name: 'Aroha Smith',
  email: 'aroha@example.nz',
  phone: '021 555 1234',
  message: 'Can I bring my dog in on Friday?',
  recipientEmail: 'hamilton@tuivets.example.nz',
  clinicName: 'Tui Vets Hamilton',
  origin: 'Contact Us Page',
};

/** The first message for each dot path, as the server reports them. */
const issues = (schema: v.GenericSchema, input: unknown) => messagesByField(v.safeParse(schema, input).issues ?? []);

describe('ContactMessageSchema', () => {
  it('accepts the message the contact page posts and trims it', () => {
    const out = v.parse(ContactMessageSchema, { ...valid, name: '  Aroha Smith ' });
    expect(out.name).toBe('Aroha Smith');
    expect(out.origin).toBe('Contact Us Page');
  });

  it('reads a missing origin as the contact page', () => {
    const { origin: _origin, ...rest } = valid;
    expect(v.parse(ContactMessageSchema, rest).origin).toBe(CONTACT_PAGE_ORIGIN);
    expect(v.parse(ContactMessageSchema, { ...valid, origin: '' }).origin).toBe(CONTACT_PAGE_ORIGIN);
  });

  it('keeps a block name as the origin', () => {
    expect(v.parse(ContactMessageSchema, { ...valid, origin: 'Farm services contact block' }).origin).toBe('Farm services contact block');
  });

  it.each([
    ['no clinic', { clinicId: '' }, 'clinicId', CLINIC_REQUIRED],
    ['clinic missing', { clinicId: undefined }, 'clinicId', CLINIC_REQUIRED],
    ['clinic null', { clinicId: null }, 'clinicId', CLINIC_REQUIRED],
    ['no name', { name: '   ' }, 'name', FULL_NAME_REQUIRED],
    ['name a number', { name: 12 }, 'name', FULL_NAME_REQUIRED],
    ['no email', { email: '' }, 'email', EMAIL_REQUIRED],
    ['bad email', { email: 'aroha@' }, 'email', EMAIL_INVALID],
    ['no phone', { phone: '' }, 'phone', PHONE_NUMBER_REQUIRED],
    ['letters in phone', { phone: '021 abc' }, 'phone', PHONE_INVALID],
    ['plus in phone', { phone: '+64 21 555' }, 'phone', PHONE_INVALID],
    ['no message', { message: '' }, 'message', MESSAGE_REQUIRED],
    ['message too long', { message: 'x'.repeat(5001) }, 'message', 'Must be at most 5000 characters'],
    ['origin too long', { origin: 'x'.repeat(101) }, 'origin', 'Must be at most 100 characters'],
  ])('%s: %s says "%s"', (_label, change, path, message) => {
    expect(issues(ContactMessageSchema, { ...valid, ...change })[path]).toBe(message);
  });

  it('accepts a numeric clinic id as text', () => {
    expect(v.parse(ContactMessageSchema, { ...valid, clinicId: 12 }).clinicId).toBe('12');
  });

  it('refuses a body that is not an object', () => {
    expect(v.safeParse(ContactMessageSchema, 'hello').success).toBe(false);
  });
});

describe('ContactFormSchema', () => {
  it('needs a clinic first of all', () => {
    expect(issues(ContactFormSchema, {})).toEqual({
      clinicId: CLINIC_REQUIRED,
      name: FULL_NAME_REQUIRED,
      email: EMAIL_REQUIRED,
      phone: PHONE_NUMBER_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
  });

  it('thanks the person by name', () => {
    expect(contactThanks('Aroha')).toBe('Thanks Aroha for contacting us!');
  });
});
