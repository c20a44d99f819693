import { defineWidget } from '../kit/defineWidget';
import { KitDemo, type KitDemoProps } from './KitDemo';

export const KitDemoElement = defineWidget<KitDemoProps>({
  tag: 'vet-kit-demo',
  component: KitDemo,
  attributes: { heading: 'string', petCount: 'number' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-kit-demo': HTMLElement & KitDemoProps;
  }
}
