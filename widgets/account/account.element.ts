import { defineWidget } from '../kit/defineWidget';
import { Account, type AccountProps } from './Account';

export const AccountElement = defineWidget<AccountProps>({
  tag: 'vet-account',
  component: Account,
  attributes: { section: 'string', omit: 'string', hideNav: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-account': HTMLElement & Omit<AccountProps, 'api' | 'pathname'>;
  }
}
