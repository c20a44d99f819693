// The account appointments calls, picked from the one API client (shared/api/appointments).
import { createAppointmentsApi } from '../../shared/api/appointments';
import type { WidgetApi } from '../kit/WidgetContext';
import type { AccountAppointmentsApi } from './types';

export function createAccountAppointmentsApi(widget: WidgetApi): AccountAppointmentsApi {
  const client = widget.client;
  const appointments = createAppointmentsApi(client);
  return {
    list: (query) => appointments.list(query),
    async cancel(id, payload) {
      await appointments.cancel(id, payload);
    },
  };
}
