// The list's Active/Suspended switch: it saves the subscription with the
// new status and flips only when the save reports success; while saving it cannot be pressed.
import { useToast } from '../../../kit';
import type { SubscriptionChange } from '../../api';
import { errorMessage } from '../../../../shared/api/errors';
import { useAccountApi } from '../../context';
import { useOneAtATime } from '../../useOneAtATime';
import type { Subscription } from '../../types';

export const SUBSCRIPTION_UPDATED = 'Your subscription details have been updated.';
export const SUBSCRIPTION_UPDATE_FAILED = 'An error occurred while updating your subscription.';

export const changeOf = (s: Subscription, patch: Partial<SubscriptionChange> = {}): SubscriptionChange => ({
  id: s.id,
  name: s.name,
  status: s.status,
  interval: s.interval,
  intervalCount: s.intervalCount,
  nextPaymentDate: s.nextPaymentDate,
  ...patch,
});

export function StatusToggle({ subscription, onSaved }: { subscription: Subscription; onSaved: (s: Subscription) => void }) {
  const api = useAccountApi();
  const toast = useToast();
  const { busy: saving, run } = useOneAtATime();
  const active = subscription.status.toLowerCase() === 'active';

  const toggle = () =>
    run(true, async () => {
      try {
        const saved = await api.saveSubscription(changeOf(subscription, { status: active ? 'suspended' : 'active' }));
        toast.success(SUBSCRIPTION_UPDATED);
        onSaved({ ...subscription, ...saved });
      } catch (error) {
        toast.error(errorMessage(error, SUBSCRIPTION_UPDATE_FAILED));
      }
    });

  return (
    <div className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label={`${subscription.name}: active`}
        aria-busy={saving || undefined}
        disabled={saving}
        onClick={() => void toggle()}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60 ${active ? 'bg-primary' : 'bg-gray-400'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${active ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
      {/* The status badge beside the name says Active or Suspended; the switch changes it. */}
      <span aria-hidden="true" className="text-muted">
        {saving ? 'Saving…' : ''}
      </span>
    </div>
  );
}
