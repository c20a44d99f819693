// The behaviour every form of the suite shares (the spec's "Common to all"):
// - nothing is marked wrong while a person is still typing for the first time; the first
//   submit validates everything, and from then on every change re-validates (so a message
//   goes away as soon as the field is fixed);
// - messages come from the shared valibot schema (the server validates with the same one),
//   plus an optional `check` for rules that need more than the values (today's date);
// - on a failed submit focus moves to the first field with a message (DOM order);
// - one request at a time: a second submit while one is in flight does nothing;
// - a failed request keeps every value typed and shows the flow's message; field messages
//   the server sends back (422 `issues`) land on their fields until those are changed.
// State lives in the hook, so each widget instance has its own form.
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as v from 'valibot';
import { isApiError } from '../../../shared/api/errors';
import { revealRefusal } from './firstInvalid';
import { errorsOf, FORM_KEY, serverIssues, validate, type FieldErrors } from './issues';
import { getAt, setAt } from './paths';

export type FormStatus = 'editing' | 'submitting' | 'done';

export interface UseFormOptions<V, O, R> {
  schema: v.GenericSchema<unknown, O>;
  initial: V | (() => V);
  /** Rules beyond the schema (dot path → message), run on the schema's output. */
  check?: (output: O, values: V) => FieldErrors;
  /** Sends the validated output; throw (e.g. the API client's ApiError) to report failure. */
  submit: (output: O, values: V) => Promise<R>;
  /** The message shown when `submit` throws: usually the server's, else the flow's own. */
  failureMessage: (error: unknown) => string;
  onSuccess?: (result: R, output: O) => void;
  onFailure?: (message: string, error: unknown) => void;
}

export interface FormApi<V, R> {
  values: V;
  /** Messages to show now (empty until the first submit), by dot path; FORM_KEY for the whole form. */
  errors: FieldErrors;
  status: FormStatus;
  submitting: boolean;
  /** The failed request's message, until the next submit. */
  failure: string | null;
  result: R | null;
  set: (path: string, value: unknown) => void;
  /** Replaces several values at once (e.g. a choice that clears others). */
  update: (change: (values: V) => V) => void;
  /** Props for a text-like control bound to `path`. */
  text: (path: string) => {
    value: string;
    error: string | undefined;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    disabled: boolean;
  };
  /** Props for a checkbox bound to `path`. */
  checkbox: (path: string) => { checked: boolean; error: string | undefined; onChange: (e: ChangeEvent<HTMLInputElement>) => void; disabled: boolean };
  /** The error of one path (for controls the helpers above do not fit). */
  error: (path: string) => string | undefined;
  /** Validates and, when valid, sends. Wire it to the form's onSubmit. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Runs the checks only (a "review" step before the real submit); true when valid. */
  validateNow: () => boolean;
  /** Back to an empty form (after a success, "send another"). */
  reset: () => void;
  /** Attach to the <form> (or any container): where "first error" is looked for. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

export function useForm<V, O, R>(options: UseFormOptions<V, O, R>): FormApi<V, R> {
  const { schema, check } = options;
  const [initial] = useState(options.initial);
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<FormStatus>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [fromServer, setFromServer] = useState<FieldErrors>({});
  const [focusTick, setFocusTick] = useState(0);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // The latest options without re-creating callbacks on every render.
  const latest = useRef(options);
  latest.current = options;

  const computeErrors = useCallback(
    (current: V): FieldErrors => {
      const outcome = validate(schema, current);
      if (!outcome.ok) return outcome.errors;
      return check ? check(outcome.output, current) : {};
    },
    [schema, check],
  );

  const errors = useMemo<FieldErrors>(
    () => (attempted ? { ...fromServer, ...computeErrors(values) } : fromServer),
    [attempted, computeErrors, values, fromServer],
  );

  // After a refused submit: the first control marked invalid, in the order people read them.
  useEffect(() => {
    if (focusTick === 0) return;
    revealRefusal(formRef.current);
  }, [focusTick]);

  const set = useCallback((path: string, value: unknown) => {
    setValues((current) => setAt(current, path, value));
    setFromServer((current) => {
      if (!(path in current)) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const submitting = status === 'submitting';

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      setAttempted(true);
      setFailure(null);
      const outcome = validate(schema, values);
      const found = outcome.ok ? (check ? check(outcome.output, values) : {}) : outcome.errors;
      if (!outcome.ok || Object.keys(found).length > 0) {
        setFocusTick((n) => n + 1);
        return;
      }
      inFlight.current = true;
      setStatus('submitting');
      try {
        const answer = await latest.current.submit(outcome.output, values);
        setResult(() => answer);
        setStatus('done');
        latest.current.onSuccess?.(answer, outcome.output);
      } catch (error) {
        const message = latest.current.failureMessage(error);
        setFailure(message);
        if (isApiError(error)) {
          const fields = serverIssues(error.data);
          if (Object.keys(fields).length > 0) {
            setFromServer(fields);
            setFocusTick((n) => n + 1);
          }
        }
        setStatus('editing');
        latest.current.onFailure?.(message, error);
      } finally {
        inFlight.current = false;
      }
    },
    [schema, check, values],
  );

  const validateNow = useCallback(() => {
    setAttempted(true);
    const found = computeErrors(values);
    if (Object.keys(found).length > 0) {
      setFocusTick((n) => n + 1);
      return false;
    }
    return true;
  }, [computeErrors, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setAttempted(false);
    setFailure(null);
    setResult(null);
    setFromServer({});
    setStatus('editing');
  }, [initial]);

  const error = (path: string) => errors[path];
  return {
    values,
    errors,
    status,
    submitting,
    failure,
    result,
    set,
    update: setValues,
    error,
    text: (path) => ({
      value: String(getAt(values, path) ?? ''),
      error: errors[path],
      onChange: (e) => set(path, e.target.value),
      disabled: submitting,
    }),
    checkbox: (path) => ({
      checked: getAt(values, path) === true,
      error: errors[path],
      onChange: (e) => set(path, e.target.checked),
      disabled: submitting,
    }),
    handleSubmit,
    validateNow,
    reset,
    formRef,
  };
}

export { errorsOf, FORM_KEY };
