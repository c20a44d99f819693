// Response entities not yet given an answer schema in shared/schemas (docs/contracts.md: each
// domain's answers move there, beside its requests; appointments, profile and shop have).
// Fields the spec lists but does not always send are optional; ids are string | number
// because the spec never fixes their type and the older API used both.
import type { Id, Page } from './resource';

export type { Id, Page };

/** A single id-to-name map, e.g. { "1": "Dog" } (species, slot times). */
export type IdNameMap = Record<string, string>;

export interface RegionRef {
  id: Id;
  name: string;
}

// ---- Linked accounts, misc (spec 1) -----------------------------------------------------

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

// ---- Shop (spec 2) ----------------------------------------------------------------------

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
