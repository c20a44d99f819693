// What both set-up sections share: the form's own message, the return of focus when a form
// closes, and the focus on the first problem after a refused save.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { revealRefusal } from '../../kit/form';
import { useSetup, useSetupActions, type SetupKind } from './store';

export const editKey = (kind: SetupKind, id: number) => `${kind}-${id}`;

/** The form's message (a refusal in the server's words, a failed request) as an alert that can take focus. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p
          role="alert"
          tabIndex={-1}
          data-form-error
          className="rounded-md border border-danger bg-red-50 p-3 text-sm font-medium text-danger focus:outline-none focus-visible:ring-2 focus-visible:ring-danger"
        >
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * When this section's form closes, focus goes back to the Edit button of the row it was about
 * (a new row once saved), else to the section's heading: never lost on the page's body.
 */
export function useFocusBack(kind: SetupKind, section: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  const closed = useSetup((s) => (s.closed?.kind === kind ? s.closed : null));
  const { focusReturned } = useSetupActions();
  useEffect(() => {
    if (!closed) return;
    const button = closed.id === null ? null : section.current?.querySelector<HTMLElement>(`[data-edit="${editKey(kind, closed.id)}"]`);
    (button ?? heading.current)?.focus();
    focusReturned();
  }, [closed, kind, section, heading, focusReturned]);
}

/** After a refused save: the first field with a message, else the form's message. */
export function useFocusOnRefusal() {
  const form = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!tick) return;
    revealRefusal(form.current);
  }, [tick]);
  return { form, refused: () => setTick((n) => n + 1) };
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const headingClass = 'text-xl font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';
export const formHeadingClass = 'text-lg font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/**
 * A group of checkboxes with a legend and one message for the group, tied to it with
 * aria-describedby. The message takes focus after a refused save: the group itself cannot.
 */
export function CheckGroup({ legend, error, children }: { legend: string; error: string | undefined; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0 rounded-lg border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      {error && (
        <p id={errorId} tabIndex={-1} data-field-error className="mb-3 text-sm font-medium text-danger focus:outline-none">
          {error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}
