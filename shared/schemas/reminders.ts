// A signed-in client's reminder choices (/api/v1/profile/reminders; the account area's
// communication switches): true where they get that kind of reminder email.
import * as v from 'valibot';

export const REMINDER_CHOICE_INVALID = 'Choose on or off for each kind of reminder.';

const choice = v.optional(v.boolean(REMINDER_CHOICE_INVALID));

/** What PUT takes: either switch, or both. */
export const ReminderChoicesSchema = v.strictObject({ appointment: choice, vaccination: choice }, REMINDER_CHOICE_INVALID);

/** What GET and PUT answer. */
export const ReminderChoicesAnswerSchema = v.object({ appointment: v.boolean(), vaccination: v.boolean() });
export type ReminderChoices = v.InferOutput<typeof ReminderChoicesAnswerSchema>;
