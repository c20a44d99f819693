// Request payload types, all inferred from the valibot schemas in shared/schemas (the ones the
// server parses bodies with). Where the wire is looser than a schema's output (ids in a query
// string are text, 'newPet' is sent as '') the type is widened here, never restated.
import type { Id } from '../schemas/answerFields';

// ---- appointments ---------------------------------------------------------------------
// From shared/schemas/appointments.ts, the schemas the server parses these with. A schema's
// output is the normalised form, and the server accepts that form again, so clients send
// outputs; only where the wire is looser than the output (ids travel as text in a query, the
// spec sends a 'newPet' as an empty id and "no preference" as 'noPreference') is it widened.
import type {
  AppointmentListQueryInput,
  AppointmentTypeQueryInput,
  CalendarResourceQueryInput,
  CancelAppointmentInput,
  ClassicAnonymousBookingInput,
  ClassicBookingInput,
  HoldRequest,
  SlotsQueryInput,
} from '../schemas/appointments';

/** Ids in a query string are text: a number or its digits both do; a nullable one may be left out. */
type WireIds<T, K extends keyof T> = Omit<T, K> & { [P in K as null extends T[P] ? never : P]: Id } & {
  [P in K as null extends T[P] ? P : never]?: Id | null | undefined;
};

export type AppointmentTypeQuery = Omit<WireIds<AppointmentTypeQueryInput, 'customerStatusId'>, 'speciesId'> & {
  /** One species or several (joined with commas on the wire). */
  speciesId: Id | readonly Id[];
};

export type CalendarResourceQuery = WireIds<CalendarResourceQueryInput, 'clinicId' | 'appointmentTypeId'>;

export type SlotsQuery = Omit<WireIds<SlotsQueryInput, 'clinicId' | 'appointmentTypeId' | 'calendarResourceId' | 'petCount'>, 'speciesId'> & {
  speciesId: Id | readonly Id[];
};

/** POST /api/v2/appointment/hold: the slot, and the caller's earlier hold to give up. */
export type HoldPayload = HoldRequest & { previousHoldId?: string | null | undefined };

export type AppointmentListQuery = Partial<AppointmentListQueryInput> & Pick<AppointmentListQueryInput, 'type'>;

export type CancelAppointmentPayload = CancelAppointmentInput;

/** Older flow, signed in. `date` is an instant with offset or NZ wall-clock 'yyyy-MM-ddTHH:mm'. */
export type ClassicBookingPayload = Omit<ClassicBookingInput, 'date' | 'title' | 'pets'> & {
  title?: string | undefined;
  date: string;
  pets: { id?: Id | null | undefined; name: string; type?: Id | null | undefined }[];
};

/** Older flow, anonymous: type and gender as ids, desexed a boolean. */
export type ClassicAnonymousBookingPayload = Omit<ClassicAnonymousBookingInput, 'date' | 'title' | 'pets'> & {
  title?: string | undefined;
  date: string;
  pets: (Partial<Omit<ClassicAnonymousBookingInput['pets'][number], 'name' | 'type' | 'gender'>> & {
    name: string;
    type: Id;
    gender?: Id | null | undefined;
  })[];
};

// ---- contact, registration, linked accounts --------------------------------------------

// The bodies the widgets send are the schemas' input types (the server parses them to the
// schemas' output): shared/schemas/{contact,enquiry,sheepVaccineOrder,registration,linkedAccounts}.ts.
export type { ContactMessageInput as ContactMessage } from '../schemas/contact';
export type { EnquiryInput } from '../schemas/enquiry';
export type { SheepVaccineOrderInput as SheepVaccineOrder } from '../schemas/sheepVaccineOrder';
export type { RegistrationExistingInput, RegistrationNewInput } from '../schemas/registration';
export type { LinkedAccountSearchInput as LinkedAccountSearch } from '../schemas/linkedAccounts';

// ---- account ---------------------------------------------------------------------------

// Profile, password and address bodies: shared/schemas/profile.ts (the forms' input shape).
export type ProfileInput = import('valibot').InferInput<typeof import('../schemas/profile').ProfileSchema>;
export type PasswordChange = import('valibot').InferInput<typeof import('../schemas/profile').PasswordChangeSchema>;
export type AddressInput = import('valibot').InferInput<typeof import('../schemas/profile').AddressSchema>;

// Pet and photo bodies: shared/schemas/pets.ts. The pet schema takes unknown input, so its
// output (what the server stores and accepts again) is what the form sends, plus the id.
export type PetInput = import('../schemas/pets').PetInput & { id?: Id };
export type PetPhoto = Omit<import('../schemas/pets').PetPhotoInput, 'id'>;

// The feedback body: shared/schemas/feedback.ts.
export type FeedbackPayload = import('valibot').InferInput<typeof import('../schemas/feedback').FeedbackSchema>;

// One-off payments: shared/schemas/payOnline.ts.
export type { OneOffPaymentInput as OneOffPayment, AnonymousOneOffPaymentInput as AnonymousOneOffPayment } from '../schemas/payOnline';

// ---- shop, basket, checkout, subscriptions, donations ----------------------------------

// Shop and basket payloads: the valibot-inferred types of shared/schemas/shop.ts.
export type { ShopQuery, AddToBasketInput, BasketItemChange as BasketItemInput } from '../schemas/shop';

// The order payload: shared/schemas/checkout.ts (orderSchemaFor); shared/api/checkout.ts sends it.
export type { OrderInput as OrderPayload } from '../schemas/checkout';

// Subscription payloads: shared/api/subscriptions.ts (CreateSubscriptionPayload, SubscriptionChange).

// The donation payload: shared/schemas/donation.ts (DonationSchema); shared/api/fundraiser.ts sends it.
export type { DonationInput as DonationPayload } from '../schemas/donation';
