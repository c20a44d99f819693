// One appointment as the diary shows it: a button that opens the booking. Its accessible name
// reads the whole line (time, pet, client, type), so a screen reader's list of buttons is the day.
import type { DiaryBooking } from '../../../shared/schemas/deskDiary';
import { clock } from './time';

const ORIGIN_LABELS: Record<DiaryBooking['origin'], string> = { online: 'Online', request: 'Request', phone: 'Phone' };
export const ATTENDANCE_LABELS = { arrived: 'Arrived', noShow: 'No-show', done: 'Done' } as const;

const TONES: Record<'none' | keyof typeof ATTENDANCE_LABELS, string> = {
  none: 'border-primary bg-highlight',
  arrived: 'border-success bg-green-50',
  noShow: 'border-danger bg-red-50',
  done: 'border-line bg-gray-100',
};

export const petLine = (b: DiaryBooking) => `${b.pet.name}${b.pet.species ? ` (${b.pet.species})` : ''}`;
export const clientLine = (b: DiaryBooking) => `${b.client.firstName} ${b.client.lastName}`;

export function BookingCard({
  booking,
  onOpen,
  compact = false,
  style,
}: {
  booking: DiaryBooking;
  onOpen: () => void;
  compact?: boolean;
  style?: React.CSSProperties;
}) {
  const b = booking;
  // The name is the card's own text (a compact card keeps its other lines for screen readers
  // only), so what is read is what is seen, and more.
  const extra = compact ? 'sr-only' : 'block truncate';
  return (
    <button
      type="button"
      data-booking={b.bookingId}
      onClick={onOpen}
      style={style}
      className={`w-full overflow-hidden rounded-md border-l-4 px-2 py-1 text-left text-xs text-ink shadow-sm hover:brightness-95 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${TONES[b.attendance ?? 'none']}`}
    >
      <span className="font-semibold">
        {clock(b.start)} <span className="sr-only">to {clock(b.end)},</span> {petLine(b)}
      </span>{' '}
      <span className={extra}>
        {clientLine(b)} · {b.client.phone}
      </span>{' '}
      <span className={`${extra} text-muted`}>
        {b.appointmentType?.name ?? 'Appointment'} · {b.client.newClient ? 'New' : 'Existing'} client · {ORIGIN_LABELS[b.origin]}
        {b.attendance && ` · ${ATTENDANCE_LABELS[b.attendance]}`}
      </span>{' '}
      {b.notes && <span className={`${extra} italic text-muted`}>{b.notes}</span>}
    </button>
  );
}
