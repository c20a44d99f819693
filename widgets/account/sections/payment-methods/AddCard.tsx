// The add-card form: the card provider turns the card into a token in the browser (the card
// must have loaded first), and only the token is sent.
import { useState, type FormEvent } from 'react';
import { Button, useToast } from '../../../kit';
import { CardField, CardPayments, cardRefused, paymentFailureMessage, useCardPayment } from '../../../kit/payments';
import { useAccountApi } from '../../context';
import { useOneAtATime } from '../../useOneAtATime';
import type { Card } from '../../types';

export const CARD_CREATED = 'Your payment method have been created.';
export const CARD_UPDATE_FAILED = 'An error occurred while updating your payment method details.';

export function AddCard(props: { onAdded: (card: Card) => void; onCancel: () => void }) {
  return (
    <CardPayments>
      <AddCardForm {...props} />
    </CardPayments>
  );
}

function AddCardForm({ onAdded, onCancel }: { onAdded: (card: Card) => void; onCancel: () => void }) {
  const api = useAccountApi();
  const toast = useToast();
  const card = useCardPayment();
  const { busy: saving, run } = useOneAtATime();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(true, async () => {
      setError(null);
      try {
        let token: string;
        try {
          token = await card.createToken();
        } catch (e) {
          // The provider's own words ('Your card number is incomplete.', 'Stripe has not loaded yet.').
          setError(e instanceof Error ? e.message : CARD_UPDATE_FAILED);
          card.focus();
          return;
        }
        const added = await api.addCard(token);
        toast.success(CARD_CREATED);
        onAdded(added);
      } catch (e) {
        toast.error(paymentFailureMessage(e, CARD_UPDATE_FAILED));
        // The card was refused: empty the field for another. After a dropped connection it stays,
        // and pressing again is answered the card that was saved (one card, not two).
        if (cardRefused(e)) card.clear();
      }
    });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label="Add a card">
      <CardField error={error} disabled={saving} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={card.status !== 'ready'}>
          Save card
        </Button>
      </div>
    </form>
  );
}
