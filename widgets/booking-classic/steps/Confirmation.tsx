import { useClassic } from '../store';
import { twelveHour } from '../times';
import { formatDayLabel } from '../../../shared/format/dates';

export function Confirmation() {
  const form = useClassic((s) => s.form);
  const clinic = useClassic((s) => s.start!.clinics.find((c) => String(c.id) === s.form.clinicId));
  return (
    <div className="space-y-3">
      <p className="text-ink">
        Thank you, {form.firstName}. We have your request for {formatDayLabel(form.date)} at {twelveHour(form.time)}
        {clinic ? ` at ${clinic.name}` : ''}.
      </p>
      <p className="text-ink">The clinic will confirm the time with you. We have sent the details to {form.email}.</p>
    </div>
  );
}
