// widget: a flow placed by an editor. Only vet-* tags the registry knows render; anything
// else (a typo, a script tag) renders nothing. Its anchor lets a hero's button jump to it.
import { Section } from '../ui/Section';
import { isRegisteredTag, Widget } from '../ui/Widget';
import type { BlockProps } from './types';

export function WidgetBlock({ block }: BlockProps<'widget'>) {
  if (!isRegisteredTag(block.tag)) return null;
  // Like every block's flow, loaded when it comes within a screen of the viewport:
  // one further down the page costs its first paint nothing. The editor's attributes win.
  return (
    <Section id={block.anchor ?? undefined} title={block.title} width="max-w-4xl" className="scroll-mt-24">
      <Widget tag={block.tag} attributes={{ loading: 'lazy', ...block.attributes }} />
    </Section>
  );
}
