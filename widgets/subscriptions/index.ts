// What the account area (and the shell) may reuse from the subscription flow.
export { SubscriptionBanner } from './SubscriptionBanner';
export { Subscriptions, STEP_LABELS, CHECKOUT_INCOMPLETE, type SubscriptionsProps } from './Subscriptions';
export { syncBasket, type ChosenItem } from './basketSync';
export { createSubscriptionsApi, type SubscriptionsApi } from '../../shared/api/subscriptions';
export { SUBSCRIPTION_FREQUENCIES, subscriptionFrequencyLabel } from '../../shared/domain/limits';
