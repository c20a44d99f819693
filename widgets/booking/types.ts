// The booking flow's calls and the types it works with. What the API answers is typed by the
// answer schemas of shared/schemas/appointments.ts, which shared/api/appointments.ts parses
// every answer with (docs/contracts.md).
import type { ContactDetails } from '../../shared/schemas/contactDetails';
import type { Id } from '../../shared/schemas/answerFields';
import type {
  AppointmentType,
  BookedAppointment,
  BookingResult,
  BookingStart,
  Clinician,
  CompleteBookingInput,
  Hold,
  SlateNode,
  SlotDays,
} from '../../shared/schemas/appointments';

export type { AppointmentType, BookedAppointment, BookingResult, BookingStart, Clinician, Hold, SlateNode, SlotDays };

/** The calls the flow makes; api.ts implements it over shared/api, tests may fake it. */
export interface BookingApi {
  start(): Promise<BookingStart>;
  appointmentTypes(query: { speciesId: string; customerStatusId: number }): Promise<AppointmentType[]>;
  calendarResources(query: { clinicId: Id; appointmentTypeId: Id }): Promise<Clinician[]>;
  slots(query: { clinicId: Id; date: string; petCount: number; speciesId: string; appointmentTypeId: Id; calendarResourceId?: Id }): Promise<SlotDays>;
  /** Holds the chosen time for a few minutes while the visitor types their details. */
  hold?(slotId: string): Promise<Hold>;
  /** Gives the hold up early: the visitor went back to choose another time, or left the page. */
  releaseHold?(holdId: string, options?: { leavingPage?: boolean }): Promise<void>;
  complete(payload: CompleteBookingInput): Promise<BookingResult>;
  /** The signed-in client's name, email and phone for My details; null when unknown. */
  profile?(): Promise<ContactDetails | null>;
}
