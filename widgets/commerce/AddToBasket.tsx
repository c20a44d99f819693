// Quantity and 'Add to basket' for one product (shop cards, the product page, the side
// cart's recommendations). As every form of the suite (kit/form): the quantity is checked
// by its shared schema with the spec's messages before anything is sent, and focus goes to
// it when it is wrong. The add itself and which products are on their way are the basket
// store's; the button is busy while the add runs, so it cannot send twice.
import { useId } from 'react';
import { AddQuantitySchema, digitsOnly } from '../../shared/schemas/shop';
import { Button } from '../kit/Button';
import { controlClass } from '../kit/Field';
import { useForm } from '../kit/form';
import { useAddToBasket } from './basket/hooks';

export interface AddToBasketProps {
  productId: string | number;
  /** The id of the element naming the product: the button and field are described by it. */
  nameId: string;
  compact?: boolean;
  onAdded?: (productId: string | number, quantity: number) => void;
}

export function AddToBasket({ productId, nameId, compact = false, onAdded }: AddToBasketProps) {
  const { add, isAdding } = useAddToBasket(onAdded);
  const id = useId();
  const errorId = `${id}-error`;
  const busy = isAdding(productId);
  const form = useForm({
    schema: AddQuantitySchema,
    initial: { quantity: '1' },
    submit: ({ quantity }) => add(productId, quantity),
    // The add reports its own failure as a toast (useAddToBasket) and never throws.
    failureMessage: () => '',
    // Added: back to one, for the next add. Not added: what was typed stays.
    onSuccess: (added) => {
      if (added) form.reset();
    },
  });
  const error = form.error('quantity');

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
    <form ref={form.formRef} noValidate onSubmit={(event) => (busy ? event.preventDefault() : void form.handleSubmit(event))} className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <div className="w-20">
          <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
            Qty
          </label>
          <input
            id={id}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={form.values.quantity}
            onChange={(e) => form.set('quantity', digitsOnly(e.target.value))}
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
