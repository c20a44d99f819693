// A clinician's week at one clinic: a row a day, ticked when they work it, with one interval
// from and to in quarter hours. The column titles are for the eye; each time field is named
// with its day for screen readers, and a day's message is tied to both of its fields.
import { useId } from 'react';
import { WEEKDAY_NAMES } from '../../../shared/format/calendarDays';
import { Checkbox } from '../../kit';
import { controlClass } from '../../kit/Field';
import { dayKey, TIME_STEP, type ClinicDraft, type DayDraft, type FieldErrors, type Weekday } from './drafts';

const ROW = 'grid grid-cols-[9rem_8rem_8rem] items-center gap-x-3';

export function HoursEditor({
  clinicId,
  days,
  kept,
  errors,
  disabled,
  onChange,
}: {
  clinicId: string;
  days: ClinicDraft['days'];
  kept: ClinicDraft['kept'];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (day: Weekday, change: Partial<DayDraft>) => void;
}) {
  const base = useId();
  return (
    <div className="space-y-2">
      <div aria-hidden="true" className={`${ROW} text-sm font-semibold text-muted`}>
        <span>Day</span>
        <span>From</span>
        <span>To</span>
      </div>
      {WEEKDAY_NAMES.map((day) => {
        const { working, from, to } = days[day];
        const id = `${base}-${day}`;
        const key = dayKey(clinicId, day);
        const fromError = errors[`${key}.from`];
        const toError = errors[`${key}.to`];
        const message = fromError ?? toError;
        const describedBy = message ? `${id}-error` : undefined;
        return (
          <div key={day}>
            <div className={ROW}>
              <Checkbox label={day} checked={working} disabled={disabled} onChange={(e) => onChange(day, { working: e.target.checked })} />
              {working ? (
                <>
                  <label htmlFor={`${id}-from`} className="sr-only">
                    {day} from
                  </label>
                  <input
                    id={`${id}-from`}
                    type="time"
                    step={TIME_STEP}
                    required
                    value={from}
                    disabled={disabled}
                    aria-invalid={fromError ? true : undefined}
                    aria-describedby={describedBy}
                    className={controlClass(Boolean(fromError), 'h-10')}
                    onChange={(e) => onChange(day, { from: e.target.value })}
                  />
                  <label htmlFor={`${id}-to`} className="sr-only">
                    {day} to
                  </label>
                  <input
                    id={`${id}-to`}
                    type="time"
                    step={TIME_STEP}
                    required
                    value={to}
                    disabled={disabled}
                    aria-invalid={toError ? true : undefined}
                    aria-describedby={describedBy}
                    className={controlClass(Boolean(toError), 'h-10')}
                    onChange={(e) => onChange(day, { to: e.target.value })}
                  />
                </>
              ) : (
                <p className="col-span-2 text-sm text-muted">Not working</p>
              )}
            </div>
            {working &&
              kept
                .filter((h) => h.day === day)
                .map((h) => (
                  <p key={h.from} className="mt-1 pl-[9.75rem] text-sm text-muted">
                    Also {h.from}–{h.to}, kept as it is.
                  </p>
                ))}
            {message && (
              <p id={`${id}-error`} className="mt-1 pl-[9.75rem] text-sm font-medium text-danger">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
