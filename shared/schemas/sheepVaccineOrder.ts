// The sheep vaccine order form: the customer's details, then per
// vaccine line the doses, the vaccinating date (dateRequired) and the collection date, then
// for each of the four vaccines whether vaccination guns and needles are needed and how many.
// The form and POST /api/v1/contact/sheepvaccinesorderform validate with this one schema.
import * as v from 'valibot';
import { nzDayKey } from '../format/dates';
import { BODY_NOT_OBJECT, CLINIC_REQUIRED, clinicIdField, EMAIL_INVALID, NAME_MAX, PHONE_INVALID } from './contact';
import { emailField, optionalText, phoneField, requiredText } from './fields';
import { answerId } from './answerFields';

// ---- messages the spec quotes ------------------------------------------------------------

export const CUSTOMER_EMAIL_REQUIRED = 'Your email address is required';
export const CUSTOMER_EMAIL_INVALID = EMAIL_INVALID;
export const CLIENT_NAME_REQUIRED = 'Your client name is required';
export const MOBILE_PHONE_REQUIRED = 'Your phone is required';
export const CONTACT_NAME_REQUIRED = 'Your contact name is required';
/** On dateRequired when it falls before the collection date. */
export const VACCINATING_BEFORE_COLLECTION = 'Vaccinating date must be after collection date';
/** On collectionDate when it falls after the vaccinating date. */
export const COLLECTION_AFTER_VACCINATING = 'Collection date must be before vaccinating date';

// ---- rules the spec leaves open (docs/forms.md) -------------------------------------------

export const DATE_INVALID = 'Please enter a valid date';
export const VACCINATING_DATE_REQUIRED = 'Please choose the vaccinating date';
export const COLLECTION_DATE_REQUIRED = 'Please choose a collection date';
export const DATE_IN_PAST = 'The date cannot be in the past';
export const DOSES_MAX = 100_000;
export const DOSES_INVALID = `Doses required must be a whole number from 0 to ${DOSES_MAX}`;
export const EQUIPMENT_QUANTITY_MAX = 500;
export const QUANTITY_INVALID = `Quantity must be a whole number from 0 to ${EQUIPMENT_QUANTITY_MAX}`;
export const QUANTITY_REQUIRED = 'Please enter how many you need';
export const NOTHING_ORDERED = 'Please order at least one vaccine, vaccination gun or needles';

// ---- the products ------------------------------------------------------------------------

/** The four vaccines and their lines, in the form's order; keys are the payload's field names. */
export const SHEEP_VACCINES = [
  {
    key: 'toxovax',
    name: 'Toxovax',
    lines: [
      { key: 'toxovax2Tooths', label: '2 tooths' },
      { key: 'toxovaxHoggets', label: 'Hoggets' },
    ],
  },
  {
    key: 'campyvax',
    name: 'Campyvax',
    lines: [
      { key: 'campyvax1stDose', label: '1st dose' },
      { key: 'campyvax2ndDose', label: '2nd dose' },
    ],
  },
  {
    key: 'ovastim',
    name: 'Ovastim',
    lines: [
      { key: 'ovastim1stDose', label: '1st dose' },
      { key: 'ovastim2ndDose', label: '2nd dose' },
    ],
  },
  {
    key: 'salvexin',
    name: 'Salvexin',
    lines: [
      { key: 'salvexin1stDose', label: '1st dose' },
      { key: 'salvexin2ndDose', label: '2nd dose' },
    ],
  },
] as const;

export type SheepVaccineKey = (typeof SHEEP_VACCINES)[number]['key'];
export type SheepVaccineLineKey = (typeof SHEEP_VACCINES)[number]['lines'][number]['key'];
/** Equipment fields: `${vaccine}Gun` and `${vaccine}Needles`. */
export type SheepEquipmentKey = `${SheepVaccineKey}${'Gun' | 'Needles'}`;

export const SHEEP_VACCINE_LINE_KEYS: readonly SheepVaccineLineKey[] = SHEEP_VACCINES.flatMap((p) => p.lines.map((l) => l.key));
export const SHEEP_EQUIPMENT_KEYS: readonly SheepEquipmentKey[] = SHEEP_VACCINES.flatMap((p) => [`${p.key}Gun` as const, `${p.key}Needles` as const]);

// ---- field schemas -----------------------------------------------------------------------

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRealDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// 'yyyy-MM-dd' is a New Zealand calendar day; a date picker's toISOString() is an instant,
// and midnight in Auckland is the previous day in UTC, so it becomes the Auckland day.
// Day keys compare correctly as strings, which the date-order rules rely on.
const dayField = v.pipe(
  v.nullish(v.string(DATE_INVALID), ''),
  v.trim(),
  v.check((s) => s === '' || (ISO_DAY.test(s) && isRealDay(s)) || (ISO_INSTANT.test(s) && !Number.isNaN(Date.parse(s))), DATE_INVALID),
  v.transform((s): string | null => (s === '' ? null : ISO_DAY.test(s) ? s : nzDayKey(s))),
);

/** A whole number from a number input ('' and absent are 0). */
const count = (max: number, message: string) =>
  v.pipe(
    v.nullish(v.union([v.number(message), v.string(message)], message), 0),
    v.transform((x) => (typeof x === 'string' ? (x.trim() === '' ? 0 : Number(x.trim())) : x)),
    v.check((n) => Number.isInteger(n) && n >= 0 && n <= max, message),
  );

const lineEntries = {
  dosesRequired: count(DOSES_MAX, DOSES_INVALID),
  /** The vaccinating date. */
  dateRequired: dayField,
  collectionDate: dayField,
};

