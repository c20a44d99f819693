import * as v from 'valibot';
import { messagesByField } from './fields';
import { describe, expect, it } from 'vitest';
import { CLINIC_REQUIRED, PHONE_INVALID } from './contact';
import {
  CLIENT_NAME_REQUIRED,
  COLLECTION_AFTER_VACCINATING,
  COLLECTION_DATE_REQUIRED,
  CONTACT_NAME_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_EMAIL_REQUIRED,
  DATE_IN_PAST,
  DATE_INVALID,
  DOSES_INVALID,
  emptySheepVaccineOrder,
  MOBILE_PHONE_REQUIRED,
  NOTHING_ORDERED,
  QUANTITY_INVALID,
  QUANTITY_REQUIRED,
  SHEEP_EQUIPMENT_KEYS,
  SHEEP_VACCINE_LINE_KEYS,
  SHEEP_VACCINES,
  sheepOrderPastDates,
  SheepVaccineOrderSchema,
  VACCINATING_BEFORE_COLLECTION,
  VACCINATING_DATE_REQUIRED,
} from './sheepVaccineOrder';

const valid = {
  customerCode: 'TV10234',
  customerEmail: 'farm@example.nz',
  clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
  clientName: 'Taylor Farms Ltd',
  mobilePhone: '021 555 0101',
  contactName: 'Sam Taylor',
  orderReference: 'PO-778',
  toxovax2Tooths: { dosesRequired: 250, dateRequired: '2027-02-10', collectionDate: '2027-02-08' },
};

const issues = (input: unknown) => messagesByField(v.safeParse(SheepVaccineOrderSchema, input).issues ?? []);

