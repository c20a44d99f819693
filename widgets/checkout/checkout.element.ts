import { defineWidget } from '../kit/defineWidget';
import { Checkout, type CheckoutProps } from './Checkout';

export const CheckoutElement = defineWidget<CheckoutProps>({
  tag: 'vet-checkout',
  component: Checkout,
  attributes: { loginUrl: 'string', ordersUrl: 'string', shopUrl: 'string', paymentMethodsUrl: 'string', hideHeading: 'boolean' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-checkout': HTMLElement & Pick<CheckoutProps, 'loginUrl' | 'ordersUrl' | 'shopUrl' | 'paymentMethodsUrl' | 'hideHeading'>;
  }
}
