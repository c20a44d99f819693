// The sheep order form's calls: the clinics that take mail (content service) and the order
// (shared/api/contact.ts), with the widget's api-base, vet id and token.
import { createContactApi } from '../../shared/api/contact';
import type { PlacedSheepOrder } from '../../shared/schemas/sheepVaccineOrder';
import type { SheepVaccineOrder } from '../../shared/api/payloads';
import { contentClientFor, loadMailableClinics, type MailableClinic } from '../kit/form/clinics';
import type { WidgetApi } from '../kit/WidgetContext';

export interface SheepOrderApi {
  clinics: () => Promise<MailableClinic[]>;
  place: (order: SheepVaccineOrder) => Promise<PlacedSheepOrder>;
}

export function createSheepOrderApi(widget: WidgetApi): SheepOrderApi {
  const contact = createContactApi(widget.client);
  const content = contentClientFor(widget);
  return {
    clinics: () => loadMailableClinics(content),
    place: (order) => contact.sheepVaccineOrder(order),
  };
}
