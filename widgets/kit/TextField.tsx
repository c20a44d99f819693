// A labelled single-line input with hint and error message (see Field.tsx).
import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, controlLinks, FieldFrame, useFieldIds, type FieldProps } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldProps {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, id: givenId, required, className = '', type = 'text', ...rest }: TextFieldProps) {
  const ids = useFieldIds(givenId);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input {...rest} {...controlLinks(ids, { label, hint, error })} type={type} required={required} className={controlClass(Boolean(error), 'h-10')} />
    </FieldFrame>
  );
}
