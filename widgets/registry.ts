// Every tag the suite defines, with a human name (for the 'not available' notice) and the
// lazy import of its flow. `load: null` marks a flow that is not in this build yet: its tag
// still works on a page and says so, instead of rendering nothing.
// This list is also the source of custom-elements.json (see scripts/).
export interface FlowEntry {
  name: string;
  load: (() => Promise<unknown>) | null;
}

export const flows = {
  'vet-kit-demo': { name: 'Visit planner', load: () => import('./kit-demo/kit-demo.element') },
  'vet-booking': { name: 'Online booking', load: null },
  'vet-booking-classic': { name: 'Online booking', load: null },
  'vet-book-appointment-form': { name: 'Appointment request form', load: null },
  'vet-account-appointments': { name: 'Your appointments', load: null },
  'vet-contact-form': { name: 'Contact form', load: null },
  'vet-enquiry': { name: 'Enquiry form', load: null },
  'vet-sheep-vaccine-order': { name: 'Sheep vaccine order form', load: null },
  'vet-registration': { name: 'Registration', load: null },
  'vet-linked-accounts': { name: 'Linked accounts', load: null },
  'vet-link-prompt': { name: 'Account linking', load: null },
  'vet-feedback': { name: 'Feedback form', load: null },
  'vet-newsletter': { name: 'Newsletter sign-up', load: null },
  'vet-shop': { name: 'Shop', load: null },
  'vet-product': { name: 'Product details', load: null },
  'vet-cart-button': { name: 'Basket', load: null },
  'vet-cart': { name: 'Basket', load: null },
  'vet-checkout': { name: 'Checkout', load: null },
  'vet-subscriptions': { name: 'Subscriptions', load: null },
  'vet-pay-online': { name: 'Online payments', load: null },
  'vet-fundraiser': { name: 'Fundraiser', load: null },
  'vet-account': { name: 'Your account', load: null },
  'vet-notifications': { name: 'Notifications', load: null },
} satisfies Record<`vet-${string}`, FlowEntry>;

export type WidgetTag = keyof typeof flows;
