// A labelled native <select> (the platform's own keyboard and screen-reader behaviour, and
// the phone's own picker). A placeholder is a first, unselectable empty option.
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClass, controlLinks, FieldFrame, useFieldIds, type FieldProps } from './Field';

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
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select {...rest} {...controlLinks(ids, { label, hint, error })} value={value} required={required} className={controlClass(Boolean(error), 'h-10 pr-8')}>
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
    </FieldFrame>
  );
}
