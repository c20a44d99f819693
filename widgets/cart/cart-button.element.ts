import { defineWidget } from '../kit/defineWidget';
import { CartButton, type CartButtonProps } from './CartButton';

export const CartButtonElement = defineWidget<CartButtonProps>({
  tag: 'vet-cart-button',
  component: CartButton,
  attributes: { checkoutUrl: 'string', productUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-cart-button': HTMLElement & CartButtonProps;
  }
}
