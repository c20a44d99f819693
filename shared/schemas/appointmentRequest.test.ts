import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { messagesByField } from './fields';
import { appointmentRequestSchema, CLASSIC_DATE_PAST, CLASSIC_DATE_REQUIRED, CLASSIC_LOCATION_REQUIRED, CLASSIC_REASON_REQUIRED } from './appointments';
import { FULL_NAME_REQUIRED } from './contact';

/** The first message per field, as the form shows them; {} when valid. */
const messages = (schema: v.GenericSchema, values: unknown) => messagesByField(v.safeParse(schema, values).issues ?? []);

const VALID = {
  clinicId: 'tui-hamilton',
  fullName: ' Aroha Ngata ',
  email: 'aroha@example.nz',
  phone: '021 555 1234',
  reason: 'Vaccination',
  dateTime: '2026-11-24T09:30',
};

describe('the short appointment request form', () => {
  const at = (iso: string) => () => new Date(iso);

  it('says what is missing, every field at once, with the older booking form’s words', () => {
    const schema = appointmentRequestSchema(at('2026-11-20T10:00:00+13:00'));
    expect(messages(schema, { clinicId: '', fullName: '  ', email: '', phone: '', reason: ' ', dateTime: '' })).toEqual({
      clinicId: CLASSIC_LOCATION_REQUIRED,
      fullName: FULL_NAME_REQUIRED,
      email: 'An email is required',
      phone: 'A phone number is required',
      reason: CLASSIC_REASON_REQUIRED,
      dateTime: CLASSIC_DATE_REQUIRED,
    });
  });

  it('takes a New Zealand time later than now, and says a past one is past beside other messages', () => {
    const schema = appointmentRequestSchema(at('2026-11-20T10:00:00+13:00'));
    expect(messages(schema, VALID)).toEqual({});
    // 10:00 in Auckland is the moment itself: not later, so refused.
    expect(messages(schema, { ...VALID, fullName: '', dateTime: '2026-11-20T10:00' })).toEqual({ fullName: FULL_NAME_REQUIRED, dateTime: CLASSIC_DATE_PAST });
  });

  it('reads the clock at each check, so a time that has passed since the page opened is refused', () => {
    let now = new Date('2026-11-24T09:00:00+13:00');
    const schema = appointmentRequestSchema(() => now);
    expect(messages(schema, VALID)).toEqual({});
    now = new Date('2026-11-24T09:45:00+13:00');
    expect(messages(schema, VALID)).toEqual({ dateTime: CLASSIC_DATE_PAST });
  });
});
