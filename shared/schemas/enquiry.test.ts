import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_REQUIRED, FULL_NAME_REQUIRED, MESSAGE_REQUIRED, PHONE_INVALID, PHONE_NUMBER_REQUIRED } from './contact';
import { EnquirySchema } from './enquiry';

const valid = { name: 'Hemi Parata', phone: '07 555 1234', email: 'hemi@example.nz', message: 'Do you see alpacas?' };

function firstIssue(input: unknown): [string, string] | undefined {
  const result = v.safeParse(EnquirySchema, input);
  if (result.success) return undefined;
  return [v.getDotPath(result.issues[0]) ?? '', result.issues[0].message];
}

describe('EnquirySchema', () => {
  it('accepts name, phone, email and message', () => {
    expect(v.parse(EnquirySchema, valid)).toEqual({ ...valid, origin: '' });
  });

  it.each([
    [{ name: '' }, 'name', FULL_NAME_REQUIRED],
    [{ name: undefined }, 'name', FULL_NAME_REQUIRED],
    [{ phone: '' }, 'phone', PHONE_NUMBER_REQUIRED],
    [{ phone: '07-555-1234' }, 'phone', PHONE_INVALID],
    [{ phone: '   ' }, 'phone', PHONE_NUMBER_REQUIRED],
    [{ email: '' }, 'email', EMAIL_REQUIRED],
    [{ email: 'not an email' }, 'email', EMAIL_INVALID],
    [{ email: `${'a'.repeat(250)}@example.nz` }, 'email', EMAIL_INVALID],
    [{ message: '' }, 'message', MESSAGE_REQUIRED],
    [{ message: null }, 'message', MESSAGE_REQUIRED],
  ])('%o gives %s: "%s"', (change, path, message) => {
    expect(firstIssue({ ...valid, ...change })).toEqual([path, message]);
  });

  it('reports every empty field with its own message', () => {
    const result = v.safeParse(EnquirySchema, {});
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual([FULL_NAME_REQUIRED, PHONE_NUMBER_REQUIRED, EMAIL_REQUIRED, MESSAGE_REQUIRED]);
  });
});
