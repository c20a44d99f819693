// The per-section tags (widgets/account/AccountSection.tsx): one module defines them all, since
// they share every line of code; defineWidget skips a tag that is already defined.
import { createElement } from 'react';
import { defineWidget } from '../kit/defineWidget';
import { AccountSection, SECTION_TAGS } from './AccountSection';

for (const [tag, section] of Object.entries(SECTION_TAGS) as [keyof typeof SECTION_TAGS, (typeof SECTION_TAGS)[keyof typeof SECTION_TAGS]][]) {
  defineWidget<object>({ tag, component: () => createElement(AccountSection, { section }) });
}

declare global {
  interface HTMLElementTagNameMap {
    'vet-account-details': HTMLElement;
    'vet-account-pets': HTMLElement;
    'vet-account-orders': HTMLElement;
    'vet-account-subscriptions': HTMLElement;
    'vet-account-payment-methods': HTMLElement;
    'vet-account-change-password': HTMLElement;
  }
}
