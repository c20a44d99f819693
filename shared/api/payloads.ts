// Request payload types. They belong to shared/schemas (valibot schemas with inferred
// types, written in parallel); each one here is a minimal stand-in until its schema lands,
// marked with the file it should come from. Resource modules import payloads only from here,
// so the switch is one line per type.
import type { Id } from './resource';

// ---- appointments ---------------------------------------------------------------------

// TODO: use shared/schemas (appointments.ts)
export interface AppointmentTypeQuery {
  speciesId: Id | readonly Id[];
  customerStatusId: number;
}

// TODO: use shared/schemas (appointments.ts)
export interface CalendarResourceQuery {
  clinicId: Id;
  appointmentTypeId: Id;
}

// TODO: use shared/schemas (appointments.ts)
export interface SlotsQuery {
  clinicId: Id;
  /** The month, 'yyyy-MM'. */
  date: string;
  petCount: number;
  speciesId: Id | readonly Id[];
  appointmentTypeId: Id;
  calendarResourceId?: Id | null | undefined;
}

// TODO: use shared/schemas (appointments.ts)
export interface CompleteBookingPayload {
  clinicId: Id;
  pets: { id: Id; name: string; speciesId: Id }[];
  appointmentTypeId: Id;
  acceptTermsAndConditions: boolean;
  slotId: string;
  customerStatusId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  preferredClinician?: Id | null | undefined;
}

// TODO: use shared/schemas (appointments.ts)
export interface AppointmentListQuery {
  type: 'future' | 'past';
  offset?: number | undefined;
  limit?: number | undefined;
}

// TODO: use shared/schemas (appointments.ts)
export interface CancelAppointmentPayload {
  note: string;
}

// TODO: use shared/schemas (appointments.ts)
export interface ClassicBookingPayload {
  title?: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  comment: string;
  date: string;
  clinicId: Id;
  pets: { id?: Id; name: string; type: unknown }[];
}

// TODO: use shared/schemas (appointments.ts)
export interface ClassicAnonymousBookingPayload extends Omit<ClassicBookingPayload, 'pets'> {
  pets: {
    name: string;
    type: Id;
    otherPetType?: string;
    breed?: string;
    gender?: Id;
    dateOfBirth?: string;
    weight?: number | string;
    desexed?: boolean;
  }[];
}

// ---- contact, registration, linked accounts --------------------------------------------

// TODO: use shared/schemas (contact.ts)
export interface ContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
  recipientEmail?: string;
  clinicId?: Id;
  clinicName?: string;
  /** 'Contact Us Page' on the page, else the block's content name. */
  origin: string;
}

// TODO: use shared/schemas (contact.ts) - the sheep vaccine order form
export interface SheepVaccineOrder {
  customerCode?: string;
  customerEmail: string;
  clinic: { id: Id; name: string };
  clientName: string;
  mobilePhone: string;
  contactName: string;
  orderReference?: string;
  [productField: string]: unknown;
}

// TODO: use shared/schemas (registration.ts)
export interface RegistrationPayload {
  type?: 'new' | 'existing';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  region: string;
  agreeTermsConditions: boolean;
  clientCode?: string;
  [field: string]: unknown;
}

// TODO: use shared/schemas (linkedAccounts.ts)
export type LinkedAccountSearch = Record<string, unknown>;

// ---- account ---------------------------------------------------------------------------

// TODO: use shared/schemas (profile.ts)
export interface ProfileInput {
  id?: Id;
  clientCode?: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

// TODO: use shared/schemas (profile.ts)
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  verifyNewPassword: string;
}

// TODO: use shared/schemas (profile.ts)
export interface AddressInput {
  id?: Id;
  type?: 'shipping' | 'billing' | 'other';
  street: string;
  suburb?: string;
  city: string;
  postCode: string;
  company?: string;
  region: { id: Id; name?: string };
  isDefault?: boolean;
}

// TODO: use shared/schemas (profile.ts)
export interface PaymentMethodInput {
  /** The card provider's token, created client-side from the card element. */
  token: string;
}

// TODO: use shared/schemas (pets.ts)
export interface PetInput {
  id?: Id;
  name: string;
  type?: string;
  speciesId?: Id;
  otherPetType?: string;
  breed?: string;
  gender?: string;
  /** ISO date. */
  dateOfBirth?: string;
  weight?: number | string;
  desexed?: boolean;
  microchipNumber?: string;
}

// TODO: use shared/schemas (pets.ts)
export interface PetPhoto {
  /** Base64. */
  photoData: string;
  photoFilename: string;
}

// TODO: use shared/schemas (feedback.ts)
export interface FeedbackPayload {
  type: 'none' | 'bug' | 'featureRequest';
  firstName: string;
  lastName: string;
  emailAddress: string;
  phone: string;
  message: string;
  attachments: { data: string; filename: string }[];
  allowFollowUp: boolean;
}

// TODO: use shared/schemas (payments.ts)
export interface OneOffPayment {
  reference: string;
  amount: number;
  paymentMethodID: Id;
}

// TODO: use shared/schemas (payments.ts)
export interface AnonymousOneOffPayment {
  reference: string;
  amount: number;
  email: string;
  name: string;
  token: string;
}

// ---- shop, basket, checkout, subscriptions, donations ----------------------------------

// TODO: use shared/schemas (shop.ts)
export interface ShopQuery {
  filter?: string;
  limit?: number;
  offset?: number;
  search?: string;
  brands?: readonly string[];
  categories?: readonly string[];
  petTypes?: readonly string[];
  excludeSpecial?: boolean;
}

// TODO: use shared/schemas (checkout.ts)
export interface AddToBasketInput {
  productId: Id;
  quantity: number;
}

// TODO: use shared/schemas (checkout.ts)
export interface BasketItemInput {
  id?: Id;
  productId: Id;
  quantity: number;
  deleted?: boolean;
}

// TODO: use shared/schemas (checkout.ts)
export interface OrderPayload {
  basketId: Id;
  isClickAndCollect: boolean;
  clinicId?: Id;
  address:
    | { id?: Id; deliveryNotes?: string }
    | { company?: string; street: string; suburb?: string; city: string; postCode: string; region: { id: Id }; deliveryNotes?: string };
  paymentMethod: { id: Id } | { token: string };
  user: { id: Id | ''; firstName: string; lastName: string; email: string; phone: string };
  coupon?: string;
}

// TODO: use shared/schemas (subscriptions.ts)
export interface SubscriptionInput {
  id?: Id;
  name: string;
  status?: string;
  basket?: unknown;
  basketId?: Id;
  [field: string]: unknown;
}

// TODO: use shared/schemas (subscriptions.ts)
export interface CreateSubscriptionPayload {
  name: string;
  firstDeliveryDate: string;
  interval: string;
  intervalCount: number;
  basketId: Id;
  address: { id: Id; deliveryNotes?: string };
  paymentMethodId: Id;
}

// TODO: use shared/schemas (fundraiser.ts)
export interface DonationPayload {
  id?: Id;
  fundraiserContentfulId: string;
  user: unknown;
  selectedItems: { fundraiserProductContentfulId: string; quantity: number; price: number }[];
  pickupLocation: unknown;
  pickupTime: string;
  paymentMethod: { id: Id } | { token: string };
}
