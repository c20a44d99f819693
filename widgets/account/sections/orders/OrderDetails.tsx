// One order: its lines, totals, delivery (address or click and collect), the card it was
// paid with and its courier tracking.
import { courierStatusDisplay, orderStatusDisplay } from '../../../../shared/domain/statuses';
import { cardLast4, formatCardExpiry } from '../../../../shared/format/card';
import { formatDate } from '../../../../shared/format/dates';
import { GST_INCLUDED_LABEL, formatMoney, formatShipping } from '../../../../shared/format/money';
import { Button } from '../../../kit';
import type { Order } from '../../types';
import { StatusBadge, brandName, cardClass } from '../../ui';
import { addressLines } from '../details/Addresses';

export const orderTitle = (order: Pick<Order, 'number' | 'id'>) => `Order #${order.number ?? order.id}`;

export function OrderDetails({ order, onBack }: { order: Order; onBack: () => void }) {
  const status = orderStatusDisplay(order.status);
  const basket = order.basket;
  const items = (basket?.basketItems ?? []).filter((item) => !item.deleted);
  return (
    <div className="space-y-5">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to orders
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-ink" tabIndex={-1} data-section-heading>
          {orderTitle(order)}
        </h2>
        <StatusBadge {...status} />
        <span className="text-sm text-muted">Placed {formatDate(order.createdDate)}</span>
      </div>

      <section aria-label="Items" className={cardClass}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Items in this order</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="pb-2 font-semibold">
                Product
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id ?? index} className="border-t border-line">
                <td className="py-2 pr-2 text-ink">{item.productName}</td>
                <td className="py-2 text-right">{item.quantity}</td>
                <td className="py-2 text-right">{formatMoney(item.itemTotal ?? (item.price ?? 0) * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
          <Row label="Subtotal" value={formatMoney(basket?.subTotal)} />
          {basket?.discount ? <Row label="Discount" value={`-${formatMoney(basket.discount)}`} /> : null}
          <Row label="Shipping" value={formatShipping(basket?.shippingTotal)} />
          <Row label="Total" value={formatMoney(basket?.total)} strong />
          <p className="text-right text-xs text-muted">
            {GST_INCLUDED_LABEL} ({formatMoney(basket?.tax)})
          </p>
        </dl>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="vet-order-delivery" className={cardClass}>
          <h3 id="vet-order-delivery" className="mb-2 font-semibold text-ink">
            {order.isClickAndCollect ? 'Click and collect' : 'Delivery address'}
          </h3>
          {order.isClickAndCollect ? (
            <p>{order.clinic?.name ?? 'At the clinic'}</p>
          ) : order.address ? (
            <address className="not-italic">
              {addressLines(order.address).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
          {order.deliveryNotes && <p className="mt-2 text-sm text-muted">Notes: {order.deliveryNotes}</p>}
        </section>
        <section aria-labelledby="vet-order-payment" className={cardClass}>
          <h3 id="vet-order-payment" className="mb-2 font-semibold text-ink">
            Payment
          </h3>
          {order.paymentMethod ? (
            <p>
              {brandName(order.paymentMethod.brand)} ending {cardLast4(order.paymentMethod.cardNumber)}
              {order.paymentMethod.expiryMonth ? `, expires ${formatCardExpiry(order.paymentMethod.expiryMonth, order.paymentMethod.expiryYear)}` : ''}
            </p>
          ) : (
            <p className="text-muted">No card on record</p>
          )}
        </section>
      </div>

      {order.courierTracking.length > 0 && (
        <section aria-labelledby="vet-order-tracking" className={cardClass}>
          <h3 id="vet-order-tracking" className="mb-2 font-semibold text-ink">
            Courier tracking
          </h3>
          <ul className="space-y-2">
            {order.courierTracking.map((t, index) => (
              <li key={t.trackingNumber || index} className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge {...courierStatusDisplay(t.status)} />
                <span>{[t.carrier, t.trackingNumber].filter(Boolean).join(' ')}</span>
                {t.trackingUrl && (
                  <a href={t.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
                    Track parcel <span className="sr-only">(opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'text-base font-bold text-ink' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
