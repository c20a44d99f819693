// imageSeparator: a picture between sections, full width or half (centred).
import { ContentImage } from '../ui/ContentImage';
import type { BlockProps } from './types';

export function ImageSeparator({ block }: BlockProps<'imageSeparator'>) {
  const half = block.size === 'half';
  return (
    <div className={half ? 'mx-auto max-w-3xl px-4 py-8' : 'py-4'}>
      <ContentImage image={block.image} className={`w-full object-cover ${half ? 'h-64 rounded-2xl' : 'h-56 sm:h-80'}`} />
    </div>
  );
}
