import { defineWidget } from '../kit/defineWidget';
import { Subscriptions, type SubscriptionsProps } from './Subscriptions';

export const SubscriptionsElement = defineWidget<SubscriptionsProps>({
  tag: 'vet-subscriptions',
  component: Subscriptions,
  attributes: { loginUrl: 'string', subscriptionsUrl: 'string', homeUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-subscriptions': HTMLElement & Pick<SubscriptionsProps, 'loginUrl' | 'subscriptionsUrl' | 'homeUrl'>;
  }
}
