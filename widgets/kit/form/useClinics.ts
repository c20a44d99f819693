// Loads the clinics a form can be sent to, with the loading / error / retry states a select
// of clinics needs, through the kit's query primitive (kit/query.ts). The loader comes from the
// flow's api.ts (tests pass a fake one).
import { useWidgetQuery } from '../WidgetContext';
import type { MailableClinic } from './clinics';

export type { MailableClinic };

export type ClinicsState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; clinics: MailableClinic[] };

export function useClinics(load: () => Promise<MailableClinic[]>): ClinicsState {
  const query = useWidgetQuery('mailable-clinics', load);
  if (query.status === 'ready') return { status: 'ready', clinics: query.data };
  return query.status === 'error' ? { status: 'error', retry: query.reload } : { status: 'loading' };
}
