import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_REQUIRED } from '../../../shared/schemas/contact';
import {
  CLIENT_NAME_REQUIRED,
  COLLECTION_AFTER_VACCINATING,
  CONTACT_NAME_REQUIRED,
  CUSTOMER_EMAIL_INVALID,
  CUSTOMER_EMAIL_REQUIRED,
  DATE_IN_PAST,
  MOBILE_PHONE_REQUIRED,
  NOTHING_ORDERED,
  PlacedSheepOrderAnswerSchema,
  QUANTITY_REQUIRED,
  VACCINATING_BEFORE_COLLECTION,
  VACCINATING_DATE_REQUIRED,
} from '../../../shared/schemas/sheepVaccineOrder';
import { answerOf, drivers, rowCounts, testApp, type TestApp } from '../../test/harness';
import { CLINIC_NOT_AVAILABLE } from '../clinics';

const PATH = '/api/v1/contact/sheepvaccinesorderform';

// The clock is 23 November 2026 (NZ); the dates below are after it.
const order = {
  customerCode: 'TV10234',
  customerEmail: 'farm@example.nz',
  clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
  clientName: 'Taylor Farms Ltd',
  mobilePhone: '021 555 0101',
  contactName: 'Sam Taylor',
  orderReference: 'PO-778',
  toxovax2Tooths: { dosesRequired: 250, dateRequired: '2027-02-10', collectionDate: '2027-02-08' },
  campyvax1stDose: { dosesRequired: '120', dateRequired: '2027-01-15', collectionDate: '2027-01-15' },
  salvexin2ndDose: { dosesRequired: 0, dateRequired: '', collectionDate: '' },
  toxovaxGun: { required: true, quantity: 2 },
  campyvaxNeedles: { required: true, quantity: 100 },
  ovastimGun: { required: false, quantity: 0 },
};

