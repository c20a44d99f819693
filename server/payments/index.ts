// createGateway(): Stripe when STRIPE_SECRET_KEY is set, else the offline test gateway.
import { createOfflineGateway } from './offline';
import { createStripeGateway } from './stripe';
import type { PaymentGateway } from './gateway';
import type { StandinStore } from './store';

export * from './gateway';
export { createOfflineGateway, type OfflineGateway } from './offline';

export function createGateway(options: {
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  standinStore: StandinStore;
  now?: () => Date;
  killAfterCharge?: boolean;
}): PaymentGateway {
  if (options.stripeSecretKey) {
    if (!options.stripePublishableKey) throw new Error('STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY');
    return createStripeGateway({ secretKey: options.stripeSecretKey, publishableKey: options.stripePublishableKey });
  }
  const afterCharge = options.killAfterCharge ? () => process.kill(process.pid, 'SIGKILL') : undefined;
  return createOfflineGateway({ store: options.standinStore, now: options.now, afterCharge });
}
