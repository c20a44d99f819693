// Card payments for every widget (checkout, pay online, fundraiser, payment methods).
// Wrap the form in <CardPayments>, put <CardField /> where the card goes, and call
// useCardPayment().createToken() on submit. The card itself lives in a frame on the API's
// origin (CardPayments.tsx, widgets/card-frame/).
export { CardPayments, useCardPayment, type CardPayment, type CardPaymentsProps, type CardProviderDeps, type CardProviderStatus } from './CardPayments';
export { CardField, type CardFieldProps } from './CardField';
export { CARD_SITE_NOT_ALLOWED, CONNECTION_LOST, CardProviderError, STRIPE_KEY_MISSING, STRIPE_LOAD_FAILED, STRIPE_NOT_LOADED } from './messages';
export { cardFrameUrl, type CardFrameConnector } from './frameChannel';
export { NO_PAYMENT_METHODS, SavedCards, cardTitle, preselectedCard, useSavedCards, type SavedCardsProps, type SavedCardsState } from './SavedCards';
// Kept here too: the commerce flows import it with the card parts.
export { useSignedIn } from '../useSignedIn';
export { OrderConfirmation } from './OrderConfirmation';
export { cardRefused, paymentFailureMessage } from './failures';
