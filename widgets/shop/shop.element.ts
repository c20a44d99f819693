import { defineWidget } from '../kit/defineWidget';
import { Shop, type ShopProps } from './Shop';

export const ShopElement = defineWidget<ShopProps>({
  tag: 'vet-shop',
  component: Shop,
  attributes: { productUrl: 'string', category: 'string', limit: 'string', shopUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-shop': HTMLElement & ShopProps;
  }
}
