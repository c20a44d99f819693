// shop: the shop widget for one category, showing at most `limit` products.
import { Section } from '../ui/Section';
import { Widget } from '../ui/Widget';
import type { BlockProps } from './types';

export function Shop({ block }: BlockProps<'shop'>) {
  return (
    <Section title={block.title} summary={block.summary}>
      <Widget tag="vet-shop" attributes={{ loading: 'lazy', category: block.category, limit: block.limit }} />
    </Section>
  );
}
