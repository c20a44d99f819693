import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  CLIENT_STATUS,
  CLIENT_STATUS_OPTIONS,
  SEVERITIES,
  appointmentStatusDisplay,
  canCancelAppointment,
  courierStatusDisplay,
  orderStatusDisplay,
  splitCamelCase,
  subscriptionStatusDisplay,
} from './statuses';

describe('splitCamelCase', () => {
  it.each([
    ['onHold', 'On Hold'],
    ['InTransit', 'In Transit'],
    ['awaitingPickup', 'Awaiting Pickup'],
    ['refunded', 'Refunded'],
    ['partly_refunded', 'Partly Refunded'],
    ['sentToPMS', 'Sent To PMS'],
    ['', ''],
  ])('%j -> %j', (input, label) => {
    expect(splitCamelCase(input)).toBe(label);
  });
});

describe('order status', () => {
  it.each([
    ['processing', 'Processing', 'info'],
    ['complete', 'Complete', 'success'],
    ['cancelled', 'Cancelled', 'error'],
    ['Cancelled', 'Cancelled', 'error'],
    ['awaitingPayment', 'Awaiting Payment', 'info'],
  ])('%s shows as %s (%s)', (status, label, severity) => {
    expect(orderStatusDisplay(status)).toEqual({ label, severity });
  });

  it('shows nothing for a missing status, with info severity', () => {
    expect(orderStatusDisplay(undefined)).toEqual({ label: '', severity: 'info' });
  });
});

describe('courier tracking status', () => {
  it.each([
    ['Preparing', 'Processing', 'info'],
    ['Processing', 'Processing', 'info'],
    ['InTransit', 'In Transit', 'info'],
    ['Delivered', 'Delivered', 'success'],
    ['Returned', 'Returned', 'info'],
    ['OutForDelivery', 'Out For Delivery', 'info'],
  ])('%s shows as %s (%s)', (status, label, severity) => {
    expect(courierStatusDisplay(status)).toEqual({ label, severity });
  });
});

describe('subscription status', () => {
  it.each([
    ['active', 'Active', 'success'],
    ['suspended', 'Suspended', 'warn'],
    ['cancelled', 'Cancelled', 'error'],
    ['pending', 'Pending', 'info'],
    ['pastDue', 'Past Due', 'info'],
  ])('%s shows as %s (%s)', (status, label, severity) => {
    expect(subscriptionStatusDisplay(status)).toEqual({ label, severity });
  });
});

describe('appointment status', () => {
  it('labels every status the spec names', () => {
    const labels = APPOINTMENT_STATUSES.map((s) => appointmentStatusDisplay(s).label);
    expect(labels).toEqual(['New', 'Confirmed', 'Cancelled by clinic', 'Cancelled by you', 'Completed']);
    expect(appointmentStatusDisplay('cancelledByAdmin').severity).toBe('error');
    expect(appointmentStatusDisplay('confirmed').severity).toBe('success');
  });

  const now = new Date('2025-06-01T00:00:00Z');
  it.each([
    ['confirmed', '2025-06-02T00:00:00Z', true],
    ['newAppointment', '2025-06-01T00:00:01Z', true],
    ['confirmed', '2025-05-31T23:59:59Z', false],
    ['cancelledByCustomer', '2025-07-01T00:00:00Z', false],
    ['cancelledByAdmin', '2025-07-01T00:00:00Z', false],
    ['confirmed', 'not a date', false],
  ])('can cancel a %s appointment on %s: %s', (status, bookingDate, expected) => {
    expect(canCancelAppointment({ status, bookingDate }, now)).toBe(expected);
  });
});

describe('client status', () => {
  it('is New (1) or Returning (2)', () => {
    expect(CLIENT_STATUS).toEqual({ New: 1, Returning: 2 });
    expect(CLIENT_STATUS_OPTIONS).toEqual([
      { id: 1, label: 'New' },
      { id: 2, label: 'Returning' },
    ]);
  });
});

it('has the five severity levels', () => {
  expect(SEVERITIES).toEqual(['info', 'success', 'warn', 'error', 'other']);
});
