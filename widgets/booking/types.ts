// Shapes the booking flow reads from the API (spec 1, section 3). Kept to what the flow
// uses; the wire contract lives in shared/api.
export type Id = string | number;
export type SlateNode = { type?: string; text?: string; children?: SlateNode[]; [key: string]: unknown };

export interface BookingStart {
  bookingConfig: { mainColour?: string; hoverColour?: string; highlightColour?: string; allowSelectResource: boolean };
  welcome: { title: string; messageSlate: SlateNode[]; isActive: boolean };
  emergency: { messageSlate: SlateNode[]; isActive: boolean };
  clinics: { id: Id; name: string; address: string }[];
  /** A list of single id-to-name maps, e.g. [{ "1": "Dog" }, { "2": "Cat" }]. */
  species: Record<string, string>[];
  pets: { id: Id; name: string }[];
  user: { isAccountLinkedToPms: boolean } | null;
}

export interface AppointmentType {
  id: Id;
  name: string;
  hasAcceptCheckbox: boolean;
  importantInformation?: string | SlateNode[] | null;
}

export interface Clinician {
  id: Id;
  name: string;
}

/** Days keyed by local datetime; each time is a single id-to-label pair. */
export type SlotDays = Record<string, Record<string, string>[]>;

export interface BookingPayload {
  clinicId: Id;
  pets: { id: string; name: string; speciesId: Id }[];
  appointmentTypeId: Id;
  acceptTermsAndConditions: boolean;
  slotId: string;
  customerStatusId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  preferredClinician?: Id;
  holdId?: string;
}

export interface BookedAppointment {
  id: Id;
  name?: string;
  bookingDate: string;
  pets?: { name: string }[];
}

export interface BookingResult {
  appointments: BookedAppointment[];
  clinicName: string;
  clinicAddress: string;
}

export interface BookingApi {
  start(): Promise<BookingStart>;
  appointmentTypes(query: { speciesId: string; customerStatusId: number }): Promise<AppointmentType[]>;
  calendarResources(query: { clinicId: Id; appointmentTypeId: Id }): Promise<Clinician[]>;
  slots(query: {
    clinicId: Id;
    date: string;
    petCount: number;
    speciesId: string;
    appointmentTypeId: Id;
    calendarResourceId?: Id;
  }): Promise<SlotDays>;
  hold?(slotId: string): Promise<{ holdId: string; expiresAt: string }>;
  complete(payload: BookingPayload): Promise<BookingResult>;
}
