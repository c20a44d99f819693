// Every tag the suite defines and the lazy import of its flow: nothing else, as this sits in
// the loader's 3 KB budget. Names and sentences for people are in scripts/catalogue.ts
// (build time). This list is also the source of custom-elements.json (see scripts/).
export type FlowLoader = () => Promise<unknown>;

// <vet-account> and its sections' own tags share one module and one entry: an entry each
// would repeat the import and its preload list in the loader.
const account: FlowLoader = () => import('./account/account.element');

export const flows = {
  'vet-booking': () => import('./booking/booking.element'),
  'vet-booking-classic': () => import('./booking-classic/booking-classic.element'),
  'vet-book-appointment-form': () => import('./booking-classic/book-appointment-form.element'),
  'vet-account-appointments': () => import('./account-appointments/account-appointments.element'),
  'vet-manage-booking': () => import('./manage-booking/manage-booking.element'),
  'vet-contact-form': () => import('./contact-form/contact-form.element'),
  'vet-enquiry': () => import('./enquiry/enquiry.element'),
  'vet-sheep-vaccine-order': () => import('./sheep-vaccine-order/sheep-vaccine-order.element'),
  'vet-registration': () => import('./registration/registration.element'),
  'vet-linked-accounts': () => import('./linked-accounts/linked-accounts.element'),
  'vet-link-prompt': () => import('./linked-accounts/link-prompt.element'),
  'vet-feedback': () => import('./feedback/feedback.element'),
  'vet-newsletter': () => import('./newsletter/newsletter.element'),
  'vet-shop': () => import('./shop/shop.element'),
  'vet-product': () => import('./product/product.element'),
  'vet-cart-button': () => import('./cart/cart-button.element'),
  'vet-cart': () => import('./cart/cart.element'),
  'vet-checkout': () => import('./checkout/checkout.element'),
  'vet-subscriptions': () => import('./subscriptions/subscriptions.element'),
  'vet-pay-online': () => import('./pay-online/pay-online.element'),
  'vet-fundraiser': () => import('./fundraiser/fundraiser.element'),
  'vet-account': account,
  'vet-account-details': account,
  'vet-account-pets': account,
  'vet-account-orders': account,
  'vet-account-subscriptions': account,
  'vet-account-payment-methods': account,
  'vet-account-change-password': account,
  'vet-notifications': () => import('./notifications/notifications.element'),
  'vet-clinic-desk': () => import('./clinic-desk/clinic-desk.element'),
} satisfies Record<`vet-${string}`, FlowLoader>;

export type WidgetTag = keyof typeof flows;
