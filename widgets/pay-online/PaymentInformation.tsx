// The optional payment-information block beside the pay online form: a
// `block-payment-information` document from the content service, chosen by slug, or plain
// text from the host page. Content failures hide the block: the form works without it.
import * as v from 'valibot';
import { contentClientFor } from '../kit/form';
import { RichTextSchema } from '../../shared/content/richText';
import { RichText } from '../kit/RichText';
import { useWidget, useWidgetQuery } from '../kit/WidgetContext';

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

/** The block from the content service; null while loading, and when it is missing or fails (the text stands in). */
function useInformationBlock(slug: string): Block | null {
  const widget = useWidget();
  const block = useWidgetQuery(slug ? `payment-information:${slug}` : null, async (signal) => {
    const parsed = v.safeParse(BlockSchema, await contentClientFor(widget).bySlug('block-payment-information', slug, { signal }));
    return parsed.success ? parsed.output : null;
  });
  return block.status === 'ready' ? block.data : null;
}
