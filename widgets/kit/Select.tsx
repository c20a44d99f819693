// A labelled native <select> (the platform's own keyboard and screen-reader behaviour, and
// the phone's own picker). A placeholder is a first, unselectable empty option.
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldProps {
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, hint, error, id: givenId, required, className = '', options, placeholder, value, ...rest }: SelectProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <select
        {...rest}
        id={ids.id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { label, hint, error })}
        className={controlClass(Boolean(error), 'h-10 pr-8')}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
