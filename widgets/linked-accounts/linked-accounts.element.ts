import { defineWidget } from '../kit/defineWidget';
import { LinkedAccounts, type LinkedAccountsProps } from './LinkedAccounts';

export const LinkedAccountsElement = defineWidget<LinkedAccountsProps>({
  tag: 'vet-linked-accounts',
  component: LinkedAccounts,
});

declare global {
  interface HTMLElementTagNameMap {
    'vet-linked-accounts': HTMLElement;
  }
}
