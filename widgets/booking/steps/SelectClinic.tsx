import { RadioCards } from '../../kit/RadioCards';
import { useBooking, useBookingActions } from '../store';

export function SelectClinic() {
  const clinics = useBooking((s) => s.start!.clinics);
  const clinicId = useBooking((s) => s.form.clinicId);
  const { clinicChosen } = useBookingActions();
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        Choose a clinic
      </h2>
      <RadioCards
        name="clinic"
        label="Clinic"
        value={clinicId}
        onChange={clinicChosen}
        options={clinics.map((clinic) => ({ value: String(clinic.id), title: clinic.name, description: clinic.address }))}
      />
    </div>
  );
}
