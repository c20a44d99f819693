// The Orders section: paged history (10 a page) with a details view. The open order is in the
// page URL (?vet-order=12), as a pet is (?vet-pet=): an order has a link of its own, a reload keeps it
// open and Back returns to the list instead of leaving the section.
import { useState } from 'react';
import { PAGE_SIZE } from '../../../../shared/domain/limits';
import { pageCount, pageOffset } from '../../../../shared/domain/paging';
import { Pagination } from '../../../kit';
import { useWidgetParam, writeWidgetParam } from '../../../kit/urlState';
import { useWidgetQuery } from '../../../kit/WidgetContext';
import { useAccountApi } from '../../context';
import type { Order } from '../../types';
import { Empty, Loading, SectionHeading, useList } from '../../ui';
import { OrderDetails } from './OrderDetails';
import { OrderList } from './OrderList';

export const NO_ORDERS = 'No orders to display';
export const ORDER_NOT_FOUND = 'That order was not found in your account. Here are your orders.';

const ORDER_PARAM = 'order';
const isOrderParam = (value: string) => /^\d{1,9}$/.test(value);
const show = (order: Order | null, options?: { replace?: boolean }) =>
  writeWidgetParam(ORDER_PARAM, order === null ? null : String(order.id), isOrderParam, options);

export function Orders() {
  const api = useAccountApi();
  const [page, setPage] = useState(1);
  const list = useList(`orders?page=${page}`, () => api.orders({ offset: pageOffset(page, PAGE_SIZE.orders), limit: PAGE_SIZE.orders }), {
    items: [],
    total: 0,
  });
  const orders = list.data?.items ?? [];
  const wanted = useWidgetParam(ORDER_PARAM, isOrderParam);
  const listed = wanted === null ? undefined : orders.find((o) => String(o.id) === wanted);
  // An order not on this page (a link, a reload on another page): asked for by its id.
  const single = useWidgetQuery(wanted !== null && !listed && /^\d{1,9}$/.test(wanted) ? `order?id=${wanted}` : null, () => api.order(wanted!));
  const open = listed ?? (single.status === 'ready' ? single.data : null);

  if (open) return <OrderDetails order={open} onBack={() => show(null)} />;
  if (wanted !== null && single.status === 'loading' && !listed) return <Loading label="Loading your order…" />;
  const missing = wanted !== null && (single.status === 'error' || !/^\d{1,9}$/.test(wanted));
  return (
    <div>
      <SectionHeading>Orders</SectionHeading>
      {missing && (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          {ORDER_NOT_FOUND}
        </p>
      )}
      {list.loading ? (
        <Loading label="Loading your orders…" />
      ) : orders.length === 0 ? (
        <Empty>{NO_ORDERS}</Empty>
      ) : (
        <OrderList orders={orders} onOpen={(order) => show(order)} />
      )}
      <Pagination className="mt-4" label="Orders pages" page={page} totalPages={pageCount(list.data?.total ?? 0, PAGE_SIZE.orders)} onPageChange={setPage} />
    </div>
  );
}
