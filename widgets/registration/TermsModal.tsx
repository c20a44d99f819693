// The terms and conditions in a modal, loaded from the content service the
// first time it opens (kit/query.ts), with loading and failed states; 'I agree' ticks the form's box.
import { Button, LoadError, Modal, RichText, Spinner } from '../kit';
import { useWidgetQuery } from '../kit/WidgetContext';
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
  // Asked when the modal first opens, kept for the widget's life; a failure is asked again
  // on the next opening or with 'Try again'.
  const terms = useWidgetQuery(open ? 'registration-terms' : null, load);

  const title = terms.status === 'ready' && terms.data ? terms.data.title : 'Terms and conditions';
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <div className="max-h-[60vh] overflow-auto pr-1">
        {terms.status === 'loading' && <Spinner label="Loading the terms and conditions…" />}
        {terms.status === 'error' && <LoadError message={`${TERMS_FAILED} Please try again later or ask at the clinic.`} onRetry={terms.reload} />}
        {terms.status === 'ready' && (terms.data ? <RichText nodes={withoutTitle(terms.data)} /> : <p>{TERMS_FAILED}</p>)}
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
