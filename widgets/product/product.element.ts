import { defineWidget } from '../kit/defineWidget';
import { Product, type ProductProps } from './Product';

export const ProductElement = defineWidget<ProductProps>({
  tag: 'vet-product',
  component: Product,
  attributes: { productId: 'string', productUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-product': HTMLElement & ProductProps;
  }
}
