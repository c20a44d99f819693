// A subscription's edit view: the name can change; frequency
// and next payment date are read-only; cancelling happens here (saved with a delete flag);
// the history of past orders sits underneath.
import { useState } from 'react';
import * as v from 'valibot';
import { PAGE_SIZE, subscriptionFrequencyLabel } from '../../../../shared/domain/limits';
import { pageCount, pageOffset } from '../../../../shared/domain/paging';
import { subscriptionStatusDisplay } from '../../../../shared/domain/statuses';
import { EDIT_NAME_REQUIRED } from '../../../../shared/schemas/subscriptions';
import { formatDate } from '../../../../shared/format/dates';
import { Button, Pagination, TextField, useToast } from '../../../kit';
import { errorMessage } from '../../../../shared/api/errors';
import { Confirm } from '../../Confirm';
import { useAccountApi } from '../../context';
import { useForm } from '../../../kit/form';
import type { Subscription } from '../../types';
import { Empty, Loading, StatusBadge, cardClass, useList } from '../../ui';
import { OrderList } from '../orders/OrderList';
import { SUBSCRIPTION_UPDATED, SUBSCRIPTION_UPDATE_FAILED, changeOf } from './StatusToggle';

export const SUBSCRIPTION_CANCELLED = 'Your subscription has been cancelled.';
export const SUBSCRIPTION_CANCEL_FAILED = 'An error occurred while cancelling your subscription.';
export const NO_PAST_ORDERS = 'No past orders to display';

const EditSchema = v.object({
  name: v.pipe(v.string(EDIT_NAME_REQUIRED), v.trim(), v.nonEmpty(EDIT_NAME_REQUIRED), v.maxLength(100, 'The Name can be at most 100 characters')),
});

export function frequencyOf(s: Pick<Subscription, 'interval' | 'intervalCount' | 'deliveryFrequency'>): string {
  if (s.interval && s.intervalCount) return subscriptionFrequencyLabel(s.interval, s.intervalCount);
  return s.deliveryFrequency ?? '';
}

export interface SubscriptionEditProps {
  subscription: Subscription;
  onBack: () => void;
  onSaved: (s: Subscription) => void;
  onCancelled: (s: Subscription) => void;
}

export function SubscriptionEdit({ subscription, onBack, onSaved, onCancelled }: SubscriptionEditProps) {
  const api = useAccountApi();
  const toast = useToast();
  const form = useForm({
    schema: EditSchema,
    initial: { name: subscription.name },
    submit: ({ name }) => api.saveSubscription(changeOf(subscription, { name })),
    failureMessage: (error) => errorMessage(error, SUBSCRIPTION_UPDATE_FAILED),
    onFailure: (message) => toast.error(message),
    onSuccess: (saved) => {
      toast.success(SUBSCRIPTION_UPDATED);
      onSaved({ ...subscription, ...saved });
    },
  });
  const [cancelling, setCancelling] = useState(false);
  const [page, setPage] = useState(1);
  const history = useList(
    `subscriptions/${subscription.id}/orders?page=${page}`,
    () => api.subscriptionHistory(subscription.id, { offset: pageOffset(page, PAGE_SIZE.orders), limit: PAGE_SIZE.orders }),
    { items: [], total: 0 },
  );

  const cancel = async () => {
    try {
      await api.cancelSubscription(subscription);
      toast.success(SUBSCRIPTION_CANCELLED);
      setCancelling(false);
      onCancelled(subscription);
    } catch (error) {
      toast.error(errorMessage(error, SUBSCRIPTION_CANCEL_FAILED));
      setCancelling(false);
    }
  };

  const orders = history.data?.items ?? [];
  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to subscriptions
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-ink" tabIndex={-1} data-section-heading>
          {subscription.name}
        </h2>
        <StatusBadge {...subscriptionStatusDisplay(subscription.status)} />
      </div>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(e) => void form.handleSubmit(e)}
        className={`${cardClass} space-y-4`}
        aria-label={`Edit ${subscription.name}`}
      >
        <TextField label="Name" required {...form.text('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Delivery frequency" value={frequencyOf(subscription)} readOnly hint="Contact us to change how often it is delivered." />
          <TextField label="Next payment date" value={formatDate(subscription.nextPaymentDate)} readOnly />
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="ghost" className="text-danger" onClick={() => setCancelling(true)} disabled={form.submitting}>
            Cancel subscription
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save changes
          </Button>
        </div>
      </form>
      <section aria-labelledby="vet-sub-history">
        <h3 id="vet-sub-history" className="mb-3 text-lg font-bold text-ink">
          Past orders
        </h3>
        {history.loading ? <Loading label="Loading past orders…" /> : orders.length === 0 ? <Empty>{NO_PAST_ORDERS}</Empty> : <OrderList orders={orders} />}
        <Pagination
          className="mt-4"
          label="Past orders pages"
          page={page}
          totalPages={pageCount(history.data?.total ?? 0, PAGE_SIZE.orders)}
          onPageChange={setPage}
        />
      </section>
      <Confirm
        open={cancelling}
        title="Cancel this subscription?"
        confirmLabel="Cancel subscription"
        cancelLabel="Keep it"
        onClose={() => setCancelling(false)}
        onConfirm={cancel}
      >
        <p>{subscription.name} will stop and no more orders will be made.</p>
      </Confirm>
    </div>
  );
}
