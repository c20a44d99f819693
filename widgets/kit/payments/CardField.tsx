// The card inputs: a frame on the API's origin (CardPayments.tsx says why), sized to its content.
// The label, the loading line and every message stay the widget's own, around the frame; the
// frame sits in the widget's shadow root like any other part, and the host element's light DOM
// is never touched (a server-rendered host hydrates it).
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { LoadingLine } from '../Spinner';
import { useWidget } from '../WidgetContext';
import { apiOrigin } from '../embedTokens';
import { useCardPaymentsContext } from './CardPayments';
import { cardFrameUrl } from './frameChannel';

export interface CardFieldProps {
  /** The group's visible name. */
  label?: string;
  /** A message of the form (e.g. 'A payment method is required') shown under the field. */
  error?: string | null | undefined;
  disabled?: boolean;
}

export function CardField({ label = 'Card details', error, disabled }: CardFieldProps) {
  const { config } = useWidget();
  const { enabled, status, error: providerError, cardError, height, attach, post } = useCardPaymentsContext();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const frame = useRef<HTMLIFrameElement>(null);
  const pageOrigin = typeof location === 'undefined' ? '' : location.origin;
  const frameOrigin = apiOrigin(config.apiBase) || pageOrigin;
  const src = useMemo(
    () => new URL(cardFrameUrl(config.apiBase, config.vetId, pageOrigin), `${frameOrigin}/`).href,
    [config.apiBase, config.vetId, pageOrigin, frameOrigin],
  );

  // Before the browser fetches the frame: its first messages must find the listener.
  useLayoutEffect(() => {
    const iframe = frame.current;
    if (!iframe || !enabled) return;
    return attach(iframe, frameOrigin);
  }, [attach, frameOrigin, src, enabled]);

  // `disabled` is sent every time, true or false, once the card is ready: a declined card must
  // leave the field usable for the next one.
  const ready = status === 'ready';
  useEffect(() => {
    if (ready) post({ type: 'options', disabled: Boolean(disabled) });
  }, [ready, disabled, post]);
  // The focus ring in the frame follows the widget's primary colour (the host's --vet-primary,
  // else the group's), resolved here where those properties reach.
  useEffect(() => {
    if (!ready || !frame.current) return;
    const style = getComputedStyle(frame.current);
    const primary = (style.getPropertyValue('--vet-primary') || style.getPropertyValue('--vet-group-primary')).trim();
    if (primary) post({ type: 'theme', primary });
  }, [ready, post]);

  const shownError = providerError ?? cardError ?? error ?? null;
  const labelId = `vet-card-${id}-label`;
  const errorId = `vet-card-${id}-error`;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={shownError ? errorId : undefined} part="card-field">
      <p id={labelId} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </p>
      <div className={`rounded-md border bg-surface p-3 ${shownError ? 'border-danger' : 'border-line'}`}>
        {enabled && (
          <iframe
            ref={frame}
            src={src}
            title={label}
            data-card-frame=""
            className="block w-full border-0"
            // Sized by what the frame reports; nothing to show until the inputs are there.
            style={{ height: status === 'error' ? 0 : `${height ?? 0}px`, colorScheme: 'light' }}
            allow="payment"
          />
        )}
        {status === 'loading' && <LoadingLine className="text-sm">Loading the card form…</LoadingLine>}
      </div>
      {shownError && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {shownError}
        </p>
      )}
    </div>
  );
}
