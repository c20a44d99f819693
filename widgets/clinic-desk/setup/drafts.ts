// What the set-up forms edit, kept apart from what the server sends and takes: every clinic of
// the group has its week (a clinic unticked keeps the hours typed for it until the form closes),
// and the duration is the text in its field. A form is checked by building the body it would
// send and reading it with the server's own schema, so the form and a 422 say the same words
// under the same fields.
import * as v from 'valibot';
import type { ClinicianBody, DeskSetup, SetupClinician, SetupType, TypeBody } from '../../../shared/api/deskSetup';
import { WEEKDAY_NAMES } from '../../../shared/format/calendarDays';
import { AppointmentTypeSetupSchema, CLIENT_STATUS_REQUIRED, ClinicianSchema, NewClinicianSchema } from '../../../shared/schemas/deskSetup';

export type Weekday = (typeof WEEKDAY_NAMES)[number];
export type FieldErrors = Record<string, string>;

/** The form's own rules, beyond the server's: an empty time field, and the quarter-hour grid. */
export const TIMES_REQUIRED = 'Please give a start and an end time.';
export const QUARTER_HOURS = 'Please use quarter hours: :00, :15, :30 or :45.';

export const DURATION = { min: 5, max: 240, step: 5 } as const;
/** Seconds, as <input type="time"> counts its step. */
export const TIME_STEP = 15 * 60;
const DEFAULT_DAY = { from: '08:00', to: '17:00' };

export interface DayDraft {
  working: boolean;
  from: string;
  to: string;
}
export interface ClinicDraft {
  works: boolean;
  days: Record<Weekday, DayDraft>;
  /**
   * The form edits one stretch a day. A day saved with more (a split shift) keeps its later
   * stretches as they are while the day is worked, rather than losing them to a save.
   */
  kept: { day: Weekday; from: string; to: string }[];
}
export interface ClinicianDraft {
  name: string;
  active: boolean;
  typeIds: number[];
  /** By clinic id, every clinic of the group. */
  clinics: Record<string, ClinicDraft>;
}
export interface TypeDraft {
  name: string;
  durationMinutes: string;
  speciesIds: number[];
  forNewClients: boolean;
  forReturningClients: boolean;
  online: boolean;
  perPet: boolean;
  active: boolean;
}

export const dayKey = (clinicId: string, day: Weekday) => `clinics.${clinicId}.${day}`;

export function clinicianDraft(clinician: SetupClinician | null, clinics: DeskSetup['clinics']): ClinicianDraft {
  const entries = clinics.map((clinic) => {
    const own = clinician?.clinics.find((c) => c.clinicId === clinic.id);
    const kept: ClinicDraft['kept'] = [];
    const days = Object.fromEntries(
      WEEKDAY_NAMES.map((day) => {
        const [first, ...later] = [...(own?.hours ?? [])].filter((h) => h.day === day).sort((a, b) => a.from.localeCompare(b.from));
        kept.push(...later.map(({ from, to }) => ({ day, from, to })));
        return [day, first ? { working: true, from: first.from, to: first.to } : { working: false, ...DEFAULT_DAY }];
      }),
    ) as Record<Weekday, DayDraft>;
    // A group of one clinic: a new clinician works there.
    return [clinic.id, { works: own !== undefined || (!clinician && clinics.length === 1), days, kept }] as const;
  });
  return { name: clinician?.name ?? '', active: clinician?.active ?? true, typeIds: [...(clinician?.typeIds ?? [])], clinics: Object.fromEntries(entries) };
}

export function typeDraft(type: SetupType | null): TypeDraft {
  if (!type)
    return { name: '', durationMinutes: '15', speciesIds: [], forNewClients: true, forReturningClients: true, online: true, perPet: true, active: true };
  const { name, durationMinutes, speciesIds, forNewClients, forReturningClients, online, perPet, active } = type;
  return { name, durationMinutes: String(durationMinutes), speciesIds: [...speciesIds], forNewClients, forReturningClients, online, perPet, active };
}

