// The new booking flow's steps and its four-stage progress bar.
export const STEPS = [
  'Welcome',
  'SelectAppointmentClinic',
  'SetPetDetails',
  'SetAppointmentDetails',
  'AppointmentTypeNotes',
  'SelectAppointmentTime',
  'SetMyDetails',
  'AppointmentConfirmed',
] as const;

export type Step = (typeof STEPS)[number];

export const STAGES = ['About your pet', 'Appointment details', 'Date & Time', 'My details'] as const;

/** The progress stage (0-3) a step belongs to; null for steps before or after the bar. */
export function stageOf(step: Step): number | null {
  switch (step) {
    case 'SetPetDetails':
      return 0;
    case 'SetAppointmentDetails':
    case 'AppointmentTypeNotes':
      return 1;
    case 'SelectAppointmentTime':
      return 2;
    case 'SetMyDetails':
      return 3;
    default:
      return null;
  }
}

export { CLIENT_STATUS } from '../../shared/domain/statuses';
export { PET_COUNT_OPTIONS as PET_COUNTS, APPOINTMENT_NOTES_MAX as NOTES_MAX } from '../../shared/domain/limits';
export const NEW_PET = 'newPet';
export const NO_PREFERENCE = 'noPreference';
