// The terms and conditions in a modal, loaded from the content service the
// first time it opens, with loading and failed states; 'I agree' ticks the form's box.
import { useEffect, useState } from 'react';
import { Button, Modal, RichText, Spinner } from '../kit';
import type { SlateNode } from '../kit/RichText';
import type { Terms } from './api';

/** The document often opens with its own title, which the modal already shows as its heading. */
function withoutTitle(terms: Terms): SlateNode[] {
  const [first, ...rest] = terms.body;
  const text = (node: SlateNode): string => node.text ?? (node.children ?? []).map(text).join('');
  return first && /^(heading|h\d)/.test(first.type ?? '') && text(first).trim() === terms.title.trim() ? rest : terms.body;
}

export const TERMS_FAILED = 'We could not load the terms and conditions.';

export function TermsModal({ open, onClose, onAgree, load }: { open: boolean; onClose: () => void; onAgree: () => void; load: () => Promise<Terms | null> }) {
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'error' } | { status: 'ready'; terms: Terms | null }>({ status: 'idle' });

  useEffect(() => {
    if (!open || state.status === 'ready' || state.status === 'loading') return;
    setState({ status: 'loading' });
    load().then(
      (terms) => setState({ status: 'ready', terms }),
      () => setState({ status: 'error' }),
    );
    // Loads once per open when not loaded yet; `load` is stable for the widget's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const title = state.status === 'ready' && state.terms ? state.terms.title : 'Terms and conditions';
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <div className="max-h-[60vh] overflow-auto pr-1">
        {(state.status === 'loading' || state.status === 'idle') && <Spinner label="Loading the terms and conditions…" />}
        {state.status === 'error' && <p role="alert">{TERMS_FAILED} Please try again later or ask at the clinic.</p>}
        {state.status === 'ready' && (state.terms ? <RichText nodes={withoutTitle(state.terms)} /> : <p>{TERMS_FAILED}</p>)}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onAgree}>I agree</Button>
      </div>
    </Modal>
  );
}
