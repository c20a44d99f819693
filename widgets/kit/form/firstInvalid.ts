// Where a refused submit sends focus: the first control marked invalid, in the order people
// read the form, so the message is read out and the field can be put right at once. Every
// form and flow uses this one rule, so a control that marks itself the usual way
// (aria-invalid) is found wherever it sits.

/** Controls marked invalid, and messages that stand for a control that cannot take focus. */
const INVALID = '[aria-invalid="true"], [data-field-error]';

/** The element to focus for the first invalid control inside `root`, if any. */
export function firstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  const found = root?.querySelector<HTMLElement>(INVALID) ?? null;
  // A radio group is not focusable itself: its roving-tabindex radio is.
  if (found?.getAttribute('role') === 'radiogroup') return found.querySelector<HTMLElement>('[tabindex="0"]') ?? found;
  return found;
}

/** Focuses the first invalid control; false when there is none (the caller may focus something else). */
export function focusFirstInvalid(root: ParentNode | null | undefined, options?: FocusOptions): boolean {
  const target = firstInvalid(root);
  target?.focus(options);
  return target !== null;
}
