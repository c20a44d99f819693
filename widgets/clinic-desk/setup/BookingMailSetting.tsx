// How one clinic hears of the bookings clients make online: an email each, one digest each
// morning, or the diary alone. Requests are always emailed (someone must confirm them), so
// the choice says so.
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import type { DeskApi } from '../../../shared/api/desk';
import type { BookingMail } from '../../../shared/schemas/desk';
import { Select } from '../../kit';
import { useWidgetQuery } from '../../kit/WidgetContext';

export const BOOKING_MAIL_FAILED = 'We could not save the choice. Please try again.';
const OPTIONS: { value: BookingMail; label: string }[] = [
  { value: 'each', label: 'An email for each online booking' },
  { value: 'digest', label: 'One email each morning listing the day before’s' },
  { value: 'none', label: 'No email: the diary is enough' },
];

export function BookingMailSetting({ api, clinic }: { api: DeskApi; clinic: { id: string; name: string; bookingMail: BookingMail } }) {
  const me = useWidgetQuery('desk:me', (signal) => api.me({ signal }));
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const change = async (bookingMail: BookingMail) => {
    setSaving(true);
    setSaid(null);
    try {
      await api.bookingMail(clinic.id, bookingMail);
      if (me.status === 'ready') me.set(() => ({ ...me.data, clinics: me.data.clinics.map((c) => (c.id === clinic.id ? { ...c, bookingMail } : c)) }));
      setSaid({ ok: true, text: `Saved: ${OPTIONS.find((o) => o.value === bookingMail)!.label.toLowerCase()}.` });
    } catch (e) {
      setSaid({ ok: false, text: errorMessage(e, BOOKING_MAIL_FAILED) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-labelledby="desk-booking-mail" className="space-y-2 rounded-lg border border-line bg-surface p-4">
      <h2 id="desk-booking-mail" className="text-lg font-bold text-ink">
        Emails to {clinic.name}
      </h2>
      <Select
        label="Online bookings"
        hint="Appointment requests are always emailed: someone must confirm them."
        className="max-w-md"
        value={clinic.bookingMail}
        disabled={saving}
        options={OPTIONS}
        onChange={(e) => void change(e.target.value as BookingMail)}
      />
      <p aria-live="polite" className={`text-sm ${said?.ok === false ? 'text-danger' : 'text-muted'}`}>
        {said?.text}
      </p>
    </section>
  );
}
