// The account appointments calls, picked from the one API client (shared/api/appointments).
import * as v from 'valibot';
import { createAppointmentsApi } from '../../shared/api/appointments';
import { ApiError } from '../../shared/api/errors';
import { createApiClient, type FetchLike } from '../../shared/api/http';
import type { WidgetContextValue } from '../kit/WidgetContext';
import { AppointmentPageSchema, type AccountAppointmentsApi } from './types';

export function createAccountAppointmentsApi(
  widget: Pick<WidgetContextValue, 'config' | 'getToken'>,
  deps: { fetch?: FetchLike } = {},
): AccountAppointmentsApi {
  const client = createApiClient({ apiBase: widget.config.apiBase, vetId: widget.config.vetId, token: widget.getToken, fetch: deps.fetch });
  const appointments = createAppointmentsApi(client);
  return {
    async list(query) {
      const answer = await appointments.list(query);
      const parsed = v.safeParse(AppointmentPageSchema, answer);
      if (parsed.success) return parsed.output;
      console.warn('vet-account-appointments: unexpected answer from the list', parsed.issues[0]?.message, parsed.issues[0]?.path);
      throw new ApiError({ data: answer, status: 200, statusText: 'Unexpected answer' });
    },
    async cancel(id, payload) {
      await appointments.cancel(id, payload);
    },
  };
}
