// Confirming a request: a day (the preferred one first), the times clinicians have free that
// day (DayTimes), then "Confirm booking".
import { formatDayLabel, isDayKey } from '../../shared/format/calendarDays';
import type { DeskApi } from '../../shared/api/desk';
import type { DeskRequest } from '../../shared/schemas/desk';
import { Button } from '../kit';
import { useWidget } from '../kit/WidgetContext';
import { chosenTime, DayTimes, useDeskTimes } from './DayTimes';
import { clientName } from './RequestItem';
import { TypePicker } from './TypePicker';
import { useDesk, useDeskActions } from './store';

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
  const times = useDeskTimes(ready ? `desk:times:${request.bookingId}:${day}:${typeId}` : null, (signal) =>
    api.times(request.bookingId, { date: day!, ...(needsType ? { appointmentTypeId: typeId! } : {}) }, { signal }),
  );
  const chosen = chosenTime(times, slotId);
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
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <DayTimes day={day} onDay={dayChosen} times={ready ? times : null} chosen={slotId} onChoose={timeChosen} />
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
