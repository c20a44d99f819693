// Declining a request: the message goes to the client as typed, so it is required.
import { useRef } from 'react';
import { DECLINE_MESSAGE_MAX } from './limits';
import type { DeskRequest } from '../../shared/schemas/desk';
import { Button, TextArea } from '../kit';
import { useWidget } from '../kit/WidgetContext';
import { clientName } from './RequestItem';
import { useDesk, useDeskActions } from './store';

export function DeclineForm({ request, onDeclined }: { request: DeskRequest; onDeclined: (message: string) => void }) {
  const { emit } = useWidget();
  const draft = useDesk((s) => s.drafts[request.bookingId] ?? '');
  const error = useDesk((s) => s.declineError);
  const busy = useDesk((s) => s.busy === 'decline');
  const failure = useDesk((s) => (s.failure?.action === 'decline' ? s.failure.message : null));
  const { draftTyped, decline } = useDeskActions();
  const headingId = `desk-decline-${request.bookingId}`;
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    const outcome = await decline(request);
    if (outcome.ok) {
      emit('vet-clinic-desk:declined', { bookingId: request.bookingId });
      onDeclined(`Declined the request of ${clientName(request)}; they have been emailed your message.`);
    } else if (outcome.invalid) field.current?.focus();
  };

  return (
    <form
      aria-labelledby={headingId}
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h4 id={headingId} className="text-base font-bold text-ink">
        Decline
      </h4>
      <TextArea
        ref={field}
        label="Message to the client"
        required
        maxLength={DECLINE_MESSAGE_MAX}
        value={draft}
        error={error ?? undefined}
        onChange={(e) => draftTyped(request.bookingId, e.target.value)}
      />
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" variant="danger" loading={busy}>
        Decline request
      </Button>
    </form>
  );
}
