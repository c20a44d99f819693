// One basket line in the side cart: image, name (a link to the product), unit price, a
// stepper from 0 (the spec: the cart stepper minimum is 0; a line at 0 leaves when
// the cart closes), the line total and Remove. Quantities are saved by the basket store
// after a 500 ms pause (so typing '12' saves once). The field accepts digits only; an empty
// field is left alone until it loses focus, so clearing it to type a number removes nothing.
import { useEffect, useId, useState } from 'react';
import { digitsOnly, QUANTITY_MAX } from '../../shared/schemas/shop';
import { CART_STEPPER_MIN } from '../../shared/domain/limits';
import { formatMoney } from '../../shared/format/money';
import { useWidget } from '../kit/WidgetContext';
import type { CartLine as Line } from '../commerce/basket';
import { imageSrc, productHref } from '../commerce/links';

const stepClass = (off: boolean) =>
  `inline-flex h-10 w-10 items-center justify-center rounded-md border border-line bg-surface text-lg font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${off ? 'cursor-not-allowed opacity-40' : 'hover:bg-highlight'}`;

export interface CartLineProps {
  line: Line;
  productUrl?: string | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ line, productUrl, onQuantity, onRemove }: CartLineProps) {
  const { config } = useWidget();
  const inputId = useId();
  const [text, setText] = useState(String(line.quantity));
  // The store may change the quantity (a save's answer, a failed save put back): follow it.
  useEffect(() => setText(String(line.quantity)), [line.quantity]);

  const unit = line.discountedPrice ?? line.price;
  const src = imageSrc(config.apiBase, line.productImages[0]);
  const href = productHref(productUrl, { id: line.productId, slug: line.productSlug });
  const set = (quantity: number) => {
    const q = Math.min(QUANTITY_MAX, Math.max(CART_STEPPER_MIN, quantity));
    setText(String(q));
    if (q !== line.quantity) onQuantity(q);
  };

  return (
    <li className={`flex gap-3 border-b border-line py-4 last:border-b-0 ${line.quantity === 0 ? 'opacity-70' : ''}`}>
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md border border-line bg-gray-50">
        {src && <img src={src} alt="" className="h-full w-full object-contain p-1" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <a href={href} className="font-semibold text-ink hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
              {line.productName}
            </a>
            <p className="text-sm text-muted">{formatMoney(unit)} each</p>
          </div>
          <p className="shrink-0 font-semibold text-ink">{formatMoney(unit * line.quantity)}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${line.productName}`}>
            {/* aria-disabled, not disabled: a button that disables itself under the pointer
                would drop keyboard focus out of the dialog. */}
            <button
              type="button"
              className={stepClass(line.quantity <= CART_STEPPER_MIN)}
              aria-label={`Decrease quantity of ${line.productName}`}
              aria-disabled={line.quantity <= CART_STEPPER_MIN || undefined}
              onClick={() => line.quantity > CART_STEPPER_MIN && set(line.quantity - 1)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <label htmlFor={inputId} className="sr-only">
              Quantity of {line.productName}
            </label>
            <input
              id={inputId}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={text}
              onChange={(e) => {
                const digits = digitsOnly(e.target.value);
                setText(digits);
                if (digits !== '') set(Number(digits));
              }}
              onBlur={() => {
                if (text === '') setText(String(line.quantity));
              }}
              className="h-10 w-14 rounded-md border border-line bg-surface text-center text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            />
            <button
              type="button"
              className={stepClass(line.quantity >= QUANTITY_MAX)}
              aria-label={`Increase quantity of ${line.productName}`}
              aria-disabled={line.quantity >= QUANTITY_MAX || undefined}
              onClick={() => line.quantity < QUANTITY_MAX && set(line.quantity + 1)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            onClick={onRemove}
            data-remove
            aria-label={`Remove ${line.productName}`}
            className="rounded px-2 py-1 text-sm font-semibold text-danger underline hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            Remove
          </button>
        </div>
        {line.quantity === 0 && <p className="text-sm text-muted">Removed when you close the basket.</p>}
      </div>
    </li>
  );
}
