// The four contact fields every booking and order form asks for (first and last name, email,
// phone), with the same labels, input types and autocomplete tokens everywhere. The caller lays
// them out and says where values, messages and changes go.
import type { CONTACT_FIELDS } from '../../shared/schemas/contactDetails';
import { TextField } from './TextField';

export type ContactField = (typeof CONTACT_FIELDS)[number];

const INPUTS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

export interface ContactFieldsProps {
  values: Record<ContactField, string>;
  /** The message a field shows, if any. */
  error: (field: ContactField) => string | undefined;
  onChange: (field: ContactField, value: string) => void;
  onBlur?: (field: ContactField) => void;
  disabled: boolean;
  /**
   * The values come from the signed-in client's profile and are changed in My details, not
   * here: shown read-only, not required, with no messages, and not greyed out while sending.
   */
  readOnly?: boolean;
}

export function ContactFields({ values, error, onChange, onBlur, disabled, readOnly = false }: ContactFieldsProps) {
  return (
    <>
      {INPUTS.map(({ name, ...input }) => (
        <TextField
          key={name}
          {...input}
          required={!readOnly}
          readOnly={readOnly}
          value={values[name]}
          disabled={disabled && !readOnly}
          error={readOnly ? undefined : error(name)}
          onBlur={onBlur && (() => onBlur(name))}
          onChange={(e) => onChange(name, e.target.value)}
        />
      ))}
    </>
  );
}
