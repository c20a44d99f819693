// A month of days to pick one from: the booking flow's date step (the spec).
// Weeks start Monday. Past days, days the caller marks unavailable (no slots) and days
// outside the allowed months cannot be chosen; previous-month navigation is disabled on
// the minimum month (by default the current month in NZ time).
//
// Keyboard: the WAI-ARIA date picker grid. One day is in the Tab order (roving tabindex);
// arrows move by day and week, Home/End to the ends of the week (within the month, since
// other months' days are blank here), PageUp/PageDown by month and Shift+PageUp/PageDown
// by year, moving into the neighbouring month when needed. Unavailable days stay
// focusable (aria-disabled) so the grid reads the same way wherever the slots fall.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  addDays,
  addMonths,
  addMonthsToDay,
  endOfWeek,
  firstDayOfMonth,
  formatDayLabel,
  formatMonthLabel,
  lastDayOfMonth,
  monthGrid,
  monthOfDay,
  startOfWeek,
  todayKey,
  type DayKey,
  type MonthKey,
} from '../../shared/format/dates';

export interface MonthCalendarProps {
  /** The month shown, 'yyyy-MM'. Controlled: change it in onMonthChange. */
  month: MonthKey;
  /** The chosen day, 'yyyy-MM-dd'. */
  selected?: DayKey | null;
  /** Days that can be chosen (days with slots). When given, every other day is disabled. */
  availableDays?: ReadonlySet<DayKey> | readonly DayKey[];
  /** Extra rule for disabled days, on top of past days and availableDays. */
  isDayDisabled?: (day: DayKey) => boolean;
  /** The earliest month to show. Default: the month of `today`. */
  minMonth?: MonthKey;
  maxMonth?: MonthKey;
  /** Today in NZ time; injectable for tests and for a server-given clock. */
  today?: DayKey;
  onMonthChange: (month: MonthKey) => void;
  onSelect: (day: DayKey) => void;
  /** The calendar's accessible name. */
  label?: string;
  className?: string;
}

const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

export function MonthCalendar({
  month,
  selected = null,
  availableDays,
  isDayDisabled,
  minMonth,
  maxMonth,
  today = todayKey(),
  onMonthChange,
  onSelect,
  label = 'Choose a date',
  className = '',
}: MonthCalendarProps) {
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const min = minMonth ?? monthOfDay(today);
  const available = availableDays ? new Set(availableDays) : undefined;
  const firstAllowed = firstDayOfMonth(min);
  const lastAllowed = maxMonth ? lastDayOfMonth(maxMonth) : undefined;

  const isDisabled = (day: DayKey) =>
    day < today ||
    day < firstAllowed ||
    (lastAllowed !== undefined && day > lastAllowed) ||
    (available !== undefined && !available.has(day)) ||
    (isDayDisabled?.(day) ?? false);

  // Where the roving tabindex sits when nothing has been focused in this month yet:
  // the chosen day, else today, else the first day that can be chosen, else the 1st.
  const defaultFocus = (m: MonthKey): DayKey => {
    if (selected && monthOfDay(selected) === m) return selected;
    if (monthOfDay(today) === m) return today;
    const days = monthGrid(m)
      .flat()
      .filter((c) => c.inMonth)
      .map((c) => c.day);
    return days.find((d) => !isDisabled(d)) ?? firstDayOfMonth(m);
  };

  const [focusDay, setFocusDay] = useState<DayKey | null>(null);
  const focused = focusDay && monthOfDay(focusDay) === month ? focusDay : defaultFocus(month);
  // Set by keyboard moves: focus follows once the target day is on screen, which may
  // be a render later when the parent changes month.
  const pendingFocus = useRef(false);

  useEffect(() => {
    if (!pendingFocus.current || !focusDay) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`);
    if (button) {
      pendingFocus.current = false;
      button.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!NAV_KEYS.has(event.key)) return;
    event.preventDefault();
    const monthStep = event.shiftKey ? 12 : 1;
    let next: DayKey;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(focused, -1);
        break;
      case 'ArrowRight':
        next = addDays(focused, 1);
        break;
      case 'ArrowUp':
        next = addDays(focused, -7);
        break;
      case 'ArrowDown':
        next = addDays(focused, 7);
        break;
      case 'Home': {
        const start = startOfWeek(focused);
        next = start < firstDayOfMonth(month) ? firstDayOfMonth(month) : start;
        break;
      }
      case 'End': {
        const end = endOfWeek(focused);
        next = end > lastDayOfMonth(month) ? lastDayOfMonth(month) : end;
        break;
      }
      case 'PageUp':
        next = addMonthsToDay(focused, -monthStep);
        break;
      default:
        next = addMonthsToDay(focused, monthStep);
    }
    // Never walk out of the allowed months; stay put at the edge instead.
    if (next < firstAllowed) next = monthOfDay(focused) === min ? focused : firstAllowed;
    if (lastAllowed && next > lastAllowed) next = lastAllowed;
    if (next === focused) return;
    pendingFocus.current = true;
    setFocusDay(next);
    if (monthOfDay(next) !== month) onMonthChange(monthOfDay(next));
  };

  const canGoBack = month > min;
  const canGoForward = !maxMonth || month < maxMonth;
  const navButton =
    'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';

  return (
    <div role="group" aria-label={label} className={`w-full max-w-sm ${className}`.trim()}>
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className={navButton} aria-label="Previous month" disabled={!canGoBack} onClick={() => onMonthChange(addMonths(month, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} aria-live="polite" className="text-base font-semibold text-ink">
          {formatMonthLabel(month)}
        </h3>
        <button type="button" className={navButton} aria-label="Next month" disabled={!canGoForward} onClick={() => onMonthChange(addMonths(month, 1))}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} onKeyDown={onKeyDown} className="w-full border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name, i) => (
              <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-medium text-muted">
                {WEEKDAY_SHORT_NAMES[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]!.day}>
              {week.map(({ day, inMonth }) => {
                if (!inMonth) return <td key={day} role="gridcell" />;
                const disabled = isDisabled(day);
                const isSelected = day === selected;
                const isToday = day === today;
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formatDayLabel(day)}
                      aria-disabled={disabled || undefined}
                      aria-current={isToday ? 'date' : undefined}
                      // Focus by mouse or script moves the roving tabindex too.
                      onFocus={() => setFocusDay(day)}
                      onClick={() => {
                        setFocusDay(day);
                        if (!disabled) onSelect(day);
                      }}
                      className={`h-10 w-10 rounded-full text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-1 ${
                        isSelected
                          ? 'bg-primary font-semibold text-white'
                          : disabled
                            ? 'cursor-not-allowed text-muted opacity-40'
                            : 'bg-highlight font-medium text-ink hover:bg-hover hover:text-white'
                      } ${isToday && !isSelected ? 'underline underline-offset-4' : ''}`}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
