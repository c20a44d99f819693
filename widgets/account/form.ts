// A form's values, errors and submit guard: validation with the shared schema, messages per
// field, focus moved to the first field in error, and one submit at a time.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../shared/schemas/profile';

export type Validate<T, O> = (values: T) => { ok: true; output: O; errors: Record<string, string> } | { ok: false; errors: Record<string, string> };

/** A validator from a valibot schema: the output, or each field's first message. */
export function bySchema<S extends v.GenericSchema, T>(schema: S, prepare: (values: T) => unknown = (x) => x): Validate<T, v.InferOutput<S>> {
  return (values) => {
    const result = v.safeParse(schema, prepare(values));
    return result.success ? { ok: true, output: result.output as v.InferOutput<S>, errors: {} } : { ok: false, errors: fieldErrors(result.issues) };
  };
}

export function useForm<S extends v.GenericSchema, T extends Record<string, unknown>>(schema: S | Validate<T, v.InferOutput<S>>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  // A ref as well as state: two quick clicks both see the first one's "saving".
  const busy = useRef(false);

  useEffect(() => {
    if (!focusTick) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const check = useCallback((next: T) => (typeof schema === 'function' ? schema(next) : bySchema<S, T>(schema)(next)), [schema]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  // After a first submit, messages follow the typing (the spec: 'Validation runs on change').
  const submittedRef = useRef(false);
  submittedRef.current = submitted;
  useEffect(() => {
    if (submittedRef.current) setErrors(check(values).errors);
  }, [values, check]);

  /** Shows server-side field messages (a 422's issues) and focuses the first. */
  const showErrors = useCallback((next: Record<string, string>) => {
    setErrors(next);
    setFocusTick((t) => t + 1);
  }, []);

  const onSubmit = (save: (output: v.InferOutput<S>) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    setSubmitted(true);
    const result = check(values);
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    busy.current = true;
    setSaving(true);
    try {
      await save(result.output);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { values, setValues, set, errors, showErrors, saving, formRef, onSubmit };
}
