// The clinic desk's phone bookings and blocked time: what staff send and what the server answers.
import * as v from 'valibot';

const Ref = v.looseObject({ id: v.number(), name: v.string() });

/** GET /api/v1/desk/catalogue?clinicId=: what the desk may book at a clinic, online or not. */
export const DeskCatalogueAnswerSchema = v.looseObject({
  appointmentTypes: v.array(
    v.looseObject({
      id: v.number(),
      name: v.string(),
      durationMinutes: v.number(),
      speciesIds: v.array(v.number()),
      forNewClients: v.boolean(),
      forReturningClients: v.boolean(),
    }),
  ),
  species: v.array(Ref),
  clinicians: v.array(v.looseObject({ id: v.number(), name: v.string(), typeIds: v.array(v.number()) })),
});
export type DeskCatalogue = v.InferOutput<typeof DeskCatalogueAnswerSchema>;

export interface DeskPhoneBookingInput {
  slotId: string;
  client: { firstName: string; lastName: string; phone: string; email: string };
  newClient: boolean;
  pets: { name: string; speciesId: number }[];
  notes: string;
}

export const DeskBlockAnswerSchema = v.looseObject({
  id: v.number(),
  clinicId: v.string(),
  clinician: v.nullable(Ref),
  start: v.string(),
  end: v.string(),
  reason: v.string(),
});

export const DeskBlockCreatedAnswerSchema = v.looseObject({
  block: DeskBlockAnswerSchema,
  clashes: v.array(
    v.looseObject({
      appointmentId: v.number(),
      bookingId: v.string(),
      start: v.string(),
      end: v.string(),
      petName: v.string(),
      clinicianId: v.nullable(v.number()),
    }),
  ),
});

export interface DeskBlockInput {
  clinicId: string;
  clinicianId: number | null;
  /** NZ wall clock, 'yyyy-MM-ddTHH:mm'. */
  start: string;
  end: string;
  reason: string;
}
