// A product's price as the shop shows it: the sale price with the original struck through,
// and the 'save up' badge only when the spec's rule allows it (shared/domain/saveUp).
import { saveUpPercent } from '../../shared/domain/saveUp';
import { formatMoney } from '../../shared/format/money';

export function Price({ price, discountedPrice, size = 'md' }: { price: number; discountedPrice: number | null; size?: 'md' | 'lg' }) {
  const onSale = saveUpPercent(price, discountedPrice) !== null;
  const big = size === 'lg' ? 'text-2xl' : 'text-lg';
  if (!onSale) return <p className={`${big} font-bold text-ink`}>{formatMoney(price)}</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={`${big} font-bold text-danger`}>
        <span className="sr-only">Sale price </span>
        {formatMoney(discountedPrice)}
      </span>
      <s className="text-sm text-muted">
        <span className="sr-only">Was </span>
        {formatMoney(price)}
      </s>
    </p>
  );
}

export function SaveUpBadge({ price, discountedPrice, className = '' }: { price: number; discountedPrice: number | null; className?: string }) {
  const percent = saveUpPercent(price, discountedPrice);
  if (percent === null) return null;
  return (
    <span className={`inline-block rounded-full bg-danger px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white ${className}`.trim()}>
      Save {percent}%
    </span>
  );
}
