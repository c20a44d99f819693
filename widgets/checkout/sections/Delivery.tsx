// 'Delivery': the delivery method cards (courier delivery or click and collect), then the
// clinic cards (collect), the saved addresses (signed in) or the address form (guest), and
// delivery notes of up to 150 characters with a live counter. A signed-in client can add a
// delivery address right here (the account's address form, in a dialog): with none saved,
// delivery could not go on otherwise (NewAddress.tsx, opened outside the checkout's form).
import { CHOOSE_REGION, REGIONS } from '../../../shared/domain/regions';
import { DELIVERY_NOTES_MAX } from '../../../shared/domain/limits';
import { formatMoney } from '../../../shared/format/money';
import { DeliverTo } from '../../commerce/DeliverTo';
import { Fieldset } from '../../kit/form';
import { Button } from '../../kit/Button';
import { RadioCards } from '../../kit/RadioCards';
import { Select } from '../../kit/Select';
import { TextArea } from '../../kit/TextArea';
import { TextField } from '../../kit/TextField';
import { addressLine, type CollectClinic, type SavedAddress } from '../data';
import type { CheckoutValues, DeliveryMethod } from '../form';

export interface DeliveryProps {
  signedIn: boolean;
  values: CheckoutValues;
  errors: Record<string, string | undefined>;
  set: (path: string, value: string) => void;
  clinics: CollectClinic[];
  addresses: SavedAddress[];
  /** The basket's delivery price (the server's rule), for the Delivery card. */
  shippingTotal: number | null;
  disabled: boolean;
  /** Signed in: opens the new-address form. */
  onAddAddress?: () => void;
}

export function DeliverySection({ signedIn, values, errors, set, clinics, addresses, shippingTotal, disabled, onAddAddress }: DeliveryProps) {
  const method = values.deliveryMethod;
  const addressField = (name: keyof CheckoutValues['address']) => ({
    value: values.address[name],
    error: errors[`address.${name}`],
    disabled,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(`address.${name}`, e.target.value),
  });
  const deliveryPrice = shippingTotal === null ? '' : shippingTotal > 0 ? formatMoney(shippingTotal) : 'Free';
  return (
    <Fieldset legend="Delivery">
      <RadioCards
        name="delivery-method"
        label="Delivery method"
        required
        value={method}
        onChange={(value) => set('deliveryMethod', value as DeliveryMethod)}
        error={errors.deliveryMethod}
        options={[
          {
            value: 'delivery',
            title: `Delivery${deliveryPrice ? ` · ${deliveryPrice}` : ''}`,
            description: 'Courier to your door. Free delivery on orders of $150.00 or more.',
          },
          { value: 'collect', title: 'Click and collect · Free', description: 'Pick up your order from one of our clinics.' },
        ]}
      />

      {method === 'collect' &&
        (clinics.length ? (
          <RadioCards
            name="collect-clinic"
            label="Collect from"
            required
            value={values.clinicId}
            onChange={(value) => set('clinicId', value)}
            error={errors.clinicId}
            options={clinics.map((c) => ({ value: c.id, title: c.name, description: c.address || undefined }))}
          />
        ) : (
          <p role="alert" className="text-sm text-danger">
            {errors.clinicId ?? 'No clinic offers click and collect at the moment.'}
          </p>
        ))}

      {method === 'delivery' && signedIn && (
        <DeliverTo
          name="shipping-address"
          addresses={addresses.map((a) => ({ value: String(a.id), title: a.street || addressLine(a), description: addressLine(a) }))}
          value={values.shippingID}
          onChange={(value) => set('shippingID', value)}
          error={errors.shippingID}
          more={
            <Button variant="ghost" size="sm" disabled={disabled} onClick={onAddAddress}>
              Add another address
            </Button>
          }
          none={
            <Button variant="secondary" size="sm" className="mt-2" disabled={disabled} onClick={onAddAddress}>
              Add a delivery address
            </Button>
          }
        />
      )}

      {method === 'delivery' && !signedIn && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Company (optional)" autoComplete="organization" className="sm:col-span-2" {...addressField('company')} />
          <TextField label="Address" required autoComplete="address-line1" className="sm:col-span-2" {...addressField('street')} />
          <TextField label="Suburb (optional)" autoComplete="address-line2" {...addressField('suburb')} />
          <TextField label="City" required autoComplete="address-level2" {...addressField('city')} />
          <TextField label="Postcode" required inputMode="numeric" autoComplete="postal-code" {...addressField('postCode')} />
          <Select
            label="Region"
            required
            placeholder={CHOOSE_REGION}
            options={REGIONS.map((r) => ({ value: String(r.id), label: r.name }))}
            {...addressField('region')}
          />
        </div>
      )}

      <TextArea
        label="Delivery notes"
        hint="Optional: anything the courier or clinic should know."
        maxLength={DELIVERY_NOTES_MAX}
        rows={3}
        value={values.deliveryNotes}
        error={errors.deliveryNotes}
        disabled={disabled}
        onChange={(e) => set('deliveryNotes', e.target.value)}
      />
    </Fieldset>
  );
}
