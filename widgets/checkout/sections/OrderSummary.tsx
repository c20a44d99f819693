// 'Order summary': the basket's lines, subtotal, shipping, an applied coupon's discount, the
// total with 'GST included', the coupon field with Redeem, and the confirm button. Totals are
// the server's (basket, or the coupon check's discounted total); nothing is computed here
// but the GST share of a collected order's total, for display. Each line has a quantity
// field (the spec: digits only, at least 1 at checkout); the page basket saves it.
import type { Basket, BasketItem } from '../../../shared/schemas/shop';
import { digitsOnly, EMPTY_BASKET } from '../../../shared/schemas/shop';
import { formatMoney, formatShipping, gstIncludedIn, GST_INCLUDED_LABEL } from '../../../shared/format/money';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { LoadingLine } from '../../kit/Spinner';
import { TextField } from '../../kit/TextField';
import type { CouponState } from '../useCoupon';
import { useApiUrl } from '../../kit/apiUrl';

export interface Totals {
  subTotal: number;
  shipping: number;
  discount: number;
  total: number;
  tax: number;
}

/** The figures to show for this basket, delivery choice and coupon. */
export function summaryTotals(basket: Basket, collect: boolean, coupon: CouponState['applied']): Totals {
  const shipping = collect ? 0 : basket.shippingTotal;
  if (coupon) {
    const r = coupon.result;
    return { subTotal: basket.subTotal, shipping, discount: r.discount ?? 0, total: r.totalAfterDiscount, tax: r.taxAfterDiscount };
  }
  const total = collect ? basket.subTotal : basket.total;
  // The server's rule (docs/commerce.md): GST is 3/23 of the total, to the cent.
  const tax = collect ? gstIncludedIn(total) : basket.tax;
  return { subTotal: basket.subTotal, shipping, discount: 0, total, tax };
}

export interface OrderSummaryProps {
  status: 'loading' | 'ready' | 'error';
  lines: BasketItem[];
  totals: Totals | null;
  coupon: CouponState;
  onRetry: () => void;
  submitting: boolean;
  confirmLabel: string;
  /** Where 'Continue shopping' goes when the basket is empty. */
  shopUrl?: string;
  basketError?: string | undefined;
  /** A line's quantity field: what was typed (drafts) or else the line's quantity. */
  quantityText: (line: BasketItem) => string;
  onQuantityChange: (line: BasketItem, typed: string) => void;
  /** A line's quantity message, if any. */
  quantityError: (line: BasketItem) => string | undefined;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold text-ink' : 'text-sm text-ink'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderSummary({
  status,
  lines,
  totals,
  coupon,
  onRetry,
  submitting,
  confirmLabel,
  shopUrl = '/shop',
  basketError,
  quantityText,
  onQuantityChange,
  quantityError,
}: OrderSummaryProps) {
  const apiUrl = useApiUrl();
  return (
    <aside
      aria-labelledby="vet-checkout-summary"
      className="h-fit min-w-0 space-y-4 rounded-lg border border-line bg-surface p-4 lg:sticky lg:top-4"
      part="summary"
    >
      <h3 id="vet-checkout-summary" className="text-lg font-bold text-ink">
        Order summary
      </h3>
      {status === 'loading' && <LoadingLine className="text-sm">Loading your basket…</LoadingLine>}
      {status === 'error' && <LoadError message="We could not load your basket." onRetry={onRetry} />}
      {status === 'ready' && lines.length === 0 && <p className="text-sm text-muted">{EMPTY_BASKET}</p>}
      {lines.length > 0 && (
        <ul className="divide-y divide-line" aria-label="Products">
          {lines.map((line) => (
            <li key={String(line.productId)} className="flex items-start gap-3 py-2">
              {line.productImages[0] ? (
                <img src={apiUrl(line.productImages[0])} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded border border-line object-cover" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-ink">{line.productName}</p>
                <TextField
                  label="Quantity"
                  aria-label={`Quantity of ${line.productName}`}
                  className="mt-1 w-24"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  value={quantityText(line)}
                  error={quantityError(line)}
                  readOnly={submitting}
                  onChange={(e) => onQuantityChange(line, digitsOnly(e.target.value))}
                />
              </div>
              <p className="text-sm tabular-nums text-ink">{formatMoney(line.itemTotal)}</p>
            </li>
          ))}
        </ul>
      )}
      {basketError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {basketError}
        </p>
      )}
      {totals && (
        <dl className="space-y-1 border-t border-line pt-3">
          <Row label="Subtotal" value={formatMoney(totals.subTotal)} />
          <Row label="Shipping" value={formatShipping(totals.shipping)} />
          {coupon.applied && (
            <div className="flex items-center justify-between gap-4 text-sm text-ink">
              <dt className="flex items-center gap-2">
                <span>Coupon {coupon.applied.code.toUpperCase()}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto px-1 py-0 underline"
                  aria-label={`Remove coupon ${coupon.applied.code.toUpperCase()}`}
                  disabled={submitting}
                  onClick={coupon.remove}
                >
                  Remove
                </Button>
              </dt>
              <dd className="tabular-nums">-{formatMoney(totals.discount)}</dd>
            </div>
          )}
          <Row label="Total" value={formatMoney(totals.total)} strong />
          <div className="flex justify-end gap-1 text-sm text-muted">
            <dt>{GST_INCLUDED_LABEL}</dt>
            <dd className="tabular-nums">{formatMoney(totals.tax)}</dd>
          </div>
        </dl>
      )}
      {/* Top-aligned, the button level with the input (below its label): a refusal message under the field does not move it. */}
      <div className="flex items-start gap-2">
        <TextField
          label="Coupon code"
          className="min-w-0 flex-1"
          value={coupon.code}
          error={coupon.error ?? undefined}
          autoComplete="off"
          onChange={(e) => coupon.setCode(e.target.value)}
          onKeyDown={(e) => {
            // Enter in the coupon field redeems it instead of placing the order.
            if (e.key === 'Enter') {
              e.preventDefault();
              void coupon.redeem();
            }
          }}
        />
        <Button
          variant="secondary"
          className="mt-6"
          loading={coupon.redeeming}
          disabled={!coupon.code.trim() || status !== 'ready'}
          onClick={() => void coupon.redeem()}
        >
          Redeem
        </Button>
      </div>
      {/* An empty basket has nothing to confirm: no active 'Confirm order' at $0.00. */}
      {status === 'ready' && lines.length === 0 ? (
        <a href={shopUrl} className="block text-center font-semibold text-primary underline">
          Continue shopping
        </a>
      ) : (
        <Button type="submit" size="lg" className="w-full" loading={submitting} disabled={status === 'loading'}>
          {confirmLabel}
        </Button>
      )}
    </aside>
  );
}
