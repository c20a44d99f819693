import { defineWidget } from '../kit/defineWidget';
import { Newsletter, type NewsletterProps } from './Newsletter';

export const NewsletterElement = defineWidget<NewsletterProps>({
  tag: 'vet-newsletter',
  component: Newsletter,
  attributes: { heading: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-newsletter': HTMLElement & NewsletterProps;
  }
}
