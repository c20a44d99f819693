import { LoadError } from '../../kit/LoadError';
import { MonthCalendar } from '../../kit/MonthCalendar';
import { Spinner } from '../../kit/Spinner';
import { monthName } from '../format';
import { lastMonth, useBooking, useBookingActions } from '../store';
import type { SlotDays } from '../types';

/** Slots come keyed by local datetime ('2026-12-02T00:00:00'); the calendar works in days. */
export function slotsByDay(slots: SlotDays): Map<string, Record<string, string>[]> {
  const days = new Map<string, Record<string, string>[]>();
  for (const [key, times] of Object.entries(slots)) if (times.length) days.set(key.slice(0, 10), times);
  return days;
}

export function SelectTime({ currentMonth, today }: { currentMonth: string; today: string }) {
  const form = useBooking((s) => s.form);
  const slots = useBooking((s) => s.slots);
  const slotsStatus = useBooking((s) => s.slotsStatus);
  const submitError = useBooking((s) => s.submitError);
  const actions = useBookingActions();
  const days = slotsByDay(slots);
  const times = form.date ? (days.get(form.date) ?? []) : [];
  const chosen = form.time ? Object.keys(form.time)[0] : undefined;

  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        Choose a date and time
      </h2>
      {submitError && (
        <p role="alert" className="rounded-lg border border-danger bg-red-50 p-3 text-sm text-danger">
          {submitError}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <MonthCalendar
            month={form.month}
            minMonth={currentMonth}
            maxMonth={lastMonth(currentMonth)}
            selected={form.date || undefined}
            availableDays={[...days.keys()]}
            today={today}
            label="Appointment date"
            onMonthChange={actions.monthChanged}
            onSelect={actions.dateChosen}
          />
          {slotsStatus === 'loading' && <Spinner label="Loading available times…" />}
          {slotsStatus === 'error' && (
            <LoadError message="We could not load the available times. Please try again." onRetry={() => actions.monthChanged(form.month)} />
          )}
          {slotsStatus === 'ready' && days.size === 0 && (
            <p role="status" className="mt-2 text-sm text-muted">
              There are no times available in {monthName(form.month)}. Please try the next month.
            </p>
          )}
        </div>
        <fieldset className="min-w-0">
          <legend className="mb-2 font-semibold text-ink">{form.date ? 'Available times' : 'Choose a date to see times'}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {times.map((time) => {
              const [id, label] = Object.entries(time)[0]!;
              const selected = id === chosen;
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => actions.timeChosen(time)}
                  className={`h-10 rounded-md border text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                    selected ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink hover:bg-highlight'
                  }`}
                >
                  {label}
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
