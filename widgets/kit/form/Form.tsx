// The frame of every form: a <form> without the browser's own bubbles (the widget shows the
// schema's messages instead, in the page's words), the form-wide message (a rule about the
// whole form, or a failed request) as an alert, and a submit button that cannot send twice.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { FORM_KEY } from './issues';
import type { FormApi } from './useForm';
import { useRevealOnMount } from './useRevealOnMount';

export interface FormProps<V, R> {
  form: FormApi<V, R>;
  /** The form's accessible name (usually the id of its heading). */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
  className?: string;
  /** Replaces the default submit (e.g. a "review" step that validates first). */
  onSubmit?: (event: React.FormEvent) => void;
}

export function Form<V, R>({ form, labelledBy, label, children, className = '', onSubmit }: FormProps<V, R>) {
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-busy={form.submitting || undefined}
      onSubmit={onSubmit ?? ((event) => void form.handleSubmit(event))}
      className={`space-y-4 ${className}`.trim()}
    >
      {children}
    </form>
  );
}

/**
 * The form-wide message: a failed request (the flow's text or the server's), or a rule about
 * the whole form. Focusable so the "first error" can land here when no field has one.
 */
export function FormMessage<V, R>({ form, className }: { form: FormApi<V, R>; className?: string }) {
  const text = form.failure ?? form.errors[FORM_KEY];
  return (
    <div aria-live="assertive" className={className}>
      {text && (
        <p
          role="alert"
          tabIndex={-1}
          data-form-error
          className="rounded-md border border-danger bg-red-50 p-3 text-sm font-medium text-danger focus:outline-none focus-visible:ring-2 focus-visible:ring-danger"
        >
          {text}
        </p>
      )}
    </div>
  );
}

/** The submit button: spinner and disabled while the request runs. */
export function SubmitButton<V, R>({ form, children, ...rest }: { form: FormApi<V, R>; children: ReactNode } & Omit<ButtonProps, 'type' | 'form'>) {
  return (
    <Button type="submit" loading={form.submitting} {...rest}>
      {children}
    </Button>
  );
}

/** A group of related fields with a visible legend (vaccines, address, options). */
export function Fieldset({ legend, children, className = '', hint }: { legend: ReactNode; children: ReactNode; className?: string; hint?: ReactNode }) {
  return (
    <fieldset className={`min-w-0 rounded-lg border border-line p-4 ${className}`.trim()}>
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      {hint && <p className="mb-3 text-sm text-muted">{hint}</p>}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

/** The view after a success: a heading that takes focus so screen readers hear it. */
export function SuccessPanel({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  const heading = useRevealOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="space-y-3 rounded-lg border border-primary bg-highlight p-5 text-ink">
      <h3 className="text-xl font-bold focus:outline-none" tabIndex={-1} ref={heading}>
        {title}
      </h3>
      {children}
      {action}
    </div>
  );
}
