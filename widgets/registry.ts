// Every tag the suite defines, with a human name (for the notice shown when its code cannot
// be loaded) and the lazy import of its flow.
// This list is also the source of custom-elements.json (see scripts/).
export interface FlowEntry {
  name: string;
  load: () => Promise<unknown>;
}

// <vet-account> and its sections' own tags share one module and one entry: an entry each
// would repeat the import and its preload list in the loader, which has a 3 KB budget.
const account: FlowEntry = { name: 'Your account', load: () => import('./account/account.element') };

export const flows = {
  'vet-booking': { name: 'Online booking', load: () => import('./booking/booking.element') },
  'vet-booking-classic': { name: 'Online booking', load: () => import('./booking-classic/booking-classic.element') },
  'vet-book-appointment-form': { name: 'Appointment request form', load: () => import('./booking-classic/book-appointment-form.element') },
  'vet-account-appointments': { name: 'Your appointments', load: () => import('./account-appointments/account-appointments.element') },
  'vet-contact-form': { name: 'Contact form', load: () => import('./contact-form/contact-form.element') },
  'vet-enquiry': { name: 'Enquiry form', load: () => import('./enquiry/enquiry.element') },
  'vet-sheep-vaccine-order': { name: 'Sheep vaccine order form', load: () => import('./sheep-vaccine-order/sheep-vaccine-order.element') },
  'vet-registration': { name: 'Registration', load: () => import('./registration/registration.element') },
  'vet-linked-accounts': { name: 'Linked accounts', load: () => import('./linked-accounts/linked-accounts.element') },
  'vet-link-prompt': { name: 'Account linking', load: () => import('./linked-accounts/link-prompt.element') },
  'vet-feedback': { name: 'Feedback form', load: () => import('./feedback/feedback.element') },
  'vet-newsletter': { name: 'Newsletter sign-up', load: () => import('./newsletter/newsletter.element') },
  'vet-shop': { name: 'Shop', load: () => import('./shop/shop.element') },
  'vet-product': { name: 'Product details', load: () => import('./product/product.element') },
  'vet-cart-button': { name: 'Basket', load: () => import('./cart/cart-button.element') },
  'vet-cart': { name: 'Basket', load: () => import('./cart/cart.element') },
  'vet-checkout': { name: 'Checkout', load: () => import('./checkout/checkout.element') },
  'vet-subscriptions': { name: 'Subscriptions', load: () => import('./subscriptions/subscriptions.element') },
  'vet-pay-online': { name: 'Online payments', load: () => import('./pay-online/pay-online.element') },
  'vet-fundraiser': { name: 'Fundraiser', load: () => import('./fundraiser/fundraiser.element') },
  'vet-account': account,
  'vet-account-details': account,
  'vet-account-pets': account,
  'vet-account-orders': account,
  'vet-account-subscriptions': account,
  'vet-account-payment-methods': account,
  'vet-account-change-password': account,
  'vet-notifications': { name: 'Notifications', load: () => import('./notifications/notifications.element') },
} satisfies Record<`vet-${string}`, FlowEntry>;

export type WidgetTag = keyof typeof flows;
