// The optional payment-information block beside the pay online form: a
// `block-payment-information` document from the content service, chosen by slug, or plain
// text from the host page. Content failures hide the block: the form works without it.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { contentClientFor } from '../kit/form';
import { RichTextSchema } from '../../shared/content/richText';
import { RichText } from '../kit/RichText';
import { useWidget } from '../kit/WidgetContext';

const BlockSchema = v.object({
  title: v.nullish(v.string(), ''),
  body: v.pipe(
    v.nullish(RichTextSchema, []),
    v.transform((x) => x ?? []),
  ),
});
type Block = v.InferOutput<typeof BlockSchema>;

export function PaymentInformation({ slug, text }: { slug?: string; text?: string }) {
  const block = useInformationBlock(slug?.trim() ?? '');
  if (block && (block.title || block.body.length > 0)) {
    return (
      <aside aria-label={block.title || 'Payment information'} className="rounded-lg border border-line bg-highlight p-4 text-sm text-ink">
        {block.title && <h3 className="mb-2 text-base font-semibold">{block.title}</h3>}
        <RichText nodes={block.body} headingLevel={4} />
      </aside>
    );
  }
  if (!text?.trim()) return null;
  return (
    <aside aria-label="Payment information" className="rounded-lg border border-line bg-highlight p-4 text-sm text-ink">
      {text}
    </aside>
  );
}

function useInformationBlock(slug: string): Block | null {
  const widget = useWidget();
  const [block, setBlock] = useState<Block | null>(null);
  useEffect(() => {
    setBlock(null);
    if (!slug) return;
    const controller = new AbortController();
    contentClientFor(widget)
      .bySlug('block-payment-information', slug, { signal: controller.signal })
      .then((doc) => {
        const parsed = v.safeParse(BlockSchema, doc);
        if (parsed.success) setBlock(parsed.output);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [slug, widget]);
  return block;
}
