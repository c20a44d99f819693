// A labelled multi-line input. With maxLength it shows a live "used / max" counter; screen
// readers hear the limit once (in the description) and a polite "n characters left" only
// when close to it, not on every key press.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, controlLinks, FieldError, FieldHint, FieldLabel, useFieldIds, type FieldProps } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldProps {
  /** Show the character counter (default: whenever maxLength is given). */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Remaining characters at which the counter starts speaking. */
const ANNOUNCE_FROM = 20;

export function TextArea({
  label,
  hint,
  error,
  id: givenId,
  required,
  className = '',
  maxLength,
  showCount = true,
  rows = 4,
  value,
  defaultValue,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(givenId);
  const counted = showCount && typeof maxLength === 'number';
  const used = String(value ?? defaultValue ?? '').length;
  const left = counted ? maxLength - used : 0;
  const counterId = `${ids.id}-count`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        {...controlLinks(ids, { label, hint, error }, counted && counterId)}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        className={controlClass(Boolean(error), 'py-2')}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
        {counted && (
          <p className={`mt-1 shrink-0 text-sm ${left < 0 ? 'text-danger' : 'text-muted'}`}>
            <span aria-hidden="true" data-testid="char-count">
              {used}/{maxLength}
            </span>
            <span id={counterId} className="sr-only">
              Up to {maxLength} characters.
            </span>
            <span className="sr-only" aria-live="polite">
              {left <= ANNOUNCE_FROM ? `${Math.max(left, 0)} characters left` : ''}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
