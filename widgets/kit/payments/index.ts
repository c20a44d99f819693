// Card payments for every widget (checkout, pay online, fundraiser, payment methods).
// Wrap the form in <CardPayments>, put <CardField /> where the card goes, and call
// useCardPayment().createToken() on submit. See CardField.tsx for the light-DOM slot.
export { CardPayments, useCardPayment, type CardPayment, type CardPaymentsProps, type CardProviderStatus } from './CardPayments';
export { CardField, type CardFieldProps } from './CardField';
export {
  CardProviderError,
  STRIPE_KEY_MISSING,
  STRIPE_LOAD_FAILED,
  STRIPE_NOT_LOADED,
  loadCardProvider,
  resetCardProviders,
  type CardProviderDeps,
} from './loadCardProvider';
export { NO_PAYMENT_METHODS, SavedCards, cardTitle, preselectedCard, useSavedCards, type SavedCardsProps, type SavedCardsState } from './SavedCards';
// Kept here too: the commerce flows import it with the card parts.
export { useSignedIn } from '../useSignedIn';
export { OrderConfirmation } from './OrderConfirmation';
