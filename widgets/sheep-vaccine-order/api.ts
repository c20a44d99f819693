// The sheep order form's calls: the clinics that take mail (content service) and the order
// (shared/api/contact.ts), with the widget's api-base, vet id and token.
import { createContactApi, type PlacedSheepOrder } from '../../shared/api/contact';
import { createApiClient, type FetchLike } from '../../shared/api/http';
import type { SheepVaccineOrder } from '../../shared/api/payloads';
import { contentClientFor, loadMailableClinics, type MailableClinic } from '../kit/form/clinics';
import type { WidgetContextValue } from '../kit/WidgetContext';

export interface SheepOrderApi {
  clinics: () => Promise<MailableClinic[]>;
  place: (order: SheepVaccineOrder) => Promise<PlacedSheepOrder>;
}

export function createSheepOrderApi(widget: Pick<WidgetContextValue, 'config' | 'getToken'>, deps: { fetch?: FetchLike } = {}): SheepOrderApi {
  const { apiBase, vetId } = widget.config;
  const contact = createContactApi(createApiClient({ apiBase, vetId, token: widget.getToken, fetch: deps.fetch }));
  const content = contentClientFor(widget.config, deps.fetch);
  return {
    clinics: () => loadMailableClinics(content),
    place: (order) => contact.sheepVaccineOrder(order),
  };
}