describe.each(drivers())('sheep vaccine order on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ driver, now: '2026-11-23T01:00:00Z' });
    // The first suite after a server change builds the database template (slow on a busy machine).
  }, 120_000);
  afterAll(() => t.close());

  const counts = () => rowCounts(t, ['sheep_vaccine_orders', 'outbox']);

  it('stores the order, mails the chosen clinic and confirms to the customer', async () => {
    const data = await answerOf(PlacedSheepOrderAnswerSchema, await t.request(PATH, { body: order }), 201);
    expect(data.clinic).toEqual({ id: 'tui-hamilton', name: 'Tui Vets Hamilton' });

    const row = await t.db.one<{ vet_id: string; clinic_id: string; client_name: string; lines: Record<string, unknown>; equipment: Record<string, unknown> }>(
      'select * from sheep_vaccine_orders where id = $1',
      [data.id],
    );
    expect(row).toMatchObject({ vet_id: 'tui-vets', clinic_id: 'tui-hamilton', client_name: 'Taylor Farms Ltd' });
    expect(row!.lines.toxovax2Tooths).toEqual({ dosesRequired: 250, dateRequired: '2027-02-10', collectionDate: '2027-02-08' });
    expect(row!.lines.campyvax1stDose).toEqual({ dosesRequired: 120, dateRequired: '2027-01-15', collectionDate: '2027-01-15' });
    expect(row!.lines.salvexin2ndDose).toEqual({ dosesRequired: 0, dateRequired: null, collectionDate: null });
    expect(row!.equipment.toxovaxGun).toEqual({ required: true, quantity: 2 });
    expect(Object.keys(row!.lines)).toHaveLength(8);
    expect(Object.keys(row!.equipment)).toHaveLength(8);

    const [confirmation, toClinic] = await t.mailbox();
    expect(toClinic).toMatchObject({ to: 'hamilton@tuivets.example.nz', subject: `Sheep vaccine order ${data.id} from Taylor Farms Ltd` });
    expect(toClinic!.text).toContain('Toxovax (2 tooths): 250 doses, vaccinating Wed 10 Feb 2027, collection Mon 08 Feb 2027');
    expect(toClinic!.text).toContain('Campyvax (1st dose): 120 doses');
    expect(toClinic!.text).toContain('Toxovax vaccination guns: 2');
    expect(toClinic!.text).toContain('Campyvax needles: 100');
    expect(toClinic!.text).not.toContain('Salvexin');
    expect(toClinic!.text).not.toContain('Ovastim');
    expect(confirmation).toMatchObject({ to: 'farm@example.nz', subject: `Your sheep vaccine order ${data.id} with Tui Vets Hamilton` });
    expect(confirmation!.text).toContain('Toxovax (2 tooths): 250 doses');
  });

  it('takes an order of equipment only', async () => {
    const res = await t.request(PATH, {
      body: {
        ...order,
        toxovax2Tooths: undefined,
        campyvax1stDose: undefined,
        toxovaxGun: undefined,
        campyvaxNeedles: undefined,
        salvexinNeedles: { required: true, quantity: 3 },
      },
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no email', { customerEmail: '' }, 'customerEmail', CUSTOMER_EMAIL_REQUIRED],
    ['bad email', { customerEmail: 'farm.example.nz' }, 'customerEmail', CUSTOMER_EMAIL_INVALID],
    ['no client name', { clientName: '' }, 'clientName', CLIENT_NAME_REQUIRED],
    ['no phone', { mobilePhone: '' }, 'mobilePhone', MOBILE_PHONE_REQUIRED],
    ['no contact name', { contactName: '' }, 'contactName', CONTACT_NAME_REQUIRED],
    ['no clinic', { clinic: null }, 'clinic.id', CLINIC_REQUIRED],
    ['a clinic of another group', { clinic: { id: 'kea-wanaka', name: 'Kea Vets Wānaka' } }, 'clinic.id', CLINIC_NOT_AVAILABLE],
    [
      'vaccinating before collection',
      { ovastim1stDose: { dosesRequired: 10, dateRequired: '2027-03-01', collectionDate: '2027-03-05' } },
      'ovastim1stDose.dateRequired',
      VACCINATING_BEFORE_COLLECTION,
    ],
    [
      'collection after vaccinating',
      { ovastim1stDose: { dosesRequired: 10, dateRequired: '2027-03-01', collectionDate: '2027-03-05' } },
      'ovastim1stDose.collectionDate',
      COLLECTION_AFTER_VACCINATING,
    ],
    [
      'doses with no vaccinating date',
      { salvexin1stDose: { dosesRequired: 10, collectionDate: '2027-03-05' } },
      'salvexin1stDose.dateRequired',
      VACCINATING_DATE_REQUIRED,
    ],
    ['a gun ticked with no quantity', { ovastimGun: { required: true } }, 'ovastimGun.quantity', QUANTITY_REQUIRED],
    [
      'a collection date in the past',
      { toxovaxHoggets: { dosesRequired: 5, dateRequired: '2026-11-25', collectionDate: '2026-11-22' } },
      'toxovaxHoggets.collectionDate',
      DATE_IN_PAST,
    ],
  ])('%s: 422 on %s, nothing stored or mailed', async (_label, change, path, message) => {
    const before = await counts();
    const res = await t.request(PATH, { body: { ...order, ...change } });
    expect(res.status).toBe(422);
    const json = (await res.json()) as { success: boolean; issues: Record<string, string> };
    expect(json.success).toBe(false);
    expect(json.issues[path]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('accepts today as the collection date', async () => {
    const res = await t.request(PATH, { body: { ...order, toxovaxHoggets: { dosesRequired: 5, dateRequired: '2026-11-23', collectionDate: '2026-11-23' } } });
    expect(res.status).toBe(201);
  });

  it('refuses an order of nothing', async () => {
    const before = await counts();
    const { toxovax2Tooths: _a, campyvax1stDose: _b, toxovaxGun: _c, campyvaxNeedles: _d, ...nothing } = order;
    const res = await t.request(PATH, { body: nothing });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ success: false, message: NOTHING_ORDERED });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{', 400],
    ['an array', '[1,2]', 422],
    ['doses as an object', JSON.stringify({ ...order, toxovax2Tooths: { dosesRequired: { many: true } } }), 422],
    [
      'a huge number of doses',
      JSON.stringify({ ...order, toxovax2Tooths: { dosesRequired: 1e20, dateRequired: '2027-02-10', collectionDate: '2027-02-08' } }),
      422,
    ],
  ])('%s gets a 4xx and writes nothing', async (_label, raw, status) => {
    const before = await counts();
    const res = await t.request(PATH, { body: raw });
    expect(res.status).toBe(status);
    expect(await counts()).toEqual(before);
  });
});
