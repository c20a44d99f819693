import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENTRIES, accountEntries, isCurrentEntry, parseOmit, sectionFromPath } from './menu';

describe('account menu', () => {
  it('lists the spec entries in order with their paths', () => {
    expect(ACCOUNT_ENTRIES.map((e) => `${e.label} ${e.href}`)).toEqual([
      'Details /account/details',
      'Pets /account/pets',
      'Appointments /account/appointments',
      'Orders /account/orders',
      'Subscriptions /account/subscriptions',
      'Pay Online /account/pay-invoices',
      'Payment Methods /account/payment-methods',
      'Change Password /account/change-password',
      'Linked Accounts /account/linked-accounts',
      'Feedback /account/feedback',
      'Logout /logout',
    ]);
    expect(ACCOUNT_ENTRIES.filter((e) => e.warning).map((e) => e.label)).toEqual(['Logout']);
  });

  it('leaves entries out by name, in any case', () => {
    const labels = accountEntries(parseOmit(' feedback, Pay Online ,')).map((e) => e.label);
    expect(labels).not.toContain('Feedback');
    expect(labels).not.toContain('Pay Online');
    expect(labels).toHaveLength(9);
  });

  it.each([
    ['/account/pets', 'Pets', true],
    ['/account/pets/12', 'Pets', true],
    ['/account/pets/', 'Pets', true],
    ['/account/petsitter', 'Pets', false],
    ['/account/details', 'Pets', false],
  ])('%s highlights %s: %s', (path, label, expected) => {
    expect(
      isCurrentEntry(
        path,
        ACCOUNT_ENTRIES.find((e) => e.label === label)!,
      ),
    ).toBe(expected);
  });

  it('finds the section a path names', () => {
    expect(sectionFromPath('/account/orders/4')).toBe('orders');
    expect(sectionFromPath('/shop')).toBeNull();
  });
});
