// Sheep vaccine orders: checked again here against the clock (no date in
// the past), kept, mailed to the chosen clinic, and confirmed to the customer.
import type * as v from 'valibot';
import { SHEEP_VACCINES, sheepOrderPastDates, type SheepVaccineOrder } from '../../../shared/schemas/sheepVaccineOrder';
import { formatNz, todayKey } from '../../../shared/format/dates';
import { unprocessable } from '../../http/errors';
import type { Deps } from '../../http/env';
import { clinicToMail, oneLine, type MailableClinic } from '../clinics';
import type { PlacedSheepOrderAnswerSchema } from '../../../shared/schemas/sheepVaccineOrder';

type OrderDeps = Pick<Deps, 'db' | 'mailer' | 'now'>;

const day = (key: string | null) => (key ? formatNz(key, 'EEE dd MMM yyyy') : '-');

/** The order as lines a person reads: only what was ordered, in the form's order. */
export function orderSummary(order: SheepVaccineOrder): string[] {
  const lines: string[] = [];
  for (const product of SHEEP_VACCINES) {
    for (const line of product.lines) {
      const l = order[line.key];
      if (l.dosesRequired > 0)
        lines.push(`${product.name} (${line.label}): ${l.dosesRequired} doses, vaccinating ${day(l.dateRequired)}, collection ${day(l.collectionDate)}`);
    }
    const gun = order[`${product.key}Gun`];
    const needles = order[`${product.key}Needles`];
    if (gun.required) lines.push(`${product.name} vaccination guns: ${gun.quantity}`);
    if (needles.required) lines.push(`${product.name} needles: ${needles.quantity}`);
  }
  return lines;
}

function customerPart(order: SheepVaccineOrder, clinic: MailableClinic, id: number): string[] {
  return [
    `Order number: ${id}`,
    `Clinic: ${clinic.name}`,
    `Client name: ${order.clientName}`,
    `Customer code: ${order.customerCode || '-'}`,
    `Contact name: ${order.contactName}`,
    `Mobile phone: ${order.mobilePhone}`,
    `Email: ${order.customerEmail}`,
    `Order reference: ${order.orderReference || '-'}`,
  ];
}

export async function placeSheepVaccineOrder(deps: OrderDeps, vetId: string, order: SheepVaccineOrder) {
  const past = sheepOrderPastDates(order, todayKey(deps.now()));
  const firstPast = Object.values(past)[0];
  if (firstPast) throw unprocessable(firstPast, { issues: past });
  const clinic = await clinicToMail(deps.db, vetId, order.clinic.id, 'clinic.id');

  const lines = Object.fromEntries(SHEEP_VACCINES.flatMap((p) => p.lines.map((l) => [l.key, order[l.key]])));
  const equipment = Object.fromEntries(SHEEP_VACCINES.flatMap((p) => [`${p.key}Gun`, `${p.key}Needles`] as const).map((k) => [k, order[k]]));
  const row = await deps.db.one<{ id: number }>(
    `insert into sheep_vaccine_orders (vet_id, clinic_id, customer_code, customer_email, client_name, mobile_phone, contact_name,
                                       order_reference, lines, equipment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      vetId,
      clinic.id,
      order.customerCode,
      order.customerEmail,
      order.clientName,
      order.mobilePhone,
      order.contactName,
      order.orderReference,
      JSON.stringify(lines),
      JSON.stringify(equipment),
    ],
  );
  const id = row!.id;
  const summary = orderSummary(order);
  try {
    await deps.mailer.send({
      vetId,
      to: clinic.email,
      subject: oneLine(`Sheep vaccine order ${id} from ${order.clientName}`),
      text: ['A sheep vaccine order was placed on the website.', '', ...customerPart(order, clinic, id), '', ...summary].join('\n'),
    });
    await deps.mailer.send({
      vetId,
      to: order.customerEmail,
      subject: oneLine(`Your sheep vaccine order ${id} with ${clinic.name}`),
      text: [
        `Kia ora ${order.contactName},`,
        '',
        `Thank you for your order. ${clinic.name} will be in touch to confirm your collection date.`,
        '',
        ...customerPart(order, clinic, id),
        '',
        ...summary,
      ].join('\n'),
    });
  } catch (error) {
    // Not handed to the clinic means not placed: the customer will try again.
    await deps.db.query('delete from sheep_vaccine_orders where id = $1 and vet_id = $2', [id, vetId]);
    throw error;
  }
  return { id, clinic: { id: clinic.id, name: clinic.name } } satisfies v.InferInput<typeof PlacedSheepOrderAnswerSchema>;
}
