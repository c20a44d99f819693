// The order as a person reads it before sending: only what was ordered, in the form's order
// (the same reading as the server's confirmation email).
import { formatNz } from '../../shared/format/dates';
import { SHEEP_VACCINES, type SheepVaccineOrder } from '../../shared/schemas/sheepVaccineOrder';

export interface SummaryLine {
  key: string;
  product: string;
  item: string;
  detail: string;
}

const day = (key: string | null) => (key ? formatNz(key, 'EEE d MMM yyyy') : '-');

export function orderLines(order: SheepVaccineOrder): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const product of SHEEP_VACCINES) {
    for (const line of product.lines) {
      const l = order[line.key];
      if (l.dosesRequired > 0)
        lines.push({
          key: line.key,
          product: product.name,
          item: line.label,
          detail: `${l.dosesRequired} doses · collect ${day(l.collectionDate)} · vaccinate ${day(l.dateRequired)}`,
        });
    }
    const gun = order[`${product.key}Gun`];
    const needles = order[`${product.key}Needles`];
    if (gun.required) lines.push({ key: `${product.key}Gun`, product: product.name, item: 'Vaccination guns', detail: String(gun.quantity) });
    if (needles.required) lines.push({ key: `${product.key}Needles`, product: product.name, item: 'Needles', detail: String(needles.quantity) });
  }
  return lines;
}
