// The order confirmation email and the account notification (the spec: 'A purchase
// receipt will been sent to' the email). Plain text; the outbox shows it in dev.
import { formatNz, NOTIFICATION_DATE_FORMAT } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import type { Queryable } from '../../db/index';
import type { Mailer } from '../../mail/mailer';
import { notify } from '../../notifications/store';
import type { OrderView } from './store';
import { log } from '../../ops/log';

export const orderSubject = (vetName: string, number: number) => `Your ${vetName} order #${number}`;

/** Who sold it: a NZ tax invoice names the supplier and its GST number. */
export interface Supplier {
  name: string;
  gstNumber: string;
}

export function orderText(order: OrderView, intro: string, supplier?: Supplier): string {
  const b = order.basket;
  const lines = b.basketItems.map((i) => `  ${i.quantity} x ${i.productName}  ${formatMoney(i.itemTotal)}`);
  const delivery = order.isClickAndCollect
    ? `Click and collect from ${order.clinic?.name ?? 'the clinic'}`
    : order.address
      ? `Delivery to ${[order.address.company, order.address.street, order.address.suburb, order.address.city, order.address.postCode].filter(Boolean).join(', ')}`
      : 'Delivery';
  return [
    intro,
    '',
    // The receipt doubles as the tax invoice a GST-registered farm client can claim from.
    'Tax invoice',
    ...(supplier ? [`${supplier.name}${supplier.gstNumber ? `, GST number ${supplier.gstNumber}` : ''}`] : []),
    `Date: ${formatNz(order.createdDate, NOTIFICATION_DATE_FORMAT)}`,
    `Order #${order.number}`,
    ...lines,
    '',
    `Subtotal: ${formatMoney(b.subTotal)}`,
    ...(b.discount > 0 ? [`Coupon ${order.coupon ?? ''}: -${formatMoney(b.discount)}`] : []),
    `Shipping: ${formatMoney(b.shippingTotal)}`,
    `Total: ${formatMoney(b.total)} (GST included: ${formatMoney(b.tax)})`,
    '',
    delivery,
    ...(order.deliveryNotes ? [`Delivery notes: ${order.deliveryNotes}`] : []),
    ...(order.paymentMethod ? [`Paid with ${order.paymentMethod.brand} ending ${order.paymentMethod.cardNumber}`] : []),
  ].join('\n');
}

/** Mails the receipt. A mail failure does not undo a paid order: it is logged. */
export async function sendOrderReceipt(
  deps: { db: Queryable; mailer: Mailer },
  vetId: string,
  order: OrderView,
  intro = `Thanks ${order.contact.firstName} ${order.contact.lastName} for your order!`,
) {
  try {
    const group = await deps.db.query<{ name: string; gst_number: string }>('select name, gst_number from vet_groups where id = $1', [vetId]);
    const supplier = group.rows[0] ? { name: group.rows[0].name, gstNumber: group.rows[0].gst_number } : undefined;
    await deps.mailer.send({
      vetId,
      to: order.contact.email,
      subject: orderSubject(order.basket.vetName, order.number),
      text: orderText(order, intro, supplier),
    });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'Order receipt not sent');
  }
}

export async function notifyOrderPlaced(tx: Queryable, vetId: string, userId: number, order: OrderView, at: Date) {
  await notify(tx, {
    vetId,
    userId,
    title: `Order #${order.number} placed`,
    body: `Thank you for your order of ${formatMoney(order.basket.total)}. A receipt has been sent to ${order.contact.email}.`,
    at,
  });
}
