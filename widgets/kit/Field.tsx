// What every form control shares: a visible label tied to the control, a required marker,
// a hint and an error message both linked with aria-describedby, and aria-invalid.
import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show; when set the control is aria-invalid. */
  error?: string | null | undefined;
}

export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? `field-${auto}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The aria-describedby value: hint, error and any extra ids that are present. */
export function describedBy(ids: { hintId: string; errorId: string }, props: FieldProps, ...extra: (string | false | undefined)[]) {
  const list = [props.hint ? ids.hintId : undefined, props.error ? ids.errorId : undefined, ...extra].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export function FieldLabel({ htmlFor, id, required, children }: { htmlFor?: string; id?: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-1 block text-sm font-semibold text-ink">
      {children}
      {/* The control carries `required` for assistive technology; the star is for the eye. */}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {children}
    </p>
  );
}

export const controlClass = (invalid: boolean, extra = '') =>
  `block w-full rounded-md border bg-surface px-3 text-base text-ink placeholder:text-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-gray-50 ${
    invalid ? 'border-danger' : 'border-line'
  } ${extra}`.trim();
