// The managers' set-up of the clinic desk: clinicians with their weekly hours per clinic, and
// appointment types. Every answer is parsed with shared/schemas/deskSetup.ts.
import type { ApiClient, CallOptions } from './http';
import { parseAnswer } from './answer';
import { seg } from './resource';
import {
  ClinicianChangeAnswerSchema,
  SetupAnswerSchema,
  SetupTypeAnswerSchema,
  type AppointmentTypeSetupInput,
  type ClinicianInput,
} from '../schemas/deskSetup';

const PATH = '/api/v1/desk/setup';

/** A clinician as sent: name, types, and the clinics they work at, each with its weekly hours. */
export type ClinicianBody = Omit<ClinicianInput, 'active'>;
export type TypeBody = AppointmentTypeSetupInput;

export function createDeskSetupApi(client: ApiClient) {
  return {
    /** Everything the set-up screens show: clinics, species, clinicians and appointment types of the group. */
    setup: async (o?: CallOptions) => parseAnswer(SetupAnswerSchema, await client.get(PATH, undefined, o), 'desk/setup'),
    /** A new clinician is active. */
    createClinician: async (body: ClinicianBody, o?: CallOptions) =>
      parseAnswer(ClinicianChangeAnswerSchema, await client.post(`${PATH}/clinicians`, body, o), 'desk/setup/clinicians'),
    /** The answer lists the future bookings the change leaves outside the clinician's hours. */
    updateClinician: async (id: number, body: ClinicianBody & { active: boolean }, o?: CallOptions) =>
      parseAnswer(ClinicianChangeAnswerSchema, await client.put(`${PATH}/clinicians/${seg(id)}`, body, o), 'desk/setup/clinicians'),
    createType: async (body: TypeBody, o?: CallOptions) => parseAnswer(SetupTypeAnswerSchema, await client.post(`${PATH}/types`, body, o), 'desk/setup/types'),
    updateType: async (id: number, body: TypeBody, o?: CallOptions) =>
      parseAnswer(SetupTypeAnswerSchema, await client.put(`${PATH}/types/${seg(id)}`, body, o), 'desk/setup/types'),
  };
}
export type DeskSetupApi = ReturnType<typeof createDeskSetupApi>;
export type DeskSetup = Awaited<ReturnType<DeskSetupApi['setup']>>;
export type SetupClinician = DeskSetup['clinicians'][number];
export type SetupType = DeskSetup['appointmentTypes'][number];
export type OutsideHours = Awaited<ReturnType<DeskSetupApi['updateClinician']>>['outsideHours'];
