// The fundraiser checkout's rules, as pure functions so each is tested without rendering: a
// guest's contact by the shared ContactSchema (signed in, the account's is used and read-only),
// and a card unless the event is paid at pickup. The store checks them when the order is placed;
// the component shows the same messages once 'Place order' was pressed.
import * as v from 'valibot';
import { ContactSchema } from '../../shared/schemas/checkout';
import { PAYMENT_REQUIRED } from '../../shared/schemas/donation';
import { errorsOf, type FieldErrors } from '../kit/form/issues';
import type { CardPayment } from '../kit/payments/CardPayments';
import type { Contact } from './steps/CheckoutStep';

/** How an order is paid: a saved card, the card typed now (made a token when sent), or at pickup. */
export type OrderPayment =
  { kind: 'saved'; id: number } | { kind: 'card'; name: string; card: Pick<CardPayment, 'createToken' | 'clear'> } | { kind: 'pickup' };

export interface Order {
  fundraiserId: string;
  contact: Contact;
  lines: readonly { id: string; quantity: number; price: number }[];
  pickup: { id: string; pickupTime: string | null };
  payment: OrderPayment;
}

/** What the rules read beside the order. */
export interface OrderRules {
  signedIn: boolean;
  /** The card field says the card is complete (a token can be made). */
  cardComplete: boolean;
}

/** Every message that applies now, by field path ('contact.email', 'payment'). */
export function orderErrors(order: Pick<Order, 'contact' | 'payment'>, rules: OrderRules): FieldErrors {
  const errors: FieldErrors = {};
  if (!rules.signedIn) {
    const contact = v.safeParse(ContactSchema, order.contact);
    if (!contact.success) for (const [field, message] of Object.entries(errorsOf(contact.issues))) errors[`contact.${field}`] = message;
  }
  const { payment } = order;
  if ((payment.kind === 'saved' && !payment.id) || (payment.kind === 'card' && !rules.cardComplete)) errors.payment = PAYMENT_REQUIRED;
  return errors;
}
