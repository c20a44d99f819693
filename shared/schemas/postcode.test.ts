import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GuestAddressSchema, POST_CODE_REQUIRED } from './checkout';
import { NZ_POSTCODE_INVALID } from './fields';
import { AddressSchema, POSTCODE_REQUIRED } from './profile';
import { RegistrationNewFieldsSchema } from './registration';

const postcodeMessage = (schema: v.GenericSchema, postCode: string) => {
  const result = v.safeParse(schema, { street: '1 Main Road', city: 'Hamilton', postCode, region: { id: 3 } });
  return result.success ? null : (result.issues.find((i) => v.getDotPath(i) === 'postCode')?.message ?? null);
};

describe('New Zealand postcodes (four digits), in every address schema', () => {
  describe.each([
    ['saved address', AddressSchema, POSTCODE_REQUIRED],
    ['guest checkout address', GuestAddressSchema, POST_CODE_REQUIRED],
  ])('%s', (_name, schema, required) => {
    it.each([
      ['3204', null],
      [' 0110 ', null],
      ['31x0', NZ_POSTCODE_INVALID],
      ['320', NZ_POSTCODE_INVALID],
      ['32045', NZ_POSTCODE_INVALID],
      ['3 204', NZ_POSTCODE_INVALID],
      ['', required],
    ])('%j → %s', (postCode, message) => {
      expect(postcodeMessage(schema, postCode)).toBe(message);
    });
  });

  it('registration too', () => {
    const issues = v.safeParse(RegistrationNewFieldsSchema, { postCode: '31x0' });
    expect(issues.success ? [] : issues.issues.filter((i) => v.getDotPath(i) === 'postCode').map((i) => i.message)).toEqual([NZ_POSTCODE_INVALID]);
  });
});
