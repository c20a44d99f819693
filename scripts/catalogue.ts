// What marketing staff read in the /widgets catalogue: a distinct name per tag and
// one whole plain sentence saying what the widget does for a client. Developer detail stays in
// the doc blocks (attributes, events, parts). Build time only: the loader's registry carries no
// names (its 3 KB budget).
export const CATALOGUE: Record<string, { name: string; sentence: string }> = {
  'vet-booking': { name: 'Online booking', sentence: 'Clients choose a clinic, their pets, the kind of visit and a free time, and book it online.' },
  'vet-booking-classic': {
    name: 'Appointment request wizard',
    sentence: 'Clients ask for an appointment on a preferred day in four steps, and the clinic confirms a time.',
  },
  'vet-book-appointment-form': {
    name: 'Appointment request form',
    sentence: 'A short form where clients ask the clinic to call them back about an appointment.',
  },
  'vet-account-appointments': { name: 'Your appointments', sentence: 'Signed-in clients see their upcoming and past appointments and can cancel one.' },
  'vet-contact-form': { name: 'Contact form', sentence: 'Clients send a message to the clinic they choose.' },
  'vet-enquiry': { name: 'Enquiry form', sentence: 'Clients send an enquiry about a service, with their contact details.' },
  'vet-sheep-vaccine-order': { name: 'Sheep vaccine order form', sentence: 'Farm clients order sheep vaccines, guns and needles for collection.' },
  'vet-registration': { name: 'Registration', sentence: 'New or existing clients register and get an email to set their password.' },
  'vet-linked-accounts': { name: 'Linked accounts', sentence: "Signed-in clients link their account to the clinic's practice records." },
  'vet-link-prompt': { name: 'Account linking', sentence: 'Asks signed-in clients once whether they want to link their practice records.' },
  'vet-manage-booking': { name: 'Manage a booking', sentence: 'Clients see, move or cancel a booking from the link in its email, without an account.' },
  'vet-feedback': { name: 'Feedback form', sentence: 'Clients send feedback, a bug or a feature request, with a screenshot if they like.' },
  'vet-newsletter': { name: 'Newsletter sign-up', sentence: 'Visitors sign up for the newsletter and confirm by email.' },
  'vet-shop': { name: 'Shop', sentence: 'The shop: products with filters, search, sorting and pages, each with add to basket.' },
  'vet-product': { name: 'Product details', sentence: 'One product with its pictures, price, add to basket and related products.' },
  'vet-cart-button': { name: 'Basket button', sentence: 'A basket button with the number of products, which opens the basket panel.' },
  'vet-cart': { name: 'Basket panel', sentence: 'The basket panel: change quantities, see the total and go to checkout.' },
  'vet-checkout': { name: 'Checkout', sentence: 'Clients pay for their basket by card, for delivery or click and collect.' },
  'vet-subscriptions': { name: 'Subscriptions', sentence: 'Signed-in clients set up a repeat delivery of the products they choose.' },
  'vet-pay-online': { name: 'Online payments', sentence: 'Clients pay an invoice by card with its reference number.' },
  'vet-fundraiser': { name: 'Fundraiser', sentence: 'Supporters order fundraiser items and choose where to pick them up.' },
  'vet-account': { name: 'Your account', sentence: 'The whole account area for signed-in clients, with its menu and every section.' },
  'vet-account-details': { name: 'Account: my details', sentence: 'Signed-in clients change their details and delivery addresses.' },
  'vet-account-pets': { name: 'Account: pets', sentence: 'Signed-in clients see and edit their pets, with photos and health records.' },
  'vet-account-orders': { name: 'Account: orders', sentence: 'Signed-in clients see their orders and track deliveries.' },
  'vet-account-subscriptions': { name: 'Account: subscriptions', sentence: 'Signed-in clients pause, change or cancel their repeat deliveries.' },
  'vet-account-payment-methods': { name: 'Account: payment methods', sentence: 'Signed-in clients add and remove saved cards and choose the default.' },
  'vet-account-change-password': { name: 'Account: change password', sentence: 'Signed-in clients change their password.' },
  'vet-clinic-desk': {
    name: 'Clinic desk',
    sentence: 'Clinic staff confirm the appointment requests clients send onto a free time, or decline them with a message.',
  },
  'vet-notifications': { name: 'Notifications', sentence: 'A bell with the signed-in client’s notifications and the number unread.' },
};
