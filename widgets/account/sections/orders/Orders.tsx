// The Orders section: paged history (10 a page) with a details view.
import { useState } from 'react';
import { PAGE_SIZE } from '../../../../shared/domain/limits';
import { pageCount, pageOffset } from '../../../../shared/domain/paging';
import { Pagination } from '../../../kit';
import { useAccountApi } from '../../context';
import type { Order } from '../../types';
import { Empty, Loading, SectionHeading, useList } from '../../ui';
import { OrderDetails } from './OrderDetails';
import { OrderList } from './OrderList';

export const NO_ORDERS = 'No orders to display';

export function Orders() {
  const api = useAccountApi();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Order | null>(null);
  const list = useList(`orders?page=${page}`, () => api.orders({ offset: pageOffset(page, PAGE_SIZE.orders), limit: PAGE_SIZE.orders }), {
    items: [],
    total: 0,
  });

  if (open) return <OrderDetails order={open} onBack={() => setOpen(null)} />;
  const orders = list.data?.items ?? [];
  return (
    <div>
      <SectionHeading>Orders</SectionHeading>
      {list.loading ? (
        <Loading label="Loading your orders…" />
      ) : orders.length === 0 ? (
        <Empty>{NO_ORDERS}</Empty>
      ) : (
        <OrderList orders={orders} onOpen={setOpen} />
      )}
      <Pagination className="mt-4" label="Orders pages" page={page} totalPages={pageCount(list.data?.total ?? 0, PAGE_SIZE.orders)} onPageChange={setPage} />
    </div>
  );
}
