// A day and the times clinicians have free on it: the day field with previous/next, then the
// times as buttons under each clinician's name. Used wherever the desk books a time (confirming
// a request, moving a booking, a phone booking). The times are asked again whenever the picker
// mounts and after a time was taken meanwhile, so a stale time is never offered.
import { addDays, formatDayLabel, isDayKey } from '../../shared/format/calendarDays';
import { errorMessage } from '../../shared/api/errors';
import type { DeskApi } from '../../shared/api/desk';
import { Button, Spinner, TextField } from '../kit';
import { useWidgetQuery } from '../kit/WidgetContext';
import type { QueryResult } from '../kit/query';
import { TimeButtons } from './TimeButtons';

export const TIMES_FAILED = 'We could not load the times. Please try again.';
export const NO_TIMES = 'No times are free that day. Please try another day.';

export type DeskTimes = Awaited<ReturnType<DeskApi['times']>>;
export type DeskTime = DeskTimes['times'][number];

function byClinician(times: readonly DeskTime[]) {
  const groups = new Map<number, { name: string; times: DeskTime[] }>();
  for (const time of times) {
    const group = groups.get(time.clinician.id) ?? { name: time.clinician.name, times: [] };
    group.times.push(time);
    groups.set(time.clinician.id, group);
  }
  return [...groups.values()];
}

/** The times of `key` (null: not ready to ask yet), kept fresh as the pickers need them. */
export function useDeskTimes(key: string | null, load: (signal: AbortSignal) => Promise<DeskTimes>): QueryResult<DeskTimes> {
  return useWidgetQuery(key, load, { refetchOnMount: true });
}

export function DayTimes({
  day,
  onDay,
  times,
  chosen,
  onChoose,
}: {
  day: string | null;
  onDay: (day: string) => void;
  /** Null until the picker has what it needs to ask (a day, a type). */
  times: QueryResult<DeskTimes> | null;
  chosen: string | null;
  onChoose: (slotId: string) => void;
}) {
  const ready = day !== null && isDayKey(day) && times !== null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <TextField label="Day" type="date" className="w-48" value={day ?? ''} onChange={(e) => e.target.value && onDay(e.target.value)} />
        <Button variant="secondary" disabled={!day} onClick={() => day && onDay(addDays(day, -1))}>
          Previous day
        </Button>
        <Button variant="secondary" disabled={!day} onClick={() => day && onDay(addDays(day, 1))}>
          Next day
        </Button>
      </div>
      {!ready ? null : times.status === 'loading' ? (
        <Spinner label="Loading the times…" />
      ) : times.status === 'error' ? (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
          {errorMessage(times.error, TIMES_FAILED)}{' '}
          <button type="button" className="font-semibold underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary" onClick={times.reload}>
            Try again
          </button>
        </p>
      ) : times.data.times.length === 0 ? (
        <p className="text-ink">{NO_TIMES}</p>
      ) : (
        <div className="space-y-3" aria-busy={times.fetching || undefined}>
          <p className="text-sm text-muted">
            {times.data.appointmentType.name} for {times.data.petCount === 1 ? '1 pet' : `${times.data.petCount} pets`} on {formatDayLabel(day)}
          </p>
          {byClinician(times.data.times).map((group) => (
            <TimeButtons key={group.name} name={group.name} times={group.times} chosen={chosen} onChoose={onChoose} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The time chosen among those on offer, if it still is. */
export const chosenTime = (times: QueryResult<DeskTimes> | null, slotId: string | null) =>
  times?.status === 'ready' ? times.data.times.find((t) => t.slotId === slotId) : undefined;
