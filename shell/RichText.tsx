// The portal's rich text: the kit's one renderer (widgets/kit/RichText) with headings under the
// page's own h1, links to the site's own paths moving inside the portal, and a page's spacing.
import { RichText as KitRichText } from '../widgets/kit/RichText';
import type { RichTextValue } from '../shared/content/docs';
import { Link } from './router/Link';

export { plainText, safeHref } from '../shared/content/richText';

export function RichText({ value, className = '' }: { value: RichTextValue | null | undefined; className?: string }) {
  return <KitRichText nodes={value} headingLevel={2} linkAs={Link} roomy className={className} />;
}
