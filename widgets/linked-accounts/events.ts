// Events <vet-linked-accounts> and <vet-link-prompt> fire on their host elements (bubbling, composed).
import type { AccountType } from '../../shared/schemas/linkedAccounts';

declare module '../kit/events' {
  interface WidgetEventMap {
    /** The search found a practice record (the match modal opened). */
    'vet-linked-accounts:match': { accountType: AccountType; petCount: number };
    /** The link was confirmed; it completes later and a notification email follows. */
    'vet-linked-accounts:submitted': { accountType: AccountType };
    /** A search, confirm or load failed; `message` is what the customer saw. */
    'vet-linked-accounts:error': { message: string };
    /** The prompt was shown (status said displayPrompt). */
    'vet-link-prompt:shown': { accountType: AccountType };
    /**
     * Yes: the widget goes to `href` unless a listener calls preventDefault() (an SPA host
     * that routes itself).
     */
    'vet-link-prompt:accepted': { accountType: AccountType; href: string };
    /** No: the decline was recorded. */
    'vet-link-prompt:submitted': { accountType: AccountType; answer: 'declined' };
    'vet-link-prompt:error': { message: string };
  }
}

export {};
