// A page of orders as cards (used by Orders and a subscription's history).
import { courierStatusDisplay, orderStatusDisplay } from '../../../../shared/domain/statuses';
import { formatDate } from '../../../../shared/format/dates';
import { formatMoney } from '../../../../shared/format/money';
import { Button } from '../../../kit';
import type { Order } from '../../types';
import { StatusBadge, cardClass } from '../../ui';
import { orderTitle } from './OrderDetails';

export function OrderList({ orders, onOpen }: { orders: readonly Order[]; onOpen?: (order: Order) => void }) {
  return (
    <ul className="space-y-3">
      {orders.map((order) => {
        const courier = order.courierTracking[order.courierTracking.length - 1];
        return (
          <li key={order.id} className={`${cardClass} flex flex-wrap items-center gap-x-4 gap-y-2`}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{orderTitle(order)}</p>
              <p className="text-sm text-muted">
                {formatDate(order.createdDate)} · {formatMoney(order.basket?.total)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge {...orderStatusDisplay(order.status)} />
              {courier && <StatusBadge {...courierStatusDisplay(courier.status)} />}
            </div>
            {onOpen && (
              <Button size="sm" variant="secondary" onClick={() => onOpen(order)}>
                View details <span className="sr-only">of {orderTitle(order)}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
