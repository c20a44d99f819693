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
import { Spinner } from '../Spinner';
import { useWidget } from '../WidgetContext';
import { useCardPaymentsContext } from './CardPayments';

// Real Stripe draws inside its own iframe and takes these options; the stand-in draws plain
// inputs in the light DOM, styled by the rules below (scoped to this container so the host
// page is not touched). Every field keeps the brand line's room below its input, so the three
// inputs line up whatever their labels wrap to (issue 17: the number sat higher).
const OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } }, invalid: { color: '#b91c1c' } },
};

const ENABLED_OPTIONS: StripeCardElementOptions = { ...OPTIONS, disabled: false };
const DISABLED_OPTIONS: StripeCardElementOptions = { ...OPTIONS, disabled: true };

const LIGHT_DOM_CSS = `
[data-vet-card] { display: block; font: inherit; color: inherit; }
[data-vet-card] [data-standin-element] label { position: relative; gap: 0.25rem; justify-content: flex-end; padding-bottom: 1.25rem; font-size: 0.875rem; font-weight: 600; }
[data-vet-card] [data-standin-element] input { box-sizing: border-box; width: 100%; height: 2.5rem; margin: 0; padding: 0 0.75rem; font: inherit; font-size: 16px; font-weight: 400; color: #1f2937; background: #fff; border: 1px solid #d1d5db; border-radius: 0.375rem; }
[data-vet-card] [data-standin-element] input:focus { outline: 2px solid var(--vet-primary, #0f766e); outline-offset: 1px; }
[data-vet-card] [data-standin-element] input[aria-invalid="true"] { border-color: #b91c1c; }
[data-vet-card] [data-standin-element] label:not(:first-child) { flex: 1 1 7.5rem !important; }
[data-vet-card] [data-standin-brand] { position: absolute; left: 0; bottom: 0; font-weight: 400; min-height: 1.25rem; }
`;

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
    host.append(container);
    setAttached(true);
    return () => {
      container.remove();
      setAttached(false);
      setCardReady(false);
    };
  }, [host, container, setCardReady]);

  const onChange = (e: StripeCardElementChangeEvent) =>
    setCardState({ complete: e.complete, empty: e.empty, error: e.error?.message ?? null });
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
        {status === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner decorative size="sm" /> Loading the card form…
          </p>
        )}
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
            <style>{LIGHT_DOM_CSS}</style>
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
