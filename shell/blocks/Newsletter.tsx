// newsletter: the sign-up widget under the block's title and summary.
import { Widget } from '../ui/Widget';
import type { BlockProps } from './types';

export function Newsletter({ block }: BlockProps<'newsletter'>) {
  return (
    <section aria-label={block.title ?? 'Newsletter'} data-block="newsletter" className="bg-primary px-4 py-14 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 md:grid-cols-2">
        <div>
          {block.title && <h2 className="text-3xl font-bold tracking-tight">{block.title}</h2>}
          {block.summary && <p className="mt-3 text-lg text-white/90">{block.summary}</p>}
        </div>
        <div className="rounded-2xl bg-white p-4 text-ink shadow-lg">
          <Widget tag="vet-newsletter" attributes={{ loading: 'lazy' }} />
        </div>
      </div>
    </section>
  );
}
