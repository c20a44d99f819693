import { LoadError } from '../../kit/LoadError';
import { RadioCards } from '../../kit/RadioCards';
import { Select } from '../../kit/Select';
import { Spinner } from '../../kit/Spinner';
import { NO_PREFERENCE } from '../steps';
import { useBooking, useBookingActions } from '../store';

export const NO_TYPES = 'There are no available Appointment Types for that animal.';
export const TYPES_ERROR = 'We could not load the appointment types. Please try again.';

export function AppointmentDetails() {
  const types = useBooking((s) => s.appointmentTypes);
  const typesStatus = useBooking((s) => s.typesStatus);
  const allowSelectResource = useBooking((s) => s.start!.bookingConfig.allowSelectResource);
  const clinicians = useBooking((s) => s.clinicians);
  const form = useBooking((s) => s.form);
  const actions = useBookingActions();

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-ink" data-step-heading tabIndex={-1}>
        Appointment details
      </h2>
      {typesStatus === 'loading' || typesStatus === 'idle' ? (
        <Spinner label="Loading appointment types…" />
      ) : typesStatus === 'error' ? (
        <LoadError message={TYPES_ERROR} onRetry={() => void actions.typesRetried()} />
      ) : types.length === 0 ? (
        <p role="status" className="rounded-lg border border-line bg-highlight p-4 text-ink">
          {NO_TYPES}
        </p>
      ) : (
        <RadioCards
          name="appointment-type"
          label="Appointment type"
          value={form.appointmentTypeId}
          onChange={actions.appointmentTypeChosen}
          options={types.map((type) => ({ value: String(type.id), title: type.name }))}
        />
      )}
      {allowSelectResource && form.appointmentTypeId && (
        <Select
          label="Preferred clinician"
          value={form.preferredClinician}
          onChange={(event) => actions.clinicianChosen(event.target.value)}
          options={[
            { value: NO_PREFERENCE, label: 'No preference' },
            ...clinicians.map((clinician) => ({ value: String(clinician.id), label: clinician.name })),
          ]}
        />
      )}
    </div>
  );
}
