// The account appointments calls, picked from the one API client (shared/api/appointments).
import { createAppointmentsApi } from '../../shared/api/appointments';
import { createApiClient, type FetchLike } from '../../shared/api/http';
import type { WidgetContextValue } from '../kit/WidgetContext';
import type { AccountAppointmentsApi } from './types';

export function createAccountAppointmentsApi(
  widget: Pick<WidgetContextValue, 'config' | 'getToken'>,
  deps: { fetch?: FetchLike } = {},
): AccountAppointmentsApi {
  const client = createApiClient({ apiBase: widget.config.apiBase, vetId: widget.config.vetId, token: widget.getToken, fetch: deps.fetch });
  const appointments = createAppointmentsApi(client);
  return {
    list: (query) => appointments.list(query),
    async cancel(id, payload) {
      await appointments.cancel(id, payload);
    },
  };
}
