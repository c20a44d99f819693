// Status values the API sends and how the UI shows them: a label and a severity that
// picks the badge colour. Matching ignores case
// because the wire values are not consistently cased between endpoints.

/** The spec: the severity levels a badge or toast can take. */
export const SEVERITIES = ['info', 'success', 'warn', 'error', 'other'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface StatusDisplay {
  label: string;
  severity: Severity;
}

/** 'outForDelivery' -> 'Out For Delivery', 'InTransit' -> 'In Transit'. */
export function splitCamelCase(value: string): string {
  return value
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function lookup(table: Record<string, StatusDisplay>, status: string | null | undefined): StatusDisplay {
  const value = status ?? '';
  return table[value.toLowerCase()] ?? { label: splitCamelCase(value), severity: 'info' };
}

// ---- Orders -------------------------------------------------------------------------

export const ORDER_STATUSES = ['processing', 'complete', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER: Record<string, StatusDisplay> = {
  processing: { label: 'Processing', severity: 'info' },
  complete: { label: 'Complete', severity: 'success' },
  cancelled: { label: 'Cancelled', severity: 'error' },
};

/** Unknown order statuses show as their camel-case words, with info severity. */
export function orderStatusDisplay(status: string | null | undefined): StatusDisplay {
  return lookup(ORDER, status);
}

// ---- Courier tracking ---------------------------------------------------------------

export const COURIER_STATUSES = ['Preparing', 'Processing', 'InTransit', 'Delivered'] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

// Customers do not need to tell 'preparing' from 'processing': both read Processing.
const COURIER: Record<string, StatusDisplay> = {
  preparing: { label: 'Processing', severity: 'info' },
  processing: { label: 'Processing', severity: 'info' },
  intransit: { label: 'In Transit', severity: 'info' },
  delivered: { label: 'Delivered', severity: 'success' },
};

export function courierStatusDisplay(status: string | null | undefined): StatusDisplay {
  return lookup(COURIER, status);
}

// ---- Subscriptions ------------------------------------------------------------------

export const SUBSCRIPTION_STATUSES = ['active', 'suspended', 'cancelled', 'pending'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const SUBSCRIPTION: Record<string, StatusDisplay> = {
  active: { label: 'Active', severity: 'success' },
  suspended: { label: 'Suspended', severity: 'warn' },
  cancelled: { label: 'Cancelled', severity: 'error' },
};

/** 'pending' and anything unknown show as their words with info severity. */
export function subscriptionStatusDisplay(status: string | null | undefined): StatusDisplay {
  return lookup(SUBSCRIPTION, status);
}

// ---- Appointments -------------------------------------------------------------------

export const APPOINTMENT_STATUSES = ['newAppointment', 'confirmed', 'cancelledByAdmin', 'cancelledByCustomer', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

// The spec gives no labels here (the server also sends a statusText, which the past
// tab shows). These are the fallbacks, worded from the customer's side: 'admin' is the
// clinic, 'customer' is the reader.
const APPOINTMENT: Record<string, StatusDisplay> = {
  newappointment: { label: 'New', severity: 'info' },
  confirmed: { label: 'Confirmed', severity: 'success' },
  cancelledbyadmin: { label: 'Cancelled by clinic', severity: 'error' },
  cancelledbycustomer: { label: 'Cancelled by you', severity: 'error' },
  completed: { label: 'Completed', severity: 'other' },
};

/**
 * A request made with the older flow (a preferred day, no slot) that the clinic has not
 * confirmed yet: it reads as that, not as a bare 'New'.
 */
export const REQUEST_AWAITING_CONFIRMATION = 'Requested: waiting for the clinic to confirm';

export function isAwaitingConfirmation(appointment: { status: string; isRequest?: boolean | null }): boolean {
  return Boolean(appointment.isRequest) && appointment.status.toLowerCase() === 'newappointment';
}

export function appointmentStatusDisplay(status: string | null | undefined): StatusDisplay {
  return lookup(APPOINTMENT, status);
}

const CANCELLED_APPOINTMENT = new Set(['cancelledbyadmin', 'cancelledbycustomer']);

export function isAppointmentCancelled(status: string | null | undefined): boolean {
  return CANCELLED_APPOINTMENT.has((status ?? '').toLowerCase());
}

/**
 * The spec: cancel is offered only when the appointment is not already
 * cancelled (by either side) and its booking date is still in the future.
 */
export function canCancelAppointment(appointment: { status?: string | null; bookingDate: string | Date }, now: Date = new Date()): boolean {
  if (isAppointmentCancelled(appointment.status)) return false;
  const at = new Date(appointment.bookingDate).getTime();
  return Number.isFinite(at) && at > now.getTime();
}

// ---- Client status (booking) --------------------------------------------------------

export const CLIENT_STATUS = { New: 1, Returning: 2 } as const;
export type ClientStatusId = (typeof CLIENT_STATUS)[keyof typeof CLIENT_STATUS];

export const CLIENT_STATUS_OPTIONS: readonly { id: ClientStatusId; label: 'New' | 'Returning' }[] = [
  { id: CLIENT_STATUS.New, label: 'New' },
  { id: CLIENT_STATUS.Returning, label: 'Returning' },
];
