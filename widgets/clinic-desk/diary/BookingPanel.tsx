// One booking opened from the diary: who and what it is, then what the desk does to it (mark
// arrived, no-show or done; move it to another free time; cancel it with a reason the client
// is emailed) and what staff have done to it so far (its history).
import { useState } from 'react';
import type { DeskApi } from '../../../shared/api/desk';
import { formatDayLabel } from '../../../shared/format/calendarDays';
import { nzDayKey } from '../../../shared/format/dates';
import { ATTENDANCES, type Attendance, type DiaryBooking } from '../../../shared/schemas/deskDiary';
import { Button, Modal, TextArea } from '../../kit';
import { useWidget } from '../../kit/WidgetContext';
import { chosenTime, DayTimes, useDeskTimes } from '../DayTimes';
import { ATTENDANCE_LABELS, clientLine, petLine } from './BookingCard';
import { BookingHistory } from './BookingHistory';
import { useDiary, useDiaryActions } from './store';
import { clock } from './time';

export const REASON_REQUIRED = 'Please give the reason the client will read.';
const REASON_MAX = 400;
const ORIGIN_TEXT = { online: 'Booked online', request: 'Requested online, confirmed at the desk', phone: 'Booked at the desk' } as const;

export function BookingPanel({ api, appointments, onClose }: { api: DeskApi; appointments: DiaryBooking[]; onClose: () => void }) {
  const first = appointments[0]!;
  const last = appointments[appointments.length - 1]!;
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  return (
    <Modal open onClose={onClose} size="lg" title={`${appointments.map((a) => a.pet.name).join(', ')}: ${clock(first.start)}`}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm text-ink sm:grid-cols-3">
        <Row term="When">
          {formatDayLabel(nzDayKey(first.start))}, {clock(first.start)} to {clock(last.end)}
        </Row>
        <Row term="Pets">{appointments.map(petLine).join(', ')}</Row>
        <Row term="Appointment">{first.appointmentType?.name ?? 'Not given'}</Row>
        <Row term="Client">
          {clientLine(first)} ({first.client.newClient ? 'new client' : 'existing client'})
        </Row>
        <Row term="Phone">
          <a className="text-primary underline" href={`tel:${first.client.phone.replace(/\s+/g, '')}`}>
            {first.client.phone}
          </a>
        </Row>
        <Row term="Email">{first.client.email || 'None given'}</Row>
        <Row term="Made">{ORIGIN_TEXT[first.origin]}</Row>
        {first.notes && <Row term="Notes">{first.notes}</Row>}
      </dl>
      <AttendanceButtons bookingId={first.bookingId} current={first.attendance} />
      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
        <Button variant={mode === 'move' ? 'primary' : 'secondary'} aria-expanded={mode === 'move'} onClick={() => setMode(mode === 'move' ? 'view' : 'move')}>
          Move
        </Button>
        <Button
          variant={mode === 'cancel' ? 'danger' : 'secondary'}
          aria-expanded={mode === 'cancel'}
          onClick={() => setMode(mode === 'cancel' ? 'view' : 'cancel')}
        >
          Cancel booking
        </Button>
      </div>
      {mode === 'move' && <MoveForm api={api} booking={first} onDone={onClose} />}
      {mode === 'cancel' && <CancelForm booking={first} onDone={onClose} />}
      <BookingHistory api={api} bookingId={first.bookingId} />
    </Modal>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </>
  );
}

function AttendanceButtons({ bookingId, current }: { bookingId: string; current: Attendance | null }) {
  const busy = useDiary((s) => s.busy);
  const { attendance, noticed } = useDiaryActions();
  const [failure, setFailure] = useState<string | null>(null);
  const mark = async (value: Attendance | null) => {
    const outcome = await attendance(bookingId, value);
    setFailure(outcome.ok ? null : outcome.message);
    if (outcome.ok) noticed(value ? `Marked ${ATTENDANCE_LABELS[value].toLowerCase()}.` : 'Attendance cleared.');
  };
  return (
    <div role="group" aria-label="Attendance" className="mt-4 flex flex-wrap items-center gap-2">
      {ATTENDANCES.map((value) => (
        <Button
          key={value}
          size="sm"
          variant={current === value ? 'primary' : 'secondary'}
          aria-pressed={current === value}
          disabled={busy}
          onClick={() => void mark(current === value ? null : value)}
        >
          {ATTENDANCE_LABELS[value]}
        </Button>
      ))}
      {failure && (
        <p role="alert" className="w-full text-sm text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}

function MoveForm({ api, booking, onDone }: { api: DeskApi; booking: DiaryBooking; onDone: () => void }) {
  const { emit } = useWidget();
  const [day, setDay] = useState(() => nzDayKey(booking.start));
  const [slotId, setSlotId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useDiary((s) => s.busy);
  const { move, noticed } = useDiaryActions();
  const times = useDeskTimes(`desk:move:${booking.bookingId}:${day}`, (signal) => api.moveTimes(booking.bookingId, day, { signal }));
  const chosen = chosenTime(times, slotId);
  const submit = async () => {
    if (!chosen) return;
    const outcome = await move(booking.bookingId, chosen.slotId);
    if (outcome.ok) {
      emit('vet-clinic-desk:moved', { bookingId: booking.bookingId, start: chosen.start });
      noticed(`Moved ${booking.pet.name} to ${formatDayLabel(day)} at ${chosen.label} with ${chosen.clinician.name}; the client has been emailed.`);
      onDone();
      return;
    }
    setFailure(outcome.message);
    if (outcome.taken) {
      setSlotId(null);
      times.reload();
    }
  };
  return (
    <section aria-labelledby="desk-move" className="mt-4 space-y-3">
      <h3 id="desk-move" className="text-base font-bold text-ink">
        Move to
      </h3>
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <DayTimes
        day={day}
        onDay={(d) => {
          setDay(d);
          setSlotId(null);
        }}
        times={times}
        chosen={slotId}
        onChoose={setSlotId}
      />
      <Button disabled={!chosen} loading={busy} onClick={() => void submit()}>
        Move to this time
      </Button>
    </section>
  );
}

function CancelForm({ booking, onDone }: { booking: DiaryBooking; onDone: () => void }) {
  const { emit } = useWidget();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = useDiary((s) => s.busy);
  const { cancel, noticed } = useDiaryActions();
  const submit = async () => {
    if (!reason.trim()) return setError(REASON_REQUIRED);
    const outcome = await cancel(booking.bookingId, reason.trim());
    if (outcome.ok) {
      emit('vet-clinic-desk:cancelled', { bookingId: booking.bookingId });
      noticed(`Cancelled the booking of ${clientLine(booking)}; they have been emailed the reason.`);
      onDone();
    } else setError(outcome.message);
  };
  return (
    <form
      aria-labelledby="desk-cancel"
      className="mt-4 space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="desk-cancel" className="text-base font-bold text-ink">
        Cancel the booking
      </h3>
      <TextArea
        label="Reason (emailed to the client)"
        required
        maxLength={REASON_MAX}
        value={reason}
        error={error ?? undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="danger" loading={busy}>
        Cancel booking
      </Button>
    </form>
  );
}
