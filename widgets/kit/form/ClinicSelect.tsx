// The clinic select of the contact and sheep order forms ('Select a clinic...'), with its
// loading and failed states: a person is never left with an empty, silent select.
import { LoadError } from '../LoadError';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import type { ClinicsState } from './useClinics';

export const CLINIC_PLACEHOLDER = 'Select a clinic...';
export const CLINICS_FAILED = 'We could not load our clinics.';
export const NO_MAILABLE_CLINICS = 'None of our clinics can take messages online at the moment. Please call us instead.';

export interface ClinicSelectProps {
  clinics: ClinicsState;
  label?: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (id: string) => void;
}

export function ClinicSelect({ clinics, label = 'Clinic', value, error, disabled, onChange }: ClinicSelectProps) {
  if (clinics.status === 'loading') return <Spinner label="Loading clinics…" />;
  if (clinics.status === 'error') return <LoadError message={CLINICS_FAILED} onRetry={clinics.retry} />;
  if (clinics.clinics.length === 0)
    return (
      <p role="status" className="rounded-md border border-line p-3 text-sm">
        {NO_MAILABLE_CLINICS}
      </p>
    );
  return (
    <Select
      label={label}
      required
      placeholder={CLINIC_PLACEHOLDER}
      options={clinics.clinics.map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
