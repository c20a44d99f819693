// Quantity and 'Add to basket' for one product (shop cards, the product page, the side
// cart's recommendations). The quantity takes digits only and is checked with the spec's
// messages before anything is sent; the button is busy while the add runs, so it cannot
// send twice. Focus goes to the quantity when it is wrong.
import { useId, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { digitsOnly, quantityField } from '../../shared/schemas/shop';
import { Button } from '../kit/Button';
import { controlClass } from '../kit/Field';
import { useAddToBasket } from './basket/hooks';

const QUANTITY = quantityField(1);

export interface AddToBasketProps {
  productId: string | number;
  /** The id of the element naming the product: the button and field are described by it. */
  nameId: string;
  compact?: boolean;
  onAdded?: (productId: string | number, quantity: number) => void;
}

export function AddToBasket({ productId, nameId, compact = false, onAdded }: AddToBasketProps) {
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { add, isAdding } = useAddToBasket(onAdded);
  const id = useId();
  const errorId = `${id}-error`;
  const busy = isAdding(productId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = v.safeParse(QUANTITY, quantity);
    if (!result.success) {
      setError(result.issues[0].message);
      input.current?.focus();
      return;
    }
    setError(null);
    if (await add(productId, result.output)) setQuantity('1');
  };

  // Compact (the side cart's narrow carousel cards): one of the product, no quantity field.
  if (compact)
    return (
      // Small type and tight padding: four cards share a 602 px dialog, and the label must stay
      // on one line inside its button.
      <Button size="sm" className="w-full whitespace-nowrap !px-0.5 !text-xs" loading={busy} aria-describedby={nameId} onClick={() => void add(productId, 1)}>
        Add to basket
      </Button>
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <div className="w-20">
          <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
            Qty
          </label>
          <input
            ref={input}
            id={id}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={quantity}
            onChange={(e) => {
              setQuantity(digitsOnly(e.target.value));
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={[nameId, error ? errorId : ''].filter(Boolean).join(' ')}
            className={controlClass(Boolean(error), 'h-10 text-center')}
          />
        </div>
        <Button type="submit" loading={busy} className="flex-1 whitespace-nowrap" aria-describedby={nameId}>
          Add to basket
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
