import { defineWidget } from '../kit/defineWidget';
import { PayOnline, type PayOnlineProps } from './PayOnline';

export const PayOnlineElement = defineWidget<PayOnlineProps>({
  tag: 'vet-pay-online',
  component: PayOnline,
  attributes: { informationSlug: 'string', paymentInformation: 'string', paymentMethodsUrl: 'string', hideHeading: 'boolean' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-pay-online': HTMLElement & Pick<PayOnlineProps, 'informationSlug' | 'paymentInformation' | 'paymentMethodsUrl' | 'hideHeading'>;
  }
}
