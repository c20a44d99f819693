// The Subscriptions section: a paged list (10) with the Active/Suspended toggle, and an
// edit view with the history of past orders.
import { useState } from 'react';
import { PAGE_SIZE } from '../../../../shared/domain/limits';
import { pageCount, pageOffset } from '../../../../shared/domain/paging';
import { subscriptionStatusDisplay } from '../../../../shared/domain/statuses';
import { formatDate } from '../../../../shared/format/dates';
import { formatMoney } from '../../../../shared/format/money';
import { Button, Pagination } from '../../../kit';
import { useAccountApi } from '../../context';
import type { Subscription } from '../../types';
import { AccountLink, Empty, Loading, SectionHeading, StatusBadge, cardClass, useList } from '../../ui';
import { StatusToggle } from './StatusToggle';
import { SubscriptionEdit, frequencyOf } from './SubscriptionEdit';

export const NO_SUBSCRIPTIONS = 'No subscriptions to display';

const canToggle = (s: Subscription) => ['active', 'suspended'].includes(s.status.toLowerCase());

export function Subscriptions() {
  const api = useAccountApi();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Subscription | null>(null);
  const list = useList(
    `subscriptions?page=${page}`,
    () => api.subscriptions({ offset: pageOffset(page, PAGE_SIZE.subscriptions), limit: PAGE_SIZE.subscriptions }),
    {
      items: [],
      total: 0,
    },
  );
  const replace = (saved: Subscription) => list.set((current) => current && { ...current, items: current.items.map((s) => (s.id === saved.id ? saved : s)) });

  if (open)
    return (
      <SubscriptionEdit
        subscription={open}
        onBack={() => setOpen(null)}
        onSaved={(saved) => {
          replace(saved);
          setOpen(saved);
        }}
        onCancelled={() => {
          setOpen(null);
          list.reload();
        }}
      />
    );

  const subscriptions = list.data?.items ?? [];
  return (
    <div>
      <SectionHeading
        action={
          <AccountLink href="/subscriptions" className="text-sm font-semibold text-primary underline">
            Create a subscription
          </AccountLink>
        }
      >
        Subscriptions
      </SectionHeading>
      {list.loading ? (
        <Loading label="Loading your subscriptions…" />
      ) : subscriptions.length === 0 ? (
        <Empty>{NO_SUBSCRIPTIONS}</Empty>
      ) : (
        <ul className="space-y-3">
          {subscriptions.map((s) => (
            <li key={s.id} className={`${cardClass} flex flex-wrap items-center gap-x-4 gap-y-3`}>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-ink">{s.name}</p>
                  <StatusBadge {...subscriptionStatusDisplay(s.status)} />
                </div>
                <p className="text-sm text-muted">
                  {[
                    frequencyOf(s),
                    s.nextPaymentDate ? `next payment ${formatDate(s.nextPaymentDate)}` : '',
                    s.basket?.total !== undefined && s.basket?.total !== null ? formatMoney(s.basket.total) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {canToggle(s) && <StatusToggle subscription={s} onSaved={replace} />}
              <Button size="sm" variant="secondary" onClick={() => setOpen(s)}>
                Edit <span className="sr-only">{s.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-4"
        label="Subscriptions pages"
        page={page}
        totalPages={pageCount(list.data?.total ?? 0, PAGE_SIZE.subscriptions)}
        onPageChange={setPage}
      />
    </div>
  );
}
