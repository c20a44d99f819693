import { useEffect, useState } from 'react';
import { ContactFields } from '../../kit/ContactFields';
import { TextArea } from '../../kit/TextArea';
import { NOTES_MAX } from '../steps';
import { detailErrors, useBooking, useBookingActions } from '../store';

export function MyDetails() {
  const form = useBooking((s) => s.form);
  const hold = useBooking((s) => s.hold);
  const submitting = useBooking((s) => s.submitting);
  const { detailChanged } = useBookingActions();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = detailErrors(form);
  const show = (field: keyof typeof errors) => (touched[field] ? errors[field] : undefined);
  const blur = (field: string) => setTouched((t) => ({ ...t, [field]: true }));
  const time = form.time ? Object.values(form.time)[0] : '';

  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        My details
      </h2>
      {hold && <HoldCountdown expiresAt={hold.expiresAt} time={time ?? ''} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields values={form} error={show} onBlur={blur} disabled={submitting} onChange={detailChanged} />
      </div>
      <TextArea
        label="Notes (optional)"
        maxLength={NOTES_MAX}
        showCount
        value={form.notes}
        disabled={submitting}
        error={errors.notes}
        onChange={(e) => detailChanged('notes', e.target.value)}
      />
    </div>
  );
}

/** A visible countdown of the short hold placed on the chosen time. */
function HoldCountdown({ expiresAt, time }: { expiresAt: string; time: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  const text =
    left > 0
      ? `We are holding ${time} for you for ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}.`
      : `Your hold on ${time} has ended. You can still book it if nobody else has.`;
  // The seconds tick for the eye only; screen readers hear the time left once a minute, and
  // the end of the hold.
  const minutes = Math.ceil(left / 60);
  return (
    <div role="status" className="rounded-lg bg-highlight p-3 text-sm text-ink">
      <p aria-hidden={left > 0 ? true : undefined}>{text}</p>
      {left > 0 && <p className="sr-only">{`We are holding ${time} for you for ${minutes} more minute${minutes === 1 ? '' : 's'}.`}</p>}
    </div>
  );
}
