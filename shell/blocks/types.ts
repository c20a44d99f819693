import type { BlockOf, BlockType } from '../../shared/content/blocks';

/** What every block component receives. `asPageHeading`: this block's title is the h1. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  asPageHeading?: boolean;
}
