import { useMemo } from 'react';
import { useWidget } from '../../kit/WidgetContext';
import { formatBookingDate, icsFor, icsHref } from '../format';
import { isSignedIn, useBooking } from '../store';

export function Confirmed() {
  const confirmation = useBooking((s) => s.confirmation!);
  const signedIn = useBooking((s) => isSignedIn(s.start));
  // Select the stored array itself: a selector that maps would return a new array on every
  // read and make useSyncExternalStore render forever.
  const pets = useBooking((s) => s.form.pets);
  const { config } = useWidget();
  const vetId = config.vetId;
  const ics = useMemo(() => {
    const clinic = { name: confirmation.clinicName, address: confirmation.clinicAddress };
    return icsHref(icsFor(confirmation.appointments, clinic, { vetId, bookingId: confirmation.bookingId, manageUrl: confirmation.manageUrl }));
  }, [confirmation, vetId]);

  return (
    <div className="space-y-4" part="confirmation">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        Your appointment is booked
      </h2>
      <p className="text-ink">We have sent a confirmation email with the details, and a link to move or cancel the booking.</p>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {confirmation.appointments.map((appointment, index) => (
          <li key={String(appointment.id)} className="p-4">
            <p className="font-semibold text-ink">{appointment.name ?? appointment.pets?.map((pet) => pet.name).join(', ') ?? pets[index]?.name}</p>
            <p className="text-ink">{formatBookingDate(appointment.bookingDate)}</p>
          </li>
        ))}
      </ul>
      <div className="text-ink">
        <p className="font-semibold">{confirmation.clinicName}</p>
        <p className="text-muted">{confirmation.clinicAddress}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <a
          href={ics}
          download="vet-appointment.ics"
          className="inline-flex h-10 items-center rounded-md border border-primary px-4 font-semibold text-primary hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          Add to calendar
        </a>
        {signedIn && (
          <a
            href={`${config.apiBase}/account/appointments`}
            className="inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
          >
            View my appointments
          </a>
        )}
      </div>
    </div>
  );
}