/** One vaccine line; a line with no doses is simply not ordered. */
const productLine = v.pipe(
  v.nullish(v.object(lineEntries, DOSES_INVALID), {}),
  v.forward(
    v.partialCheck([['dosesRequired'], ['dateRequired']], (l) => l.dosesRequired === 0 || l.dateRequired !== null, VACCINATING_DATE_REQUIRED),
    ['dateRequired'],
  ),
  v.forward(
    v.partialCheck([['dosesRequired'], ['collectionDate']], (l) => l.dosesRequired === 0 || l.collectionDate !== null, COLLECTION_DATE_REQUIRED),
    ['collectionDate'],
  ),
  // One rule seen from both fields: collection on or before the vaccinating date.
  v.forward(
    v.partialCheck(
      [['dateRequired'], ['collectionDate']],
      (l) => !l.dateRequired || !l.collectionDate || l.dateRequired >= l.collectionDate,
      VACCINATING_BEFORE_COLLECTION,
    ),
    ['dateRequired'],
  ),
  v.forward(
    v.partialCheck(
      [['dateRequired'], ['collectionDate']],
      (l) => !l.dateRequired || !l.collectionDate || l.collectionDate <= l.dateRequired,
      COLLECTION_AFTER_VACCINATING,
    ),
    ['collectionDate'],
  ),
);
export type SheepVaccineLine = v.InferOutput<typeof productLine>;

/** Vaccination guns or needles for one vaccine: ticked as required, then how many. */
const equipment = v.pipe(
  v.nullish(
    v.object(
      {
        required: v.nullish(v.boolean('Required must be yes or no'), false),
        quantity: count(EQUIPMENT_QUANTITY_MAX, QUANTITY_INVALID),
      },
      QUANTITY_INVALID,
    ),
    {},
  ),
  v.forward(
    v.partialCheck([['required'], ['quantity']], (e) => !e.required || e.quantity > 0, QUANTITY_REQUIRED),
    ['quantity'],
  ),
  // A quantity without the tick is not an order: dropped rather than guessed at.
  v.transform((e) => (e.required ? e : { required: false, quantity: 0 })),
);
export type SheepEquipment = v.InferOutput<typeof equipment>;

const clinic = v.pipe(v.nullish(v.object({ id: clinicIdField(CLINIC_REQUIRED), name: optionalText(NAME_MAX) }, CLINIC_REQUIRED), {}));

export const SheepVaccineOrderSchema = v.pipe(
  v.object(
    {
      customerCode: optionalText(30),
      customerEmail: emailField(CUSTOMER_EMAIL_REQUIRED, CUSTOMER_EMAIL_INVALID),
      clinic,
      clientName: requiredText(CLIENT_NAME_REQUIRED, NAME_MAX),
      mobilePhone: phoneField(MOBILE_PHONE_REQUIRED, PHONE_INVALID),
      contactName: requiredText(CONTACT_NAME_REQUIRED, NAME_MAX),
      orderReference: optionalText(50),
      toxovax2Tooths: productLine,
      toxovaxHoggets: productLine,
      campyvax1stDose: productLine,
      campyvax2ndDose: productLine,
      ovastim1stDose: productLine,
      ovastim2ndDose: productLine,
      salvexin1stDose: productLine,
      salvexin2ndDose: productLine,
      toxovaxGun: equipment,
      toxovaxNeedles: equipment,
      campyvaxGun: equipment,
      campyvaxNeedles: equipment,
      ovastimGun: equipment,
      ovastimNeedles: equipment,
      salvexinGun: equipment,
      salvexinNeedles: equipment,
    },
    BODY_NOT_OBJECT,
  ),
  v.check((o) => SHEEP_VACCINE_LINE_KEYS.some((k) => o[k].dosesRequired > 0) || SHEEP_EQUIPMENT_KEYS.some((k) => o[k].required), NOTHING_ORDERED),
);
export type SheepVaccineOrderInput = v.InferInput<typeof SheepVaccineOrderSchema>;
export type SheepVaccineOrder = v.InferOutput<typeof SheepVaccineOrderSchema>;

/**
 * Dates of an ordered line that lie before today (NZ). Needs the clock, so it sits beside the
 * schema: the form passes its today, the server its injectable clock's. Keys are dot paths.
 */
export function sheepOrderPastDates(order: SheepVaccineOrder, today: string): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const key of SHEEP_VACCINE_LINE_KEYS) {
    const line = order[key];
    if (line.dosesRequired === 0) continue;
    if (line.dateRequired && line.dateRequired < today) issues[`${key}.dateRequired`] = DATE_IN_PAST;
    if (line.collectionDate && line.collectionDate < today) issues[`${key}.collectionDate`] = DATE_IN_PAST;
  }
  return issues;
}

/** An empty form: every line and equipment entry present, so inputs are controlled from the start. */
export function emptySheepVaccineOrder(): SheepVaccineOrderInput {
  const order: Record<string, unknown> = {
    customerCode: '',
    customerEmail: '',
    clinic: { id: '', name: '' },
    clientName: '',
    mobilePhone: '',
    contactName: '',
    orderReference: '',
  };
  for (const key of SHEEP_VACCINE_LINE_KEYS) order[key] = { dosesRequired: 0, dateRequired: '', collectionDate: '' };
  for (const key of SHEEP_EQUIPMENT_KEYS) order[key] = { required: false, quantity: 0 };
  return order as SheepVaccineOrderInput;
}

// ---- Answer ------------------------------------------------------------------------------

/** POST /api/v1/contact/sheepvaccinesorderform answers 201 `{ id, clinic: { id, name } }` (docs/forms.md). */
export const PlacedSheepOrderAnswerSchema = v.looseObject({
  id: answerId,
  clinic: v.looseObject({ id: v.string(), name: v.string() }),
});
export type PlacedSheepOrder = v.InferOutput<typeof PlacedSheepOrderAnswerSchema>;
