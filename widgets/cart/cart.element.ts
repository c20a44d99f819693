import { defineWidget } from '../kit/defineWidget';
import { Cart, type CartProps } from './Cart';

export const CartElement = defineWidget<CartProps>({
  tag: 'vet-cart',
  component: Cart,
  attributes: { checkoutUrl: 'string', productUrl: 'string', shopUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-cart': HTMLElement & Omit<CartProps, 'navigate'> & { open?: () => void; close?: () => void };
  }
}
