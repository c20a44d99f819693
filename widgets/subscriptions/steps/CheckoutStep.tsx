// Step 3, 'Checkout': delivery frequency (Monthly, 2, 3 or 6 Months), first delivery date,
// the saved shipping address and card, delivery notes, the contact (read-only), and the
// basket's totals; 'Activate subscription'.
import { DELIVERY_NOTES_MAX, SUBSCRIPTION_FREQUENCIES } from '../../../shared/domain/limits';
import { formatMoney, GST_INCLUDED_LABEL } from '../../../shared/format/money';
import type { Basket } from '../../../shared/schemas/shop';
import { DeliverTo } from '../../commerce/DeliverTo';
import { Button } from '../../kit/Button';
import { Fieldset } from '../../kit/form';
import { SavedCards, type SavedCardsState } from '../../kit/payments';
import { Select } from '../../kit/Select';
import { LoadingLine, Spinner } from '../../kit/Spinner';
import { TextArea } from '../../kit/TextArea';
import { TextField } from '../../kit/TextField';
import type { SubscriptionCheckoutValues } from '../store';

export interface AddressOption {
  id: string;
  title: string;
  description: string;
}

export interface CheckoutStepProps {
  values: SubscriptionCheckoutValues;
  set: (field: keyof SubscriptionCheckoutValues, value: string) => void;
  errors: Partial<Record<keyof SubscriptionCheckoutValues, string>>;
  addresses: AddressOption[] | null;
  cards: SavedCardsState;
  contact: { name: string; email: string; phone: string } | null;
  basket: Basket | null;
  minDate: string;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function CheckoutStep({ values, set, errors, addresses, cards, contact, basket, minDate, submitting, onBack, onSubmit }: CheckoutStepProps) {
  return (
    <form
      noValidate
      aria-label="Subscription checkout"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0 space-y-6">
        <h3 className="text-xl font-bold text-ink" data-step-heading tabIndex={-1}>
          Checkout
        </h3>
        <Fieldset legend="Delivery">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Delivery frequency"
              required
              placeholder="Choose how often"
              value={values.frequency}
              error={errors.frequency}
              onChange={(e) => set('frequency', e.target.value)}
              options={SUBSCRIPTION_FREQUENCIES.map((f, i) => ({ value: String(i), label: f.label }))}
            />
            <TextField
              label="First delivery"
              type="date"
              min={minDate}
              value={values.firstDeliveryDate}
              error={errors.firstDeliveryDate}
              onChange={(e) => set('firstDeliveryDate', e.target.value)}
            />
          </div>
          {addresses === null ? (
            <LoadingLine className="text-sm">Loading your addresses…</LoadingLine>
          ) : (
            <DeliverTo
              name="subscription-address"
              addresses={addresses.map((a) => ({ value: a.id, title: a.title, description: a.description }))}
              value={values.shippingID}
              onChange={(v) => set('shippingID', v)}
              error={errors.shippingID}
            />
          )}
          <TextArea
            label="Delivery notes"
            maxLength={DELIVERY_NOTES_MAX}
            rows={3}
            value={values.deliveryNotes}
            onChange={(e) => set('deliveryNotes', e.target.value)}
          />
        </Fieldset>
        <Fieldset legend="Payment">
          <SavedCards
            state={cards}
            value={values.paymentID}
            onChange={(v) => set('paymentID', v)}
            error={errors.paymentID}
            label="Pay with"
            name="subscription-card"
          />
        </Fieldset>
        {contact && (
          <Fieldset legend="Contact">
            <p className="text-sm text-ink">
              {contact.name} · {contact.email} · {contact.phone}
            </p>
          </Fieldset>
        )}
      </div>
      <aside aria-labelledby="vet-subs-summary" className="h-fit min-w-0 space-y-3 rounded-lg border border-line bg-surface p-4">
        <h3 id="vet-subs-summary" className="text-lg font-bold text-ink">
          Each delivery
        </h3>
        {!basket ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner decorative size="sm" /> Preparing your order…
          </p>
        ) : (
          <>
            <ul className="divide-y divide-line" aria-label="Products">
              {basket.basketItems.map((item) => (
                <li key={String(item.productId)} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    {item.productName} × {item.quantity}
                  </span>
                  <span className="tabular-nums">{formatMoney(item.itemTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="space-y-1 border-t border-line pt-3 text-sm">
              <div className="flex justify-between">
                <dt>Subtotal</dt>
                <dd className="tabular-nums">{formatMoney(basket.subTotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Shipping</dt>
                <dd className="tabular-nums">{basket.shippingTotal > 0 ? formatMoney(basket.shippingTotal) : 'Free'}</dd>
              </div>
              <div className="flex justify-between text-lg font-bold">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatMoney(basket.total)}</dd>
              </div>
            </dl>
            <p className="text-right text-sm text-muted">{GST_INCLUDED_LABEL}</p>
          </>
        )}
        {/* In a narrow summary column the two buttons wrap onto two lines rather than the
            label spilling out of its button. */}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={onBack} disabled={submitting}>
            Back
          </Button>
          <Button type="submit" className="flex-1 whitespace-nowrap" loading={submitting}>
            Activate subscription
          </Button>
        </div>
      </aside>
    </form>
  );
}
