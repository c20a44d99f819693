// Where a refused submit sends focus: the first control marked invalid, in the order people
// read the form, so the message is read out and the field can be put right at once. Every
// form and flow uses this one rule, so a control that marks itself the usual way
// (aria-invalid) is found wherever it sits.
import { reveal } from '../scroll';

/** Controls marked invalid, and messages that stand for a control that cannot take focus. */
const INVALID = '[aria-invalid="true"], [data-field-error]';

/** The element to focus for the first invalid control inside `root`, if any. */
export function firstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  const found = root?.querySelector<HTMLElement>(INVALID) ?? null;
  // A radio group is not focusable itself: its roving-tabindex radio is.
  if (found?.getAttribute('role') === 'radiogroup') return found.querySelector<HTMLElement>('[tabindex="0"]') ?? found;
  return found;
}

/** What shows a control: its label (above it, so not left under a sticky header), else itself. */
function shownPart(control: HTMLElement): HTMLElement {
  const label = 'labels' in control ? (control as HTMLInputElement).labels?.[0] : undefined;
  return label ?? control;
}

/** Brings the first invalid control into view below the host's header and focuses it; false when there is none. */
export function revealFirstInvalid(root: ParentNode | null | undefined): boolean {
  const target = firstInvalid(root);
  if (!target) return false;
  reveal(shownPart(target), { focus: target });
  return true;
}

/** After a refused submit: the first invalid control, else the form's own message ([data-form-error]). */
export function revealRefusal(root: ParentNode | null | undefined): void {
  if (revealFirstInvalid(root)) return;
  const message = root?.querySelector<HTMLElement>('[data-form-error]');
  if (message) reveal(message);
}
