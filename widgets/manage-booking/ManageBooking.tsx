/**
 * <vet-manage-booking>: one booking opened from the link in its emails, without signing in:
 * its appointments, cancelling it with a reason, and moving it to another time the clinic
 * offers for the same type, clinician choice and pets (held while the client confirms).
 * Inside the clinic's notice it gives the clinic's phone number instead.
 *
 * @attr booking-token     the token of the manage link (the portal's /manage-booking passes its ?token=)
 * @fires vet-manage-booking:moved      { bookingId, bookingDate } after the booking moved
 * @fires vet-manage-booking:cancelled  { bookingId } after the booking was cancelled
 * @csspart base  the widget's outer box
 */
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../shared/api/errors';
import { createManageBookingApi } from '../../shared/api/manageBooking';
import { APPOINTMENT_NOTES_MAX, SLOT_MONTHS_AHEAD } from '../../shared/domain/limits';
import { addMonths, formatDayLabel } from '../../shared/format/calendarDays';
import { currentMonthKey, formatPickup, todayKey } from '../../shared/format/dates';
import { CANCEL_NOTE_REQUIRED, type SlotDays } from '../../shared/schemas/appointments';
import { noticePassed, type ManagedBooking } from '../../shared/schemas/manageBooking';
import { Button, LoadError, MonthCalendar, Spinner, TextArea } from '../kit';
import { SuccessPanel, useRevealOnMount } from '../kit/form';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { visitorId } from '../booking/visitor';
import './events';

export interface ManageBookingProps {
  bookingToken?: string;
  /** Tests inject a clock; the element uses the real one. */
  now?: Date;
}

export const NO_TOKEN = 'This page opens a booking from the link in its email. Please use that link.';
export const LOAD_FAILED = 'We could not load your booking. Please try again.';
export const SLOTS_FAILED = 'We could not load the available times. Please try again.';

type Mode = { name: 'view' } | { name: 'cancel' } | { name: 'move' } | { name: 'done'; what: 'moved' | 'cancelled'; booking: ManagedBooking };

const lineOf = (a: ManagedBooking['appointments'][number]) =>
  `${a.pets.map((p) => p.name).join(', ')}: ${a.appointmentType?.name ?? 'Appointment'}, ${formatPickup(a.bookingDate)}${a.calendarResource ? ` with ${a.calendarResource.name}` : ''}`;

