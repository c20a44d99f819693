/**
 * <vet-link-prompt>: asks a signed-in customer to link their practice account, when the
 * linked-account status says displayPrompt. No declines the link
 * for that account type and closes on success; Yes closes and goes to the linked-accounts
 * page. Renders nothing for visitors, linked customers and those who said no.
 *
 * @attr href  where Yes goes (default /account/linked-accounts)
 * @fires vet-link-prompt:shown      { accountType } when the prompt opened
 * @fires vet-link-prompt:accepted   { accountType, href } cancelable: preventDefault() to route yourself
 * @fires vet-link-prompt:submitted  { accountType, answer: 'declined' } after No was recorded
 * @fires vet-link-prompt:error      { message } when recording No failed
 */
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { DECLINE_FAILED, type AccountType } from '../../shared/schemas/linkedAccounts';
import { Button, Modal } from '../kit';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';
import { createLinkingApi } from './api';
import './events';

export interface LinkPromptProps {
  href?: string;
  /** Tests replace the page navigation. */
  navigate?: (href: string) => void;
}

export const LINKED_ACCOUNTS_PATH = '/account/linked-accounts';
export const PROMPT_TITLE = 'Link your practice account?';
export const PROMPT_TEXT = "Link your account with the clinic's records to see your animals, their vaccinations and treatments here.";

const TYPE: AccountType = 'pms';

export function LinkPrompt({ href = LINKED_ACCOUNTS_PATH, navigate = (to) => window.location.assign(to) }: LinkPromptProps) {
  const widget = useWidget();
  const [api] = useState(() => createLinkingApi(widget));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  // Visitors and failed lookups see nothing: a prompt is an offer, not an error.
  const offer = useWidgetQuery('link-prompt', async () => ((await api.signedIn()) ? (await api.status(TYPE)).displayPrompt === true : false));
  const offered = offer.status === 'ready' && offer.data;
  useEffect(() => {
    if (!offered) return;
    setOpen(true);
    widget.emit('vet-link-prompt:shown', { accountType: TYPE });
  }, [offered, widget]);

  const yes = () => {
    setOpen(false);
    if (widget.emit('vet-link-prompt:accepted', { accountType: TYPE, href }, { cancelable: true })) navigate(href);
  };

  const no = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await api.decline(TYPE);
      setOpen(false);
      widget.emit('vet-link-prompt:submitted', { accountType: TYPE, answer: 'declined' });
    } catch (error) {
      const message = errorMessage(error, DECLINE_FAILED);
      setFailure(message);
      widget.emit('vet-link-prompt:error', { message });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    // Closing with × or Escape only hides it for now; the question stays open for next time.
    <Modal open={open} onClose={() => !busy && setOpen(false)} title={PROMPT_TITLE} size="sm">
      <p className="text-ink">{PROMPT_TEXT}</p>
      {failure && (
        <p role="alert" className="mt-3 rounded-md border border-danger p-3 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void no()} loading={busy}>
          No
        </Button>
        <Button onClick={yes} disabled={busy}>
          Yes
        </Button>
      </div>
    </Modal>
  );
}