/** The clinics in the group's order, each with its working days in week order. */
export function clinicianBody(draft: ClinicianDraft, clinicIds: readonly string[]): ClinicianBody {
  return {
    name: draft.name.trim(),
    typeIds: [...draft.typeIds].sort((a, b) => a - b),
    clinics: clinicIds
      .filter((id) => draft.clinics[id]?.works)
      .map((clinicId) => {
        const { days, kept } = draft.clinics[clinicId]!;
        const hours = WEEKDAY_NAMES.filter((day) => days[day].working).flatMap((day) => [
          { day, from: days[day].from, to: days[day].to },
          ...kept.filter((h) => h.day === day),
        ]);
        return { clinicId, hours };
      }),
  };
}

export function typeBody(draft: TypeDraft): TypeBody {
  return { ...draft, name: draft.name.trim(), durationMinutes: Number(draft.durationMinutes), speciesIds: [...draft.speciesIds].sort((a, b) => a - b) };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The form's keys for a body's problems: first come, first kept. */
function collect(errors: FieldErrors, issues: readonly v.BaseIssue<unknown>[] | undefined, keyOf: (path: string, message: string) => string) {
  for (const issue of issues ?? []) errors[keyOf(v.getDotPath(issue) ?? '', issue.message)] ??= issue.message;
  return errors;
}

/** Keys: 'name', 'typeIds', 'active', `clinics.<id>` and `clinics.<id>.<day>.from|to`; '' for the form. */
export function checkClinician(draft: ClinicianDraft, clinicIds: readonly string[], existing: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const clinicId of clinicIds) {
    const clinic = draft.clinics[clinicId];
    if (!clinic?.works) continue;
    for (const day of WEEKDAY_NAMES) {
      const { working, from, to } = clinic.days[day];
      if (!working) continue;
      for (const [field, value] of [
        ['from', from],
        ['to', to],
      ] as const) {
        const time = TIME.exec(value);
        const message = !time ? TIMES_REQUIRED : Number(time[2]) % 15 ? QUARTER_HOURS : null;
        if (message) errors[`${dayKey(clinicId, day)}.${field}`] ??= message;
      }
    }
  }
  const body = clinicianBody(draft, clinicIds);
  const result = existing ? v.safeParse(ClinicianSchema, { ...body, active: draft.active }) : v.safeParse(NewClinicianSchema, body);
  return collect(errors, result.issues, (path) => clinicianIssueKey(path, body));
}

export function checkType(draft: TypeDraft): FieldErrors {
  return collect({}, v.safeParse(AppointmentTypeSetupSchema, typeBody(draft)).issues, typeIssueKey);
}

/**
 * A 422's `issues` name paths of the body sent ('clinics.0.hours.2.to'); the form's keys name
 * clinics and days, so each message lands under the field it is about. What has no field of its
 * own goes to the form's message.
 */
export function clinicianIssueKey(path: string, body: ClinicianBody): string {
  const [first, clinicAt, hours, hourAt, field] = path.split('.');
  if (first === 'name' || first === 'typeIds' || first === 'active') return first;
  if (first !== 'clinics' || clinicAt === undefined) return '';
  const clinic = body.clinics[Number(clinicAt)];
  if (!clinic) return '';
  const day = hours === 'hours' && hourAt !== undefined ? clinic.hours[Number(hourAt)]?.day : undefined;
  // A stretch that ends before it starts names no field: its end is the one to put right.
  return day ? `${dayKey(clinic.clinicId, day)}.${field === 'from' ? 'from' : 'to'}` : `clinics.${clinic.clinicId}`;
}

export function typeIssueKey(path: string, message: string): string {
  const [first = ''] = path.split('.');
  if (first === 'forNewClients' || first === 'forReturningClients' || message === CLIENT_STATUS_REQUIRED) return 'clients';
  return ['name', 'durationMinutes', 'speciesIds', 'online', 'perPet', 'active'].includes(first) ? first : '';
}