function Appointments({ booking }: { booking: ManagedBooking }) {
  return (
    <div className="space-y-2">
      <ul className="space-y-1 text-ink" aria-label="Appointments">
        {booking.appointments.map((a) => (
          <li key={a.id} className="rounded-md border border-line bg-surface p-3">
            {lineOf(a)}
            {a.isRequest && <span className="block text-sm text-muted">{a.statusText}</span>}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        {booking.clinic.name}, {booking.clinic.address}
      </p>
    </div>
  );
}

export function ManageBooking({ bookingToken, now }: ManageBookingProps) {
  const widget = useWidget();
  const [api] = useState(() => createManageBookingApi(widget.client));
  const token = (bookingToken ?? '').trim();
  const query = useWidgetQuery(token ? `manage-booking:${token}` : null, (signal) => api.view(token, { signal }));
  const [mode, setMode] = useState<Mode>({ name: 'view' });

  if (!token) return <Notice text={NO_TOKEN} />;
  if (mode.name === 'done') return <Done mode={mode} />;
  if (query.status === 'loading') return <Spinner label="Loading your booking…" />;
  if (query.status === 'error') {
    // The server's word for a link that does not open a booking, or has ended.
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 410)) return <Notice text={errorMessage(query.error, LOAD_FAILED)} />;
    return <LoadError message={LOAD_FAILED} onRetry={query.reload} />;
  }
  const booking = query.data;
  const finished = (what: 'moved' | 'cancelled', result: ManagedBooking) => {
    if (what === 'moved') widget.emit('vet-manage-booking:moved', { bookingId: result.bookingId, bookingDate: result.appointments[0]?.bookingDate ?? '' });
    else widget.emit('vet-manage-booking:cancelled', { bookingId: result.bookingId });
    setMode({ name: 'done', what, booking: result });
  };

  return (
    <section className="mx-auto max-w-3xl space-y-5" aria-labelledby="manage-booking-heading">
      <h2 id="manage-booking-heading" className="text-2xl font-bold text-ink">
        {booking.isRequest ? 'Your appointment request' : 'Your booking'}
      </h2>
      <Appointments booking={booking} />
      {!booking.changeable ? (
        <p role="note" className="rounded-lg border border-line bg-highlight p-4 text-ink">
          {noticePassed(booking.noticeMinutes, booking.clinic.name, null)}{' '}
          {booking.clinic.phone && (
            <a className="font-semibold text-primary underline" href={`tel:${booking.clinic.phone.replace(/\s+/g, '')}`}>
              {booking.clinic.phone}
            </a>
          )}
        </p>
      ) : mode.name === 'cancel' ? (
        <CancelForm onBack={() => setMode({ name: 'view' })} onCancel={(note) => api.cancel(token, note)} onDone={(r) => finished('cancelled', r)} />
      ) : mode.name === 'move' ? (
        <MoveForm booking={booking} token={token} api={api} now={now} onBack={() => setMode({ name: 'view' })} onDone={(r) => finished('moved', r)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          {!booking.isRequest && <Button onClick={() => setMode({ name: 'move' })}>Move to another time</Button>}
          <Button variant="secondary" onClick={() => setMode({ name: 'cancel' })}>
            {booking.isRequest ? 'Cancel request' : 'Cancel booking'}
          </Button>
        </div>
      )}
      {booking.changeable && (
        <p className="text-sm text-muted">
          Changes can be made here until {formatPickup(booking.changeBy)}
          {booking.clinic.phone ? `; after that, call ${booking.clinic.name} on ${booking.clinic.phone}.` : '.'}
        </p>
      )}
    </section>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p role="alert" className="mx-auto max-w-3xl rounded-lg border border-line bg-highlight p-4 text-ink">
      {text}
    </p>
  );
}

function Done({ mode }: { mode: Extract<Mode, { name: 'done' }> }) {
  const first = mode.booking.appointments[0];
  return (
    <div className="mx-auto max-w-3xl">
      <SuccessPanel title={mode.what === 'moved' ? 'Your booking has moved' : 'Your booking is cancelled'}>
        {mode.what === 'moved' && first && <p>It is now on {formatPickup(first.bookingDate)}.</p>}
        <Appointments booking={mode.booking} />
        <p>We have emailed you the details{mode.what === 'moved' ? ', with the calendar update' : ''}.</p>
      </SuccessPanel>
    </div>
  );
}

function CancelForm({
  onBack,
  onCancel,
  onDone,
}: {
  onBack: () => void;
  onCancel: (note: string) => Promise<ManagedBooking>;
  onDone: (result: ManagedBooking) => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!note.trim()) return setError(CANCEL_NOTE_REQUIRED);
    setBusy(true);
    setFailure(null);
    try {
      onDone(await onCancel(note.trim()));
    } catch (e) {
      setFailure(errorMessage(e, 'We could not cancel the booking. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label="Reason for cancel"
        required
        maxLength={APPOINTMENT_NOTES_MAX}
        value={note}
        error={error ?? undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setError(null);
        }}
      />
      {failure && <Failure text={failure} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" loading={busy}>
          Confirm cancellation
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Keep my booking
        </Button>
      </div>
    </form>
  );
}

function MoveForm({
  booking,
  token,
  api,
  now,
  onBack,
  onDone,
}: {
  booking: ManagedBooking;
  token: string;
  api: ReturnType<typeof createManageBookingApi>;
  now?: Date | undefined;
  onBack: () => void;
  onDone: (result: ManagedBooking) => void;
}) {
  const clock = now ?? new Date();
  const currentMonth = currentMonthKey(clock);
  const [month, setMonth] = useState(booking.month < currentMonth ? currentMonth : booking.month);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ slotId: string; label: string; holdId: string | null } | null>(null);
  // The hold placed last, kept after "Choose another time" so the next hold gives it up.
  const [heldId, setHeldId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slots = useWidgetQuery(`manage-booking slots ${month} ${token}`, (signal) => api.slots(token, month, { signal }));
  const days = new Map<string, Record<string, string>[]>();
  if (slots.status === 'ready') for (const [key, times] of Object.entries(slots.data as SlotDays)) if (times.length) days.set(key.slice(0, 10), times);
  const times = day ? (days.get(day) ?? []) : [];

  const choose = async (slotId: string, label: string) => {
    setFailure(null);
    setBusy(true);
    try {
      const hold = await api.hold(token, { slotId, previousHoldId: heldId, visitorId: visitorId() });
      setHeldId(hold.holdId);
      setChosen({ slotId, label, holdId: hold.holdId });
    } catch (e) {
      // Too many holds: the move still checks the time itself.
      if (isApiError(e) && e.status === 429) setChosen({ slotId, label, holdId: null });
      else {
        setFailure(errorMessage(e, 'We could not hold that time. Please choose another.'));
        slots.reload();
      }
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!chosen) return;
    setFailure(null);
    setBusy(true);
    try {
      onDone(await api.move(token, { slotId: chosen.slotId, holdId: chosen.holdId }));
    } catch (e) {
      setFailure(errorMessage(e, 'We could not move the booking. Please try again.'));
      setChosen(null);
      slots.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <h3 className="text-xl font-bold text-ink">Choose a new time</h3>
      {failure && <Failure text={failure} />}
      {chosen && day ? (
        <ConfirmMove when={`${formatDayLabel(day)} at ${chosen.label}`} busy={busy} onConfirm={() => void confirm()} onAnother={() => setChosen(null)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <MonthCalendar
              month={month}
              minMonth={currentMonth}
              maxMonth={addMonths(currentMonth, SLOT_MONTHS_AHEAD)}
              selected={day ?? undefined}
              availableDays={[...days.keys()]}
              today={todayKey(clock)}
              label="New appointment date"
              onMonthChange={(m) => {
                setMonth(m);
                setDay(null);
              }}
              onSelect={setDay}
            />
            {slots.status === 'loading' && <Spinner label="Loading available times…" />}
            {slots.status === 'error' && <LoadError message={SLOTS_FAILED} onRetry={slots.reload} />}
            {slots.status === 'ready' && days.size === 0 && (
              <p role="status" className="mt-2 text-sm text-muted">
                There are no times available this month. Please try the next month.
              </p>
            )}
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-2 font-semibold text-ink">{day ? 'Available times' : 'Choose a date to see times'}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {times.map((time) => {
                const [id, label] = Object.entries(time)[0]!;
                return (
                  <button
                    key={id}
                    type="button"
                    disabled={busy}
                    onClick={() => void choose(id, label)}
                    className="h-10 rounded-md border border-line bg-surface text-sm font-medium text-ink hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                  >
                    {label}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </div>
      )}
      <Button
        variant="ghost"
        onClick={() => {
          if (heldId) void api.releaseHold(heldId).catch(() => undefined);
          onBack();
        }}
      >
        Keep the current time
      </Button>
    </div>
  );
}

/** A refused or failed step: on screen below the host's header, and focused so it is read out. */
function Failure({ text }: { text: string }) {
  const ref = useRevealOnMount<HTMLParagraphElement>();
  return (
    <p role="alert" tabIndex={-1} ref={ref} className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger focus:outline-none">
      {text}
    </p>
  );
}

/**
 * The time tapped, to confirm: it replaces the calendar, so it comes on screen below the host's
 * header with focus on its question (read out with its buttons next).
 */
function ConfirmMove({ when, busy, onConfirm, onAnother }: { when: string; busy: boolean; onConfirm: () => void; onAnother: () => void }) {
  const ref = useRevealOnMount<HTMLDivElement>();
  const question = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={question}
      className="space-y-3 rounded-lg border border-primary bg-highlight p-4 focus:outline-none"
    >
      <p className="text-ink" id={question}>
        Move your booking to <strong>{when}</strong>?
      </p>
      <div className="flex flex-wrap gap-3">
        <Button loading={busy} onClick={onConfirm}>
          Confirm new time
        </Button>
        <Button variant="ghost" onClick={onAnother}>
          Choose another time
        </Button>
      </div>
    </div>
  );
}
