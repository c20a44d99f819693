import { defineWidget } from '../kit/defineWidget';
import { Account, type AccountProps } from './Account';
// The sections' own tags (<vet-account-pets>…) come with it: the same code, one chunk.
import './sections.element';

export const AccountElement = defineWidget<AccountProps>({
  tag: 'vet-account',
  component: Account,
  attributes: { section: 'string', omit: 'string', hideNav: 'string', deletedUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-account': HTMLElement & Omit<AccountProps, 'pathname'>;
  }
}
