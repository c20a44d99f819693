// The CMS tells the portal's server that a group's published content changed, so its kept
// pages and answers are made again on the next view, not after their fresh time
// (server/content/changed.ts receives it; cms/src/contentChanged.ts sends it).
// POST {portal}/content/changed with X-Vet-Id and `Authorization: Bearer <secret>`.
import * as v from 'valibot';

export const CONTENT_CHANGED_PATH = '/content/changed';

/**
 * Outside production, with CONTENT_WEBHOOK_SECRET unset, the secret both sides use is kept in
 * this file of the server's DATA_DIR, made by whichever starts first, so `npm run cms` and
 * `npm start` work together with nothing set. Production sets its own (the server then accepts
 * no other; unset there, the webhook is off and pages follow within 10 s).
 */
export const CONTENT_WEBHOOK_SECRET_FILE = 'content-webhook-secret';

/**
 * PUT {portal}/content/group-sites, with the same headers and `{ origins }`: the clinic sites
 * a group lets ask for a sign-in from its widgets, as the group's record in the CMS lists them
 * (server/content/groupSites.ts takes it; cms/src/groupSites.ts sends it).
 */
export const GROUP_SITES_PATH = '/content/group-sites';

export const SITE_ORIGIN_MESSAGE = 'A site is its address alone, such as https://www.clinic.example (no path, no query).';

/** A site's origin, as browsers send it: scheme and host (and a port), nothing after. */
export const SiteOrigin = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(200, SITE_ORIGIN_MESSAGE),
  v.regex(/^https?:\/\/[^/?#@\s]+\/?$/i, SITE_ORIGIN_MESSAGE),
  v.check((value) => URL.canParse(value), SITE_ORIGIN_MESSAGE),
  // Lower case, and no default port or trailing slash: the form an Origin header has.
  v.transform((value) => new URL(value).origin),
);

export const GroupSites = v.strictObject({
  origins: v.pipe(v.array(SiteOrigin), v.maxLength(50, 'A group lists at most 50 sites.')),
});

/**
 * PUT {portal}/content/clinic-settings, with the same headers and `{ clinicId, settings }`: a
 * clinic's booking settings as its location in the CMS holds them (server/content/clinicSettings.ts
 * takes them; cms/src/clinicSettings.ts sends them). What each means: docs/appointments.md.
 */
export const CLINIC_SETTINGS_PATH = '/content/clinic-settings';

/** New Zealand's regions as date-holidays names them, for the anniversary day that closes a clinic. */
export const HOLIDAY_REGIONS = {
  AUK: 'Auckland',
  BOP: 'Bay of Plenty',
  CAN: 'Canterbury',
  CIT: 'Chatham Islands',
  GIS: 'Gisborne',
  HKB: "Hawke's Bay",
  MBH: 'Marlborough',
  MWT: 'Manawatū-Whanganui',
  NSN: 'Nelson',
  NTL: 'Northland',
  OTA: 'Otago',
  STL: 'Southland',
  TAS: 'Tasman',
  TKI: 'Taranaki',
  WKO: 'Waikato',
  WGN: 'Wellington',
  WTC: 'Westland',
} as const;
export type HolidayRegion = keyof typeof HOLIDAY_REGIONS;

export const CLOSED_DAY_MESSAGE = 'A closed day is a date such as 2026-12-24.';
/** The longest a clinic's online changes may close before an appointment: two weeks. */
export const MANAGE_NOTICE_MAX_MINUTES = 20_160;

/** A calendar date that exists (2026-02-30 does not), as a clinic's closed day is written. */
export const ClosedDay = v.pipe(
  v.string(CLOSED_DAY_MESSAGE),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, CLOSED_DAY_MESSAGE),
  v.check((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), CLOSED_DAY_MESSAGE),
);

export const ClinicBookingSettings = v.strictObject({
  holidayRegion: v.nullable(v.picklist(Object.keys(HOLIDAY_REGIONS) as HolidayRegion[], 'The region is not one of New Zealand’s.')),
  openOnPublicHolidays: v.boolean(),
  closedDays: v.pipe(v.array(ClosedDay), v.maxLength(366, 'A clinic lists at most 366 closed days.')),
  manageNoticeMinutes: v.pipe(
    v.number(),
    v.integer('The notice is a whole number of minutes.'),
    v.minValue(0, 'The notice is a whole number of minutes, 0 or more.'),
    v.maxValue(MANAGE_NOTICE_MAX_MINUTES, 'The notice is at most two weeks (20160 minutes).'),
  ),
  reminderHour: v.pipe(
    v.number(),
    v.integer('The reminder hour is a whole hour.'),
    v.minValue(0, 'The reminder hour is from 0 to 23.'),
    v.maxValue(23, 'The reminder hour is from 0 to 23.'),
  ),
});
export type ClinicBookingSettings = v.InferOutput<typeof ClinicBookingSettings>;

export const ClinicSettings = v.strictObject({
  clinicId: v.pipe(v.string(), v.trim(), v.nonEmpty('The clinic is required.'), v.maxLength(100)),
  settings: ClinicBookingSettings,
});
