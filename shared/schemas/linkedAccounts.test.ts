import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountTypeSchema, LINK_STARTED, LinkedAccountSearchSchema, NO_MATCH, RECORD_DETAIL_REQUIRED, UNKNOWN_ACCOUNT_TYPE } from './linkedAccounts';

describe('linked account schemas', () => {
  it.each([
    ['pms', true],
    ['PMS', false],
    ['xero', false],
    ['', false],
  ])('account type %j accepted: %s', (type, ok) => {
    const result = v.safeParse(AccountTypeSchema, type);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.issues?.[0].message).toBe(UNKNOWN_ACCOUNT_TYPE);
  });

  it.each([
    [{}, ''],
    [{ clientCode: ' TV10877 ', recordDetail: ' Rex ' }, 'TV10877'],
    [{ clientCode: null }, ''],
  ])('search criteria %o read the client code %j', (input, code) => {
    expect(v.parse(LinkedAccountSearchSchema, input).clientCode).toBe(code);
  });

  it('refuses a client code without a second fact from the record, naming the field', () => {
    const result = v.safeParse(LinkedAccountSearchSchema, { clientCode: 'TV10877', recordDetail: '  ' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(RECORD_DETAIL_REQUIRED);
    expect(v.getDotPath(result.issues![0]!)).toBe('recordDetail');
  });

  it('refuses a client code that is too long', () => {
    expect(v.safeParse(LinkedAccountSearchSchema, { clientCode: 'x'.repeat(31) }).success).toBe(false);
  });

  it('keeps the spec messages word for word', () => {
    expect(LINK_STARTED).toBe('The linking process has been started - you will receive a notification email shortly when this is complete');
    expect(NO_MATCH).toBe('We were unable to locate a match - please contact your Vet fo set this up for you');
  });
});
