// A native checkbox with its label beside it (the whole label is the click target).
import type { InputHTMLAttributes, Ref } from 'react';
import { controlLinks, FieldError, FieldHint, RequiredMark, useFieldIds, type FieldProps } from './Field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>, FieldProps {
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id: givenId, required, className = '', ...rest }: CheckboxProps) {
  const ids = useFieldIds(givenId);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...rest}
          {...controlLinks(ids, { label, hint, error })}
          type="checkbox"
          required={required}
          style={{ accentColor: 'var(--vet-primary, #0f766e)' }}
          className="mt-1 h-5 w-5 shrink-0 cursor-pointer rounded border-line focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed"
        />
        <label htmlFor={ids.id} className="cursor-pointer text-ink">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <div className="pl-8">
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
