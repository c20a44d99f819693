// A radio group drawn as cards (clinics, client status, appointment types), following the
// WAI-ARIA radio group pattern: one card in the Tab order (the chosen one, else the first
// that can be chosen: a roving tabindex); arrow keys move to the next or previous card and
// choose it, wrapping at the ends; Home and End go to the first and last; Space chooses the
// focused card. Disabled cards are skipped.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FieldError, RequiredMark } from './Field';

export interface RadioCardOption {
  value: string;
  title: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioCardsProps {
  /** Groups the cards (also names them in tests and forms). */
  name: string;
  /** The question the group answers: its accessible name. */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioCardOption[];
  error?: string | null;
  required?: boolean;
  className?: string;
}

export function RadioCards({ name, label, value, onChange, options, error, required, className = '' }: RadioCardsProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);
  const checkedIndex = options.findIndex((o) => o.value === value && !o.disabled);
  const tabStop = checkedIndex >= 0 ? checkedIndex : (enabled[0] ?? -1);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    refs.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const at = enabled.indexOf(index);
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        target = enabled[(at + 1) % enabled.length];
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        target = enabled[(at - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      case ' ':
        target = index;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target !== undefined) choose(target);
  };

  return (
    <div className={className}>
      <p id={labelId} className="mb-2 font-semibold text-ink">
        {label}
        <RequiredMark required={required} />
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-name={name}
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map((option, index) => {
          const checked = index === checkedIndex;
          const titleId = `${id}-${index}-title`;
          const descriptionId = `${id}-${index}-description`;
          return (
            <div
              key={option.value}
              ref={(node) => {
                refs.current[index] = node;
              }}
              role="radio"
              aria-checked={checked}
              aria-disabled={option.disabled || undefined}
              aria-labelledby={titleId}
              aria-describedby={option.description ? descriptionId : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-surface p-4 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 ${
                checked ? 'border-primary bg-highlight' : 'border-line hover:border-hover'
              } ${option.disabled ? 'cursor-not-allowed opacity-50' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`mt-1 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 ${checked ? 'border-primary' : 'border-line'}`}
              >
                {checked && <span data-chosen-dot="" className="h-2 w-2 rounded-full bg-primary" />}
              </span>
              <span className="min-w-0">
                <span id={titleId} className="block font-semibold text-ink">
                  {option.title}
                </span>
                {option.description && (
                  <span id={descriptionId} className="mt-0.5 block text-sm text-muted">
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