describe('SheepVaccineOrderSchema', () => {
  it('names every product line and the gun and needles of each of the four vaccines', () => {
    expect(SHEEP_VACCINES.map((p) => p.name)).toEqual(['Toxovax', 'Campyvax', 'Ovastim', 'Salvexin']);
    expect(SHEEP_VACCINE_LINE_KEYS).toEqual([
      'toxovax2Tooths',
      'toxovaxHoggets',
      'campyvax1stDose',
      'campyvax2ndDose',
      'ovastim1stDose',
      'ovastim2ndDose',
      'salvexin1stDose',
      'salvexin2ndDose',
    ]);
    expect(SHEEP_EQUIPMENT_KEYS).toEqual([
      'toxovaxGun',
      'toxovaxNeedles',
      'campyvaxGun',
      'campyvaxNeedles',
      'ovastimGun',
      'ovastimNeedles',
      'salvexinGun',
      'salvexinNeedles',
    ]);
  });

  it('fills the lines and equipment not sent as not ordered', () => {
    const out = v.parse(SheepVaccineOrderSchema, valid);
    expect(out.toxovax2Tooths).toEqual({ dosesRequired: 250, dateRequired: '2027-02-10', collectionDate: '2027-02-08' });
    expect(out.salvexin2ndDose).toEqual({ dosesRequired: 0, dateRequired: null, collectionDate: null });
    expect(out.ovastimNeedles).toEqual({ required: false, quantity: 0 });
  });

  it('reads number inputs given as text and a date picker instant as the New Zealand day', () => {
    const out = v.parse(SheepVaccineOrderSchema, {
      ...valid,
      // 11:00 UTC on the 9th is already the 10th in Auckland.
      campyvax1stDose: { dosesRequired: '40', dateRequired: '2027-02-09T11:00:00.000Z', collectionDate: '2027-02-09' },
      campyvaxGun: { required: true, quantity: '2' },
    });
    expect(out.campyvax1stDose).toEqual({ dosesRequired: 40, dateRequired: '2027-02-10', collectionDate: '2027-02-09' });
    expect(out.campyvaxGun).toEqual({ required: true, quantity: 2 });
  });

  it('accepts the same day for collection and vaccinating', () => {
    expect(issues({ ...valid, toxovax2Tooths: { dosesRequired: 5, dateRequired: '2027-02-10', collectionDate: '2027-02-10' } })).toEqual({});
  });

  it('flags a vaccinating date before the collection date on both fields', () => {
    expect(issues({ ...valid, ovastim2ndDose: { dosesRequired: 5, dateRequired: '2027-02-01', collectionDate: '2027-02-03' } })).toEqual({
      'ovastim2ndDose.dateRequired': VACCINATING_BEFORE_COLLECTION,
      'ovastim2ndDose.collectionDate': COLLECTION_AFTER_VACCINATING,
    });
  });

  it('an empty form gets the spec messages for the customer fields, and asks for something to order', () => {
    expect(issues(emptySheepVaccineOrder())).toEqual({
      '': NOTHING_ORDERED,
      customerEmail: CUSTOMER_EMAIL_REQUIRED,
      'clinic.id': CLINIC_REQUIRED,
      clientName: CLIENT_NAME_REQUIRED,
      mobilePhone: MOBILE_PHONE_REQUIRED,
      contactName: CONTACT_NAME_REQUIRED,
    });
  });

  it.each([
    ['bad email', { customerEmail: 'farm@@example' }, 'customerEmail', CUSTOMER_EMAIL_INVALID],
    ['no email', { customerEmail: '' }, 'customerEmail', CUSTOMER_EMAIL_REQUIRED],
    ['no clinic', { clinic: undefined }, 'clinic.id', CLINIC_REQUIRED],
    ['clinic without id', { clinic: { id: '', name: 'x' } }, 'clinic.id', CLINIC_REQUIRED],
    ['no client name', { clientName: ' ' }, 'clientName', CLIENT_NAME_REQUIRED],
    ['no phone', { mobilePhone: '' }, 'mobilePhone', MOBILE_PHONE_REQUIRED],
    ['letters in phone', { mobilePhone: '021 55x' }, 'mobilePhone', PHONE_INVALID],
    ['no contact name', { contactName: '' }, 'contactName', CONTACT_NAME_REQUIRED],
    ['negative doses', { toxovaxHoggets: { dosesRequired: -1 } }, 'toxovaxHoggets.dosesRequired', DOSES_INVALID],
    ['fractional doses', { toxovaxHoggets: { dosesRequired: 2.5 } }, 'toxovaxHoggets.dosesRequired', DOSES_INVALID],
    ['doses as words', { toxovaxHoggets: { dosesRequired: 'lots' } }, 'toxovaxHoggets.dosesRequired', DOSES_INVALID],
    ['too many doses', { toxovaxHoggets: { dosesRequired: 100_001 } }, 'toxovaxHoggets.dosesRequired', DOSES_INVALID],
    [
      'doses without a vaccinating date',
      { salvexin1stDose: { dosesRequired: 3, collectionDate: '2027-01-01' } },
      'salvexin1stDose.dateRequired',
      VACCINATING_DATE_REQUIRED,
    ],
    [
      'doses without a collection date',
      { salvexin1stDose: { dosesRequired: 3, dateRequired: '2027-01-01' } },
      'salvexin1stDose.collectionDate',
      COLLECTION_DATE_REQUIRED,
    ],
    [
      'impossible date',
      { salvexin1stDose: { dosesRequired: 3, dateRequired: '2027-02-30', collectionDate: '2027-02-01' } },
      'salvexin1stDose.dateRequired',
      DATE_INVALID,
    ],
    [
      'date as words',
      { salvexin1stDose: { dosesRequired: 3, dateRequired: 'next week', collectionDate: '2027-02-01' } },
      'salvexin1stDose.dateRequired',
      DATE_INVALID,
    ],
    ['gun ticked with no quantity', { toxovaxGun: { required: true, quantity: 0 } }, 'toxovaxGun.quantity', QUANTITY_REQUIRED],
    ['needles quantity too large', { salvexinNeedles: { required: true, quantity: 501 } }, 'salvexinNeedles.quantity', QUANTITY_INVALID],
    ['a line that is not an object', { campyvax2ndDose: 'yes' }, 'campyvax2ndDose', DOSES_INVALID],
  ])('%s', (_label, change, path, message) => {
    expect(issues({ ...valid, ...change })[path]).toBe(message);
  });

  it('needs at least one vaccine, gun or needles', () => {
    const { toxovax2Tooths: _line, ...nothing } = valid;
    expect(issues(nothing)).toEqual({ '': NOTHING_ORDERED });
    expect(issues({ ...nothing, ovastimNeedles: { required: true, quantity: 100 } })).toEqual({});
  });

  it('drops an equipment quantity that was not ticked as required', () => {
    expect(v.parse(SheepVaccineOrderSchema, { ...valid, toxovaxGun: { required: false, quantity: 4 } }).toxovaxGun).toEqual({ required: false, quantity: 0 });
  });
});

describe('sheepOrderPastDates', () => {
  it('reports ordered lines dated before today and ignores lines not ordered', () => {
    const order = v.parse(SheepVaccineOrderSchema, {
      ...valid,
      toxovax2Tooths: { dosesRequired: 5, dateRequired: '2026-11-23', collectionDate: '2026-11-22' },
      toxovaxHoggets: { dosesRequired: 0, dateRequired: '2020-01-01', collectionDate: '2020-01-01' },
    });
    expect(sheepOrderPastDates(order, '2026-11-23')).toEqual({ 'toxovax2Tooths.collectionDate': DATE_IN_PAST });
  });
});
