// Step 0: the event (name, images, body), the product grid (1/2/4 columns,
// a quantity of up to 10 per product) and the pickup choices; 'COMPLETE ORDER' goes on when
// a pickup place is chosen and at least one product has a quantity.
import { FUNDRAISER_PRODUCT_QUANTITY } from '../../../shared/domain/limits';
import { formatPickup } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { Button } from '../../kit/Button';
import { RadioCards } from '../../kit/RadioCards';
import { RichText } from '../../kit/RichText';
import { Select } from '../../kit/Select';
import type { Fundraiser } from '../types';
import { useApiUrl } from '../../kit/apiUrl';

const QUANTITIES = Array.from({ length: FUNDRAISER_PRODUCT_QUANTITY + 1 }, (_, n) => ({ value: String(n), label: String(n) }));

export interface EventStepProps {
  fundraiser: Fundraiser;
  quantities: Record<string, number>;
  onQuantity: (itemId: string, quantity: number) => void;
  pickupId: string;
  onPickup: (id: string) => void;
  errors: { pickup?: string | undefined; items?: string | undefined };
  onComplete: () => void;
}

export function EventStep({ fundraiser, quantities, onQuantity, pickupId, onPickup, errors, onComplete }: EventStepProps) {
  const apiUrl = useApiUrl();
  const [hero, ...more] = fundraiser.images;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <h2 className="text-3xl font-bold text-ink">{fundraiser.name}</h2>
          <RichText nodes={fundraiser.body} />
        </div>
        {hero && (
          <div className="space-y-2">
            <img src={apiUrl(hero.url)} alt={hero.alt} className="max-h-80 w-full rounded-lg border border-line object-cover" />
            {more.length > 0 && (
              <div className="flex gap-2">
                {more.map((image) => (
                  <img key={image.url} src={apiUrl(image.url)} alt={image.alt} className="h-16 w-24 rounded border border-line object-cover" />
                ))}
              </div>
            )}
          </div>
        )}
      </div>

      <section aria-labelledby="vet-fundraiser-products" className="space-y-3">
        <h3 id="vet-fundraiser-products" className="text-xl font-bold text-ink">
          Choose your products
        </h3>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {fundraiser.items.map((item) => (
            <li key={item.id} className={`flex flex-col rounded-lg border-2 bg-surface p-3 ${quantities[item.id] ? 'border-primary' : 'border-line'}`}>
              {item.image && <img src={apiUrl(item.image.url)} alt={item.image.alt} className="mb-2 aspect-square w-full rounded object-cover" />}
              <h4 className="font-semibold text-ink">{item.name}</h4>
              {item.description && <p className="text-sm text-muted">{item.description}</p>}
              <p className="mt-1 font-bold text-ink">{formatMoney(item.price)}</p>
              <Select
                className="mt-auto pt-2"
                label={
                  <>
                    Quantity <span className="sr-only">of {item.name}</span>
                  </>
                }
                options={QUANTITIES}
                value={String(quantities[item.id] ?? 0)}
                onChange={(e) => onQuantity(item.id, Number(e.target.value))}
              />
            </li>
          ))}
        </ul>
        {errors.items && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.items}
          </p>
        )}
      </section>

      <RadioCards
        name="pickup"
        label="Pickup details"
        required
        value={pickupId}
        onChange={onPickup}
        error={errors.pickup}
        options={fundraiser.pickupLocations.map((p) => ({
          value: p.id,
          title: p.name,
          description: [p.friendlyAddress, p.pickupTime ? formatPickup(p.pickupTime) : ''].filter(Boolean).join(' · '),
        }))}
      />

      <div className="flex justify-end">
        <Button size="lg" onClick={onComplete}>
          COMPLETE ORDER
        </Button>
      </div>
    </div>
  );
}
