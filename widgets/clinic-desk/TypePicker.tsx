// A request may name no appointment type; the times depend on it, so one is chosen first, from
// the types the booking flow offers a returning client for the request's species.
import type { DeskRequest } from '../../shared/schemas/desk';
import { TYPE_NEEDED } from '../../shared/schemas/desk';
import { createAppointmentsApi } from '../../shared/api/appointments';
import { createSpeciesApi } from '../../shared/api/species';
import { CLIENT_STATUS } from '../../shared/domain/statuses';
import { Select, Spinner } from '../kit';
import { useMemo } from 'react';
import { useWidget, useWidgetQuery, widgetApiOf } from '../kit/WidgetContext';
import { useDesk, useDeskActions } from './store';

export function TypePicker({ request }: { request: DeskRequest }) {
  const { config, fetch } = useWidget();
  // Species and types are public reads, asked without the staff token: the client routes
  // answer a staff token with 401, and the widget takes a refused token as a session that
  // ended (kit/session.ts tokenRefused), which would sign the desk out.
  const client = useMemo(() => widgetApiOf(config, () => Promise.resolve(undefined), fetch).client, [config, fetch]);
  const typeId = useDesk((s) => s.typeId);
  const { typeChosen } = useDeskActions();
  const names = [...new Set(request.pets.map((p) => p.species?.toLowerCase()).filter(Boolean))].sort();
  const types = useWidgetQuery(`desk:types:${names.join(',')}`, async (signal) => {
    const species = await createSpeciesApi(client).list({ signal });
    const ids = species.filter((s) => names.includes(s.name.toLowerCase())).map((s) => s.id);
    if (!ids.length) return [];
    return createAppointmentsApi(client).appointmentTypes({ speciesId: ids, customerStatusId: CLIENT_STATUS.Returning }, { signal });
  });
  if (types.status === 'loading') return <Spinner label="Loading the appointment types…" />;
  const options = types.status === 'ready' ? types.data.map((t) => ({ value: String(t.id), label: t.name })) : [];
  if (!options.length) return <p className="rounded-md border border-line bg-highlight p-3 text-sm text-ink">{TYPE_NEEDED}</p>;
  return (
    <Select
      label="Appointment type"
      required
      hint={TYPE_NEEDED}
      className="max-w-sm"
      placeholder="Choose a type"
      value={typeId === null ? '' : String(typeId)}
      options={options}
      onChange={(e) => typeChosen(e.target.value ? Number(e.target.value) : null)}
    />
  );
}
