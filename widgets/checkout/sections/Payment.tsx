// 'Payment': a saved card (signed in) or the card form (guest, through kit/payments). A
// signed-in customer with no saved card gets the card form too, and pays with its token.
import { Fieldset } from '../../kit/form';
import { CardField, SavedCards, type SavedCardsState } from '../../kit/payments';

export interface PaymentProps {
  signedIn: boolean;
  cards: SavedCardsState;
  /** Signed in with no saved card (or the cards could not be loaded): pay with a new card. */
  newCard: boolean;
  paymentID: string;
  onCardChosen: (id: string) => void;
  errors: Record<string, string | undefined>;
  disabled: boolean;
  /** Where a signed-in customer adds a card. */
  paymentMethodsUrl: string;
}

export function PaymentSection({ signedIn, cards, newCard, paymentID, onCardChosen, errors, disabled, paymentMethodsUrl }: PaymentProps) {
  if (!signedIn)
    return (
      <Fieldset legend="Payment">
        <CardField label="Card details" error={errors.cardToken} disabled={disabled} />
      </Fieldset>
    );
  return (
    <Fieldset legend="Payment">
      {newCard ? (
        <>
          <p className="text-sm text-muted">You have no saved cards. Enter a card to pay for this order.</p>
          <CardField label="Card details" error={errors.cardToken} disabled={disabled} />
          <a href={paymentMethodsUrl} className="text-sm font-semibold text-primary underline">
            Save a card in Payment Methods
          </a>
        </>
      ) : (
        <>
          <SavedCards state={cards} value={paymentID} onChange={onCardChosen} error={errors.paymentID} label="Pay with" name="checkout-card" />
          <a href={paymentMethodsUrl} className="text-sm font-semibold text-primary underline">
            Add a card in Payment Methods
          </a>
        </>
      )}
    </Fieldset>
  );
}
