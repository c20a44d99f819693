// A labelled single-line input with hint and error message (see Field.tsx).
import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldProps } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldProps {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, id: givenId, required, className = '', type = 'text', ...rest }: TextFieldProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <input
        {...rest}
        id={ids.id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { label, hint, error })}
        className={controlClass(Boolean(error), 'h-10')}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
