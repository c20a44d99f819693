// contactForm: the contact widget, with the block's name as the message origin:
// 'otherwise the block's content name'). The anchor lets buttons jump here.
import { Section } from '../ui/Section';
import { Widget } from '../ui/Widget';
import type { BlockProps } from './types';

export function ContactForm({ block }: BlockProps<'contactForm'>) {
  return (
    <Section id={block.anchor ?? undefined} title={block.title} summary={block.summary} width="max-w-3xl" className="bg-gray-50 scroll-mt-24">
      <Widget tag="vet-contact-form" attributes={{ loading: 'lazy', origin: block.name }} />
    </Section>
  );
}
