import { Checkbox } from '../../kit/Checkbox';
import { RichText } from '../../kit/RichText';
import { selectedType, useBooking, useBookingActions } from '../store';

export function TypeNotes() {
  const type = useBooking((s) => selectedType(s));
  const accepted = useBooking((s) => s.form.acceptTermsAndConditions);
  const { acceptanceToggled } = useBookingActions();
  const info = type?.importantInformation;
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        Important information
      </h2>
      <div className="rounded-lg border border-line bg-surface p-4 text-ink">
        {Array.isArray(info) ? <RichText nodes={info} /> : <p className="whitespace-pre-line">{info}</p>}
      </div>
      {type?.hasAcceptCheckbox && (
        <Checkbox label="I have read and accept the information above" checked={accepted} onChange={(event) => acceptanceToggled(event.target.checked)} />
      )}
    </div>
  );
}
