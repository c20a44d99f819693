// Confirming a request: a day (the preferred one first), the times clinicians have free that
// day as buttons under each clinician's name, then "Confirm booking". Times are asked again
// whenever the form opens and after a time was taken meanwhile: a stale time is never offered.
import { addDays, formatDayLabel, isDayKey } from '../../shared/format/calendarDays';
import { errorMessage } from '../../shared/api/errors';
import type { DeskApi } from '../../shared/api/desk';
import type { DeskRequest } from '../../shared/schemas/desk';
import { Button, Spinner, TextField } from '../kit';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { clientName } from './RequestItem';
import { TimeButtons } from './TimeButtons';
import { TypePicker } from './TypePicker';
import { useDesk, useDeskActions } from './store';

export const TIMES_FAILED = 'We could not load the times. Please try again.';
export const NO_TIMES = 'No times are free that day. Please try another day.';

type Time = Awaited<ReturnType<DeskApi['times']>>['times'][number];

function byClinician(times: readonly Time[]) {
  const groups = new Map<number, { name: string; times: Time[] }>();
  for (const time of times) {
    const group = groups.get(time.clinician.id) ?? { name: time.clinician.name, times: [] };
    group.times.push(time);
    groups.set(time.clinician.id, group);
  }
  return [...groups.values()];
}

export function ConfirmForm({ api, request, onConfirmed }: { api: DeskApi; request: DeskRequest; onConfirmed: (message: string) => void }) {
  const { emit } = useWidget();
  const day = useDesk((s) => s.day);
  const typeId = useDesk((s) => s.typeId);
  const slotId = useDesk((s) => s.slotId);
  const busy = useDesk((s) => s.busy === 'confirm');
  const failure = useDesk((s) => (s.failure?.action === 'confirm' ? s.failure.message : null));
  const { dayChosen, timeChosen, confirm } = useDeskActions();
  const needsType = !request.appointmentType;
  const ready = day !== null && isDayKey(day) && typeId !== null;
  const times = useWidgetQuery(
    ready ? `desk:times:${request.bookingId}:${day}:${typeId}` : null,
    (signal) => api.times(request.bookingId, { date: day!, ...(needsType ? { appointmentTypeId: typeId! } : {}) }, { signal }),
    { refetchOnMount: true },
  );
  const offered = times.status === 'ready' ? times.data.times : [];
  const chosen = offered.find((t) => t.slotId === slotId);
  const headingId = `desk-confirm-${request.bookingId}`;

  const submit = async () => {
    if (!chosen) return;
    const outcome = await confirm(request);
    if (outcome.ok) {
      emit('vet-clinic-desk:confirmed', { bookingId: request.bookingId, start: chosen.start });
      onConfirmed(`Booked ${clientName(request)} with ${chosen.clinician.name} on ${formatDayLabel(day!)} at ${chosen.label}.`);
    } else if (outcome.taken) times.reload();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h4 id={headingId} className="text-base font-bold text-ink">
        Confirm a time
      </h4>
      {needsType && <TypePicker request={request} />}
      <div className="flex flex-wrap items-end gap-2">
        <TextField label="Day" type="date" className="w-48" value={day ?? ''} onChange={(e) => e.target.value && dayChosen(e.target.value)} />
        <Button variant="secondary" disabled={!day} onClick={() => day && dayChosen(addDays(day, -1))}>
          Previous day
        </Button>
        <Button variant="secondary" disabled={!day} onClick={() => day && dayChosen(addDays(day, 1))}>
          Next day
        </Button>
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      {!ready ? null : times.status === 'loading' ? (
        <Spinner label="Loading the times…" />
      ) : times.status === 'error' ? (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
          {errorMessage(times.error, TIMES_FAILED)}{' '}
          <button type="button" className="font-semibold underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary" onClick={times.reload}>
            Try again
          </button>
        </p>
      ) : offered.length === 0 ? (
        <p className="text-ink">{NO_TIMES}</p>
      ) : (
        <div className="space-y-3" aria-busy={times.fetching || undefined}>
          <p className="text-sm text-muted">
            {times.data.appointmentType.name} for {times.data.petCount === 1 ? '1 pet' : `${times.data.petCount} pets`} on {formatDayLabel(day!)}
          </p>
          {byClinician(offered).map((group) => (
            <TimeButtons key={group.name} name={group.name} times={group.times} chosen={slotId} onChoose={timeChosen} />
          ))}
        </div>
      )}
      <div className="space-y-2">
        {chosen && (
          <p className="text-sm text-ink">
            {clientName(request)} with {chosen.clinician.name}, {formatDayLabel(day!)} at {chosen.label}
          </p>
        )}
        <Button disabled={!chosen} loading={busy} onClick={() => void submit()}>
          Confirm booking
        </Button>
      </div>
    </section>
  );
}
