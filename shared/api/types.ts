// Response entities of the API, named and shaped after section 3 of both specs. Request
// payloads are not here: they are the valibot-inferred types in shared/schemas.
// Fields the spec lists but does not always send are optional; ids are string | number
// because the spec never fixes their type and the older API used both.
import type { Id, Page } from './resource';

export type { Id, Page };

/** Slate rich text as stored by the content editor (welcome and emergency messages). */
export type SlateNode = { type?: string; text?: string; children?: SlateNode[]; [key: string]: unknown };

/** A single id-to-name map, e.g. { "1": "Dog" } (species, slot times). */
export type IdNameMap = Record<string, string>;

export interface RegionRef {
  id: Id;
  name: string;
}

// ---- Booking (spec 1) -------------------------------------------------------------------

export interface ClinicSummary {
  id: Id;
  name: string;
  address: string;
}

export interface BookingStart {
  bookingConfig: { mainColour?: string; hoverColour?: string; highlightColour?: string; allowSelectResource: boolean };
  welcome: { title: string; messageSlate: SlateNode[]; isActive: boolean };
  emergency: { messageSlate: SlateNode[]; isActive: boolean };
  clinics: ClinicSummary[];
  species: IdNameMap[];
  pets: { id: Id; name: string }[];
  /** Null for anonymous visitors. */
  user: { isAccountLinkedToPms: boolean } | null;
}

export interface AppointmentType {
  id: Id;
  name: string;
  hasAcceptCheckbox: boolean;
  importantInformation?: string | SlateNode[] | null;
}

/** A clinician (calendar resource); "no preference" is a UI option, not a server row. */
export interface CalendarResource {
  id: Id;
  name: string;
}

/** Days keyed by local datetime; each time is a single slot-id-to-label pair. */
export type Slots = Record<string, IdNameMap[]>;

export type AppointmentStatus = 'newAppointment' | 'confirmed' | 'cancelledByAdmin' | 'cancelledByCustomer' | 'completed';

export interface Appointment {
  id: Id;
  bookingDate: string;
  status: AppointmentStatus | (string & {});
  statusText?: string;
  /** Made with the older flow: a request for a preferred day that the clinic confirms. */
  isRequest?: boolean;
  clinic?: ClinicSummary;
  pets?: { name: string }[];
  appointmentType?: { name: string };
  /** The preferred clinician. */
  calendarResource?: { name: string } | null;
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  notes?: string;
  cancellationNote?: string | null;
}

/** The spec does not show the booking response ("not shown"): read it defensively. */
export type BookingResponse = unknown;

// ---- Linked accounts, misc (spec 1) -----------------------------------------------------

export interface LinkedAccount {
  accountType: string;
  name: string;
  isLinked: boolean;
  linkedAccountIdentifier?: string | null;
  displayPrompt?: boolean;
}

export interface LinkedAccountMatch {
  name: string;
  emailAddress: string;
  petCount: number;
}

export interface AppStoreLinks {
  ios: string;
  android: string;
}

export interface SharedPhoto {
  /** Base64 JPEG. */
  image: string;
  eventTitle: string;
  eventDescription: string;
  petName: string;
  entryTitle: string;
}

// ---- Account (spec 2) -------------------------------------------------------------------

export interface Address {
  id: Id;
  type?: 'shipping' | 'billing' | 'other';
  userId?: Id;
  company?: string | null;
  street: string;
  suburb?: string | null;
  city: string;
  postCode: string;
  region: RegionRef;
  isDefault: boolean;
}

export interface PaymentMethod {
  id: Id;
  cardNumber: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
}

export interface Profile {
  id: Id;
  clientCode?: string | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  addresses?: Pick<Address, 'id' | 'isDefault'>[];
  paymentMethods?: Pick<PaymentMethod, 'id' | 'isDefault'>[];
}

export interface PetRecord {
  type: string;
  date?: string;
  dueDate?: string;
  vet?: string;
}

