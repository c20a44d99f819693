import { defineWidget } from '../kit/defineWidget';
import { LinkPrompt, type LinkPromptProps } from './LinkPrompt';

export const LinkPromptElement = defineWidget<LinkPromptProps>({
  tag: 'vet-link-prompt',
  component: LinkPrompt,
  attributes: { href: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-link-prompt': HTMLElement & Pick<LinkPromptProps, 'href'>;
  }
}
