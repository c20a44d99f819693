// Step 1: contact (read-only when signed in), payment (a saved card signed
// in, the card form as a guest, or pay on pickup when the event allows), the pickup details
// and the order summary; 'BACK' and 'PLACE ORDER'.
import { formatPickup } from '../../../shared/format/dates';
import { formatMoney, gstIncludedIn, GST_INCLUDED_LABEL } from '../../../shared/format/money';
import { Button } from '../../kit/Button';
import { Fieldset } from '../../kit/form';
import { CardField, SavedCards, type SavedCardsState } from '../../kit/payments';
import { RadioCards } from '../../kit/RadioCards';
import { ContactFields } from '../../kit/ContactFields';
import type { Fundraiser, PickupLocation } from '../types';

export type Contact = { firstName: string; lastName: string; email: string; phone: string };
export type PayChoice = 'card' | 'pickup';

export interface CheckoutStepProps {
  fundraiser: Fundraiser;
  signedIn: boolean;
  contact: Contact;
  onContact: (field: keyof Contact, value: string) => void;
  payChoice: PayChoice;
  onPayChoice: (choice: PayChoice) => void;
  cards: SavedCardsState;
  paymentID: string;
  onCard: (id: string) => void;
  pickup: PickupLocation;
  lines: { id: string; name: string; quantity: number; price: number }[];
  errors: Record<string, string | undefined>;
  submitting: boolean;
  onBack: () => void;
  onPlace: () => void;
}

export function CheckoutStep(props: CheckoutStepProps) {
  const { fundraiser, signedIn, contact, onContact, payChoice, cards, errors, submitting, pickup, lines } = props;
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return (
    <form
      noValidate
      aria-label="Fundraiser checkout"
      onSubmit={(e) => {
        e.preventDefault();
        props.onPlace();
      }}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="min-w-0 space-y-6">
        <Fieldset legend="Contact">
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactFields values={contact} error={(name) => errors[`contact.${name}`]} onChange={onContact} disabled={submitting} readOnly={signedIn} />
          </div>
        </Fieldset>
        <Fieldset legend="Payment">
          {fundraiser.payOnPickup && (
            <RadioCards
              name="pay-choice"
              label="How would you like to pay?"
              value={payChoice}
              onChange={(v) => props.onPayChoice(v as PayChoice)}
              options={[
                { value: 'card', title: 'Pay now by card' },
                { value: 'pickup', title: 'Pay on pickup', description: 'EFTPOS or card at the pickup place.' },
              ]}
            />
          )}
          {payChoice === 'card' &&
            (signedIn ? (
              <SavedCards state={cards} value={props.paymentID} onChange={props.onCard} error={errors.payment} label="Pay with" name="fundraiser-card" />
            ) : (
              <CardField label="Card details" error={errors.payment} disabled={submitting} />
            ))}
        </Fieldset>
      </div>
      <aside aria-labelledby="vet-fundraiser-summary" className="h-fit min-w-0 space-y-4 rounded-lg border border-line bg-surface p-4">
        <h3 id="vet-fundraiser-summary" className="text-lg font-bold text-ink">
          Order summary
        </h3>
        <div className="text-sm text-ink">
          <p className="font-semibold">Pickup</p>
          <p>{pickup.name}</p>
          {pickup.friendlyAddress && <p className="text-muted">{pickup.friendlyAddress}</p>}
          {pickup.pickupTime && <p className="text-muted">{formatPickup(pickup.pickupTime)}</p>}
        </div>
        <ul className="divide-y divide-line" aria-label="Products">
          {lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2 text-sm">
              <span>
                {l.name} × {l.quantity}
              </span>
              <span className="tabular-nums">{formatMoney(l.price * l.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-line pt-3">
          <div className="flex justify-between text-lg font-bold text-ink">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatMoney(total)}</dd>
          </div>
          {/* As the checkout shows it: the GST share of the total, not only a label. */}
          <div className="flex justify-end gap-1 text-sm text-muted">
            <dt>{GST_INCLUDED_LABEL}</dt>
            <dd className="tabular-nums">{formatMoney(gstIncludedIn(total))}</dd>
          </div>
        </dl>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={props.onBack} disabled={submitting}>
            BACK
          </Button>
          <Button type="submit" className="flex-1" loading={submitting}>
            PLACE ORDER
          </Button>
        </div>
      </aside>
    </form>
  );
}