export interface Pet {
  id: Id;
  name: string;
  /** Older form: 'other' | 'cat' | 'dog', or { id, name } in the older booking flow. */
  type?: string | { id: Id; name: string } | null;
  otherPetType?: string | null;
  species?: { id: Id; name?: string } | null;
  speciesId?: Id | null;
  breed?: string | null;
  gender?: string | { id: Id; name: string } | null;
  dateOfBirth?: string | null;
  weight?: number | string | null;
  desexed?: boolean | null;
  microchipNumber?: string | null;
  age?: string | number | null;
  photoUrl?: string | null;
  vaccinationUpToDate?: boolean | null;
  vaccinations?: PetRecord[];
  missingVaccinations?: string[];
  treatments?: PetRecord[];
  isLinkedToPms?: boolean;
}

export interface Notification {
  id: Id;
  title: string;
  body: string;
  isRead: boolean;
  processedOn: string;
}

// ---- Shop (spec 2) ----------------------------------------------------------------------

export interface Product {
  id: Id;
  slug?: string;
  name: string;
  brand?: string;
  brands?: string[];
  sku?: string;
  description?: string;
  categories?: string[];
  price: number;
  discountedPrice?: number | null;
  images?: string[];
  petTypes?: string[];
  vetId?: string;
  vetName?: string;
  isFavourited?: boolean;
  shippingCost?: number;
}

export interface ShopTags {
  brands: string[];
  categories: string[];
}

export interface BasketItem {
  id: Id;
  productId: Id;
  productName?: string;
  productImages?: string[];
  quantity: number;
  itemTotal?: number;
  price?: number;
  shippingCost?: number;
  discountedPrice?: number | null;
  deleted?: boolean;
}

export interface BasketTotals {
  subTotal: number;
  shippingTotal: number;
  tax: number;
  total: number;
}

export interface Basket extends BasketTotals {
  id: Id;
  userId?: Id | null;
  username?: string | null;
  vetId?: string;
  vetName?: string;
  basketItems: BasketItem[];
}

/** What an items update returns (spec 2 section 7). */
export type BasketUpdate = Pick<Basket, 'basketItems'> & BasketTotals;

export interface CouponResult {
  totalAfterDiscount: number;
  taxAfterDiscount: number;
}

export interface CourierTracking {
  trackingUrl: string;
  status?: string;
}

export interface Order {
  id: Id;
  number: string | number;
  createdDate: string;
  status: string;
  address?: Omit<Address, 'id' | 'isDefault' | 'type' | 'userId'> | null;
  paymentMethod?: Pick<PaymentMethod, 'cardNumber' | 'brand' | 'expiryMonth' | 'expiryYear'> | null;
  basket: Pick<Basket, 'username' | 'basketItems' | 'subTotal' | 'shippingTotal' | 'total' | 'tax'>;
  courierTracking?: CourierTracking[];
}

export interface Subscription {
  id: Id;
  name: string;
  status: 'active' | 'suspended' | 'cancelled' | 'pending' | (string & {});
  interval: 'week' | 'month' | (string & {});
  intervalCount: number;
  deliveryFrequency?: string;
  nextPaymentDate?: string;
  firstDeliveryDate?: string;
  basket?: Pick<Basket, 'id' | 'basketItems'>;
  basketId?: Id;
  paymentMethod?: PaymentMethod | null;
  address?: Address | null;
  contact?: { firstName: string; lastName: string; email: string; phone: string } | null;
  shippingID?: Id;
  paymentID?: Id;
  deliveryNotes?: string | null;
  deliveryOptions?: { frequency?: { interval: string; intervalCount: number }; notes?: string };
  orders?: Order[];
}

// ---- Content-backed entities the API also returns (spec 2) ------------------------------

export interface Clinic {
  id: Id;
  name: string;
  address?: string;
  friendlyAddress?: string;
}

export interface FundraiserItem {
  product: { id: Id; name: string; price: number; image?: string };
}

export interface PickupLocation {
  id: Id;
  name: string;
  friendlyAddress: string;
  pickupTime: string;
  /** [longitude, latitude]. */
  address: [number, number];
}

export interface Fundraiser {
  id: Id;
  name: string;
  images?: string[];
  body?: unknown;
  items: FundraiserItem[];
  pickupLocations: PickupLocation[];
  payOnPickup: boolean;
  thankYouPageTitle?: string;
  thankYouPageImage?: string;
  thankYouPageBody?: unknown;
}

/** Donation as stored (the payload plus its id). */
export interface Donation {
  id: Id;
  fundraiserContentfulId: string;
  [field: string]: unknown;
}
