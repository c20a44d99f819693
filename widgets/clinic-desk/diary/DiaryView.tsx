// The clinic's diary: a day (clinicians as columns; a list on narrow screens) or a week, asked
// again every few seconds while the page is visible, so a booking made online or a request
// confirmed by a colleague shows up without a reload. A failed refresh keeps the diary on screen
// and says so; the next good answer clears it.
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../shared/api/errors';
import type { DeskApi } from '../../../shared/api/desk';
import { formatDayLabel } from '../../../shared/format/calendarDays';
import { formatNz, todayKey } from '../../../shared/format/dates';
import { Button, LoadError, Spinner, TextField } from '../../kit';
import { useWidget, useWidgetQuery } from '../../kit/WidgetContext';
import { useEveryWhileVisible } from '../whileVisible';
import { BlockForm } from './BlockForm';
import { BookingPanel } from './BookingPanel';
import { DayGrid } from './DayGrid';
import { DayList } from './DayList';
import { PhoneBookingForm } from './PhoneBookingForm';
import { diaryRange, useDiary, useDiaryActions } from './store';
import { useWide } from './useWide';
import { WeekView } from './WeekView';

export const DIARY_FAILED = 'We could not load the diary. Please try again.';
export const DIARY_REFRESH_FAILED = 'Could not refresh the diary: retrying';

export function DiaryView({ api, clinicId, pollMs }: { api: DeskApi; clinicId: string; pollMs: number }) {
  const { queries } = useWidget();
  const view = useDiary((s) => s.view);
  const day = useDiary((s) => s.day);
  const openId = useDiary((s) => s.openId);
  const form = useDiary((s) => s.form);
  const notice = useDiary((s) => s.notice);
  const changes = useDiary((s) => s.changes);
  const { viewChosen, dayChosen, stepped, bookingOpened, bookingClosed, formOpened, formClosed } = useDiaryActions();
  const [refreshFailed, setRefreshFailed] = useState(false);
  const wide = useWide();
  const range = diaryRange(view, day);
  const key = `desk:diary:${clinicId}:${range.from}:${range.days}`;
  const load = (signal: AbortSignal) => api.diary(clinicId, range.from, range.days, { signal });
  const diary = useWidgetQuery(key, load);

  const refresh = () =>
    queries.fetch(key, load).then(
      () => setRefreshFailed(false),
      (e: unknown) => !isAbortError(e) && setRefreshFailed(true),
    );
  useEveryWhileVisible(pollMs, () => void refresh(), diary.status === 'ready');
  // Every change saved from the desk shows at once, not at the next tick.
  useEffect(() => {
    if (changes) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new change asks again
  }, [changes]);

  const title = view === 'day' ? formatDayLabel(day) : `Week of ${formatNz(`${range.from}T12:00:00+12:00`, 'd MMMM yyyy')}`;
  const open = diary.status === 'ready' ? diary.data.bookings.filter((b) => b.bookingId === openId) : [];

  return (
    <section aria-labelledby="desk-diary" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="desk-diary" className="text-2xl font-bold text-ink">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => formOpened('phone')}>Phone booking</Button>
          <Button variant="secondary" onClick={() => formOpened('block')}>
            Block time
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div role="group" aria-label="View" className="flex gap-1">
          {(['day', 'week'] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? 'primary' : 'secondary'} aria-pressed={view === v} onClick={() => viewChosen(v)}>
              {v === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </div>
        <Button size="sm" variant="secondary" onClick={() => stepped(-1)}>
          {view === 'day' ? 'Previous day' : 'Previous week'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => dayChosen(todayKey())}>
          Today
        </Button>
        <Button size="sm" variant="secondary" onClick={() => stepped(1)}>
          {view === 'day' ? 'Next day' : 'Next week'}
        </Button>
        <TextField label="Go to day" type="date" className="w-44" value={day} onChange={(e) => e.target.value && dayChosen(e.target.value)} />
      </div>
      <div aria-live="polite" className="space-y-1 text-sm">
        {refreshFailed && <p className="text-muted">{DIARY_REFRESH_FAILED}</p>}
        {notice && <p className="rounded-md border border-line bg-highlight p-3 text-base text-ink">{notice}</p>}
      </div>
      {diary.status === 'loading' ? (
        <Spinner label="Loading the diary…" />
      ) : diary.status === 'error' ? (
        <LoadError message={DIARY_FAILED} onRetry={diary.reload} />
      ) : view === 'week' ? (
        <WeekView
          diary={diary.data}
          onOpen={bookingOpened}
          onDayOpen={(d) => {
            dayChosen(d);
            viewChosen('day');
          }}
        />
      ) : (
        <>
          {diary.data.dates.find((d) => d.date === day)?.closed && <p className="text-muted">The clinic is closed this day.</p>}
          {wide ? <DayGrid diary={diary.data} day={day} onOpen={bookingOpened} /> : <DayList diary={diary.data} day={day} onOpen={bookingOpened} />}
        </>
      )}
      {open.length > 0 && <BookingPanel api={api} appointments={open} onClose={bookingClosed} />}
      {form === 'phone' && <PhoneBookingForm api={api} clinicId={clinicId} onClose={formClosed} />}
      {form === 'block' && diary.status === 'ready' && <BlockForm clinicId={clinicId} clinicians={diary.data.clinicians} onClose={formClosed} />}
    </section>
  );
}
