// A clinic's booking settings: its location here holds them (the locations that are clinics of
// the booking system), and they are given to the portal's server (shared/content/webhook.ts)
// before the location is saved. If the portal does not take them the save fails with its
// reason, so the CMS never shows settings the booking system does not use. What each setting
// does: docs/appointments.md.
import * as v from 'valibot';
import { APIError, type CollectionBeforeChangeHook, type Field, type TextFieldManyValidation } from 'payload';
import {
  CLINIC_SETTINGS_PATH,
  ClinicBookingSettings,
  CLOSED_DAY_MESSAGE,
  ClosedDay,
  HOLIDAY_REGIONS,
  MANAGE_NOTICE_MAX_MINUTES,
} from '../../shared/content/webhook';
import { groupOf, QUIET } from './contentChanged';
import { givePortal } from './givePortal';
import { contentWebhookSecret } from './secrets';

/** Every closed day is a date that exists, written as 2026-12-24. */
const validateClosedDays: TextFieldManyValidation = (value) => {
  for (const day of value ?? []) if (!v.is(ClosedDay, day)) return `${day}: ${CLOSED_DAY_MESSAGE}`;
  return true;
};

/** The location's "Booking settings", used once it is a clinic of the booking system. */
export const bookingSettingsField: Field = {
  name: 'bookingSettings',
  label: 'Booking settings',
  type: 'group',
  admin: {
    description: "How online booking treats this clinic; used when 'Clinic for bookings and messages' is set. Saving gives them to the booking system at once.",
  },
  fields: [
    {
      name: 'holidayRegion',
      label: 'Region for the anniversary day',
      type: 'select',
      options: Object.entries(HOLIDAY_REGIONS).map(([value, label]) => ({ value, label })),
      admin: { description: "Closed on New Zealand's public holidays and this region's anniversary day. Empty: the national holidays only." },
    },
    {
      name: 'openOnPublicHolidays',
      label: 'Open on public holidays (the weekly hours decide)',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      name: 'closedDays',
      label: 'Closed days',
      type: 'text',
      hasMany: true,
      validate: validateClosedDays,
      admin: { description: 'Other days the clinic is closed, each as a date such as 2026-12-24: no times are offered on them.' },
    },
    {
      name: 'manageNoticeMinutes',
      label: 'Notice for online changes (minutes)',
      type: 'number',
      required: true,
      defaultValue: 120,
      min: 0,
      max: MANAGE_NOTICE_MAX_MINUTES,
      admin: { description: 'Clients move or cancel online until this long before the appointment; after that the page gives the phone number.' },
    },
    {
      name: 'reminderHour',
      label: 'Reminder hour (the day before, 0–23)',
      type: 'number',
      required: true,
      defaultValue: 9,
      min: 0,
      max: 23,
      admin: { description: 'The hour, New Zealand time, of the day before an appointment when its reminder email goes out.' },
    },
  ],
};

/** Before a clinic's location is saved: its booking settings, as the portal takes them, given to the portal. */
export const giveClinicSettingsToPortal: CollectionBeforeChangeHook = async ({ data, originalDoc, context }) => {
  const before = (originalDoc ?? {}) as { clinicId?: unknown; vetGroup?: unknown };
  const clinicId = data.clinicId === undefined ? before.clinicId : data.clinicId;
  if (typeof clinicId !== 'string' || !clinicId || !data.bookingSettings) return data;
  const given = data.bookingSettings as Record<string, unknown>;
  const checked = v.safeParse(ClinicBookingSettings, {
    holidayRegion: given.holidayRegion || null,
    openOnPublicHolidays: Boolean(given.openOnPublicHolidays),
    closedDays: Array.isArray(given.closedDays) ? given.closedDays : [],
    manageNoticeMinutes: given.manageNoticeMinutes,
    reminderHour: given.reminderHour,
  });
  if (!checked.success) {
    const [issue] = checked.issues;
    const what = typeof issue.input === 'string' ? `${issue.input}: ` : '';
    throw new APIError(`Booking settings: ${what}${issue.message}`, 400, null, true);
  }
  const settings = checked.output;
  const key = contentWebhookSecret();
  const vetId = groupOf(data) ?? groupOf(before);
  if (context[QUIET] || !key || !vetId) return data;
  const taken = await givePortal<{ settings: { closedDays: string[] } }>(CLINIC_SETTINGS_PATH, {
    vetId,
    key,
    body: { clinicId, settings },
    what: 'the booking settings',
  });
  return { ...data, bookingSettings: { ...given, closedDays: taken.settings.closedDays } };
};
