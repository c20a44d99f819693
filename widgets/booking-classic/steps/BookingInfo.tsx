import { LoadError, MonthCalendar, Select, Spinner, TextArea } from '../../kit';
import { useWidgetQuery } from '../../kit/WidgetContext';
import { APPOINTMENT_NOTES_MAX } from '../../../shared/domain/limits';
import { currentMonthKey, todayKey } from '../../../shared/format/dates';
import { useClassic, useClassicActions } from '../store';
import { openDays, timesOn, twelveHour } from '../times';
import type { ClassicApi } from '../types';

export const DAYS_LOAD_ERROR = 'We could not load the days the clinic is open. Please try again.';

export function BookingInfo({ now, api }: { now: Date; api: ClassicApi }) {
  const clinics = useClassic((s) => s.start!.clinics);
  const hoursById = useClassic((s) => s.hours);
  const form = useClassic((s) => s.form);
  const errors = useClassic((s) => s.errors);
  const actions = useClassicActions();
  const hours = form.clinicId ? hoursById.get(form.clinicId) : undefined;
  // The days the clinic takes requests on come from the server, which knows its public
  // holidays and closed days; the opening hours here only leave out what it cannot know yet.
  const open = useWidgetQuery(form.clinicId ? `classic-days:${form.clinicId}:${form.month}` : null, (signal) => api.days(form.clinicId, form.month, signal));
  const offered = open.status === 'ready' ? new Set(open.data) : null;
  const days = offered ? openDays(form.month, hours, now).filter((day) => offered.has(day)) : [];
  const times = form.date ? timesOn(form.date, hours, now) : [];

  return (
    <div className="space-y-5">
      <Select
        label="Location"
        required
        placeholder="Select a clinic…"
        value={form.clinicId}
        error={errors.clinicId}
        options={clinics.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(event) => actions.clinicChosen(event.target.value)}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <p id="classic-date-label" className="mb-1 block text-sm font-semibold text-ink">
            Preferred date
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          </p>
          {form.clinicId && open.status === 'error' ? (
            <LoadError message={DAYS_LOAD_ERROR} onRetry={open.reload} />
          ) : form.clinicId && open.status === 'loading' ? (
            <Spinner label="Loading the days the clinic is open…" className="p-4" />
          ) : form.clinicId ? (
            <MonthCalendar
              month={form.month}
              minMonth={currentMonthKey(now)}
              today={todayKey(now)}
              selected={form.date || undefined}
              availableDays={days}
              label="Preferred date"
              onMonthChange={actions.monthChanged}
              onSelect={actions.dateChosen}
            />
          ) : (
            <p className="rounded-lg border border-line p-4 text-sm text-muted">Choose a location to see the days it is open.</p>
          )}
          {errors.date && (
            <p className="mt-1 text-sm text-danger" id="classic-date-error" data-field-error tabIndex={-1}>
              {errors.date}
            </p>
          )}
        </div>
        <Select
          label="Preferred time"
          required
          placeholder={form.date ? 'Select a time…' : 'Choose a date first'}
          value={form.time}
          disabled={!form.date}
          error={errors.time && !errors.date ? errors.time : undefined}
          options={times.map((t) => ({ value: t, label: twelveHour(t) }))}
          onChange={(event) => actions.changed('time', event.target.value)}
        />
      </div>
      <TextArea
        label="Reason for booking"
        required
        maxLength={APPOINTMENT_NOTES_MAX}
        value={form.comment}
        error={errors.comment}
        onChange={(event) => actions.changed('comment', event.target.value)}
      />
    </div>
  );
}
