// The card inputs, projected into the widget through a named <slot>.
//
// Stripe Elements refuse to mount inside a shadow root ('Elements cannot be mounted in a
// ShadowRoot. Please mount in the Light DOM.'; stripe-js issues #143, #399, #662) and the
// offline stand-in refuses the same way. So the <CardElement> is rendered with a React portal
// into a <div slot="vet-card-…"> appended to the HOST element (light DOM), and the widget's
// shadow root shows that div where <slot name="vet-card-…"> sits. Focus order, labels and
// inherited font follow the flat tree, so to the user it is one form.
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useId, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LoadingLine } from '../Spinner';
import { useWidget } from '../WidgetContext';
import { useCardPaymentsContext } from './CardPayments';

// Real Stripe draws inside its own iframe and takes these options; the stand-in draws plain
// inputs in the light DOM, styled by the rules below (scoped to this container so the host
// page is not touched). Every field keeps the brand line's room below its input, so the three
// inputs line up whatever their labels wrap to.
const OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } }, invalid: { color: '#b91c1c' } },
};

const ENABLED_OPTIONS: StripeCardElementOptions = { ...OPTIONS, disabled: false };
const DISABLED_OPTIONS: StripeCardElementOptions = { ...OPTIONS, disabled: true };

// The card's container lives in the host page's DOM, where the page's own rules reach it
// (`input { display: none !important }`, `* { all: unset }`, uppercase headings). So its rules
// are specific and important where a page could hide or squash the inputs, and sized in px
// (a page's `html { font-size: 10px }` must not shrink them). They go in a constructed sheet
// adopted by the host's root node: a strict CSP without 'unsafe-inline' allows that, where a
// <style> element would be blocked.
const LIGHT_DOM_CSS = `
[data-vet-card] { display: block !important; visibility: visible !important; font: 16px/1.5 var(--vet-font, ui-sans-serif, system-ui, sans-serif) !important; color: var(--vet-text, #1f2937) !important; text-transform: none !important; letter-spacing: normal !important; }
[data-vet-card] [data-standin-element] { display: flex !important; }
[data-vet-card] [data-standin-element] label { display: flex !important; flex-direction: column !important; visibility: visible !important; position: relative; gap: 4px; justify-content: flex-end; padding-bottom: 20px; font-size: 14px !important; font-weight: 600; text-transform: none !important; letter-spacing: normal !important; }
[data-vet-card] [data-standin-element] input { display: block !important; visibility: visible !important; opacity: 1 !important; box-sizing: border-box !important; width: 100% !important; height: 40px !important; margin: 0 !important; padding: 0 12px !important; font: 400 16px/1.5 var(--vet-font, ui-sans-serif, system-ui, sans-serif) !important; letter-spacing: normal !important; text-transform: none !important; color: #1f2937 !important; background: #fff !important; border: 1px solid #d1d5db !important; border-radius: 6px !important; -webkit-appearance: none; appearance: none; }
[data-vet-card] [data-standin-element] input:focus { outline: 2px solid var(--vet-primary, var(--vet-group-primary, #0f766e)) !important; outline-offset: 1px; }
[data-vet-card] [data-standin-element] input[aria-invalid="true"] { border-color: #b91c1c !important; }
[data-vet-card] [data-standin-element] label:not(:first-child) { flex: 1 1 120px !important; }
[data-vet-card] [data-standin-brand] { display: block !important; position: absolute; left: 0; bottom: 0; font-weight: 400; min-height: 20px; font-size: 13.6px !important; }
`;

const adopted = new WeakSet<Document | ShadowRoot>();

/** Adds the card's light-DOM rules, once, to the document (or host shadow root) the widget is in. */
function adoptLightDomCss(host: HTMLElement): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot) || adopted.has(root) || !('adoptedStyleSheets' in root)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(LIGHT_DOM_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  adopted.add(root);
}

export interface CardFieldProps {
  /** The group's visible name. */
  label?: string;
  /** A message of the form (e.g. 'A payment method is required') shown under the field. */
  error?: string | null | undefined;
  disabled?: boolean;
}

export function CardField({ label = 'Card details', error, disabled }: CardFieldProps) {
  const { host } = useWidget();
  const { status, error: providerError, stripe, setCardReady, cardState, setCardState } = useCardPaymentsContext();
  const id = useId();
  const slotName = `vet-card-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [container] = useState(() => {
    const node = document.createElement('div');
    node.slot = slotName;
    node.setAttribute('data-vet-card', '');
    return node;
  });
  // The portal renders only once its node is in the host: the card element mounts in a
  // layout effect, and must find the node already in the document.
  const [attached, setAttached] = useState(false);
  useLayoutEffect(() => {
    adoptLightDomCss(host);
    host.append(container);
    setAttached(true);
    return () => {
      container.remove();
      setAttached(false);
      setCardReady(false);
    };
  }, [host, container, setCardReady]);

  const onChange = (e: StripeCardElementChangeEvent) => setCardState({ complete: e.complete, empty: e.empty, error: e.error?.message ?? null });
  const shownError = providerError ?? cardState.error ?? error ?? null;
  const labelId = `${slotName}-label`;
  const errorId = `${slotName}-error`;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={shownError ? errorId : undefined} part="card-field">
      <p id={labelId} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </p>
      <div className={`rounded-md border bg-surface p-3 ${shownError ? 'border-danger' : 'border-line'}`}>
        <slot name={slotName} />
        {status === 'loading' && <LoadingLine className="text-sm">Loading the card form…</LoadingLine>}
      </div>
      {shownError && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {shownError}
        </p>
      )}
      {attached &&
        stripe &&
        createPortal(
          <>
            <CardElement
              // `disabled` is always sent, true or false: react-stripe-js passes element.update()
              // only the keys present in the new options, so leaving the key out after a submit
              // kept the card disabled for good (a declined card could not be replaced).
              options={disabled ? DISABLED_OPTIONS : ENABLED_OPTIONS}
              onReady={() => setCardReady(true)}
              onChange={onChange}
            />
          </>,
          container,
        )}
    </div>
  );
}
