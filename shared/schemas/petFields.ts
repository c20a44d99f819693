// The pet rules both pet forms share (the account's pet form, shared/schemas/pets.ts, and the
// older booking flow's pet step, shared/schemas/appointments.ts): one message and one bound
// each. A module of its own so the booking flow does not carry the account's pet schemas.
export const DATE_OF_BIRTH_INVALID = 'The date of birth is not a valid date';
export const WEIGHT_MIN_KG = 0.01;
export const WEIGHT_MAX_KG = 2000;
export const WEIGHT_RANGE = `The weight must be a number between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg`;
export const GENDER_INVALID = 'The gender must be male, female or unknown';
export const DESEXED_INVALID = 'Desexed must be Yes or No';
