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

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The aria-describedby value: hint, error and any extra ids that are present. */
function describedBy(ids: FieldIds, props: FieldProps, ...extra: (string | false | undefined)[]) {
  const list = [props.hint ? ids.hintId : undefined, props.error ? ids.errorId : undefined, ...extra].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** What ties a control to its label, hint and error: its id, aria-invalid and aria-describedby. */
export function controlLinks(ids: FieldIds, props: FieldProps, ...extra: (string | false | undefined)[]) {
  return { id: ids.id, 'aria-invalid': props.error ? true : undefined, 'aria-describedby': describedBy(ids, props, ...extra) } as const;
}

/** The star after a required field's label. The control carries `required` for assistive technology; the star is for the eye. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
  if (!required) return null;
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}

export function FieldLabel({ htmlFor, id, required, children }: { htmlFor?: string; id?: string; required?: boolean | undefined; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-1 block text-sm font-semibold text-ink">
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

/** A control with its label above and its hint and error below (the control links itself with controlLinks). */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldProps & { ids: FieldIds; required?: boolean | undefined; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
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
