// How a clinic hears of online bookings, on the real app and database: an email per booking
// (the default) queued with the booking itself, a daily digest from 7am of the day after, or
// nothing but the diary; only a manager of the group changes the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, signInDemoStaff, testApp, type TestApp } from '../test/harness';
import { bookingIds, slotIdOf, type IdsByName } from '../test/booking';
import { BookingResultAnswerSchema } from '../../shared/schemas/appointments';
import { BOOKING_MAIL_INVALID, DeskMeAnswerSchema } from '../../shared/schemas/desk';
import { runDueReminders } from '../reminders/scheduler';

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';
const CLINIC_MAIL = 'hamilton@tuivets.example.nz';

describe.each(drivers())('clinic booking emails on %s', (driver) => {
  let t: TestApp;
  let ids: { species: IdsByName; types: IdsByName; clinicians: IdsByName };
  let manager: string;
  let reception: string;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    ids = await bookingIds(t);
    ({ tuiManager: manager, reception } = await signInDemoStaff(t));
  }, 60_000);
  afterAll(() => t.close());

  const book = async (label: string, email: string) => {
    const res = await t.request('/api/v2/appointment/complete', {
      body: {
        clinicId: 'tui-hamilton',
        pets: [{ id: '', name: 'Rua', speciesId: ids.species.Dog }],
        appointmentTypeId: ids.types.Consultation,
        preferredClinician: ids.clinicians['Dr Aroha Ngata'],
        acceptTermsAndConditions: false,
        slotId: await slotIdOf(t, ids, '2026-11-26', label, { clinician: 'Dr Aroha Ngata' }),
        customerStatusId: 1,
        firstName: 'Hemi',
        lastName: 'Parata',
        email,
        phone: '021 555 0177',
        notes: 'Limping',
      },
    });
    return (await answerOf(BookingResultAnswerSchema, res, 201)).bookingId;
  };
  const choose = (bookingMail: unknown, token = manager) =>
    t.request('/api/v1/desk/clinics/tui-hamilton/booking-mail', { method: 'PUT', token, body: { bookingMail } });
  const clinicMails = async () => (await mailsTo(t, CLINIC_MAIL)).filter((m) => /online booking/i.test(m.subject));

  it('emails the clinic each online booking by default, with the client, the time and the desk', async () => {
    await book('9:00am', 'each@example.nz');
    const [mail] = await clinicMails();
    expect(mail!.subject).toMatch(/^Online booking: Hemi Parata, 26 November 2026 9:00AM$/);
    expect(mail!.text).toContain('Rua: Consultation, 26 November 2026 9:00AM with Dr Aroha Ngata');
    expect(mail!.text).toContain('Client: Hemi Parata, 021 555 0177, each@example.nz');
    expect(mail!.text).toContain('Notes: Limping');
    expect(mail!.text).toContain('/desk');
  });

  it('only a manager changes the choice; a bad value is refused and changes nothing', async () => {
    expect((await choose('digest', reception)).status).toBe(404);
    const bad = await choose('weekly');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe(BOOKING_MAIL_INVALID);
    expect((await t.request('/api/v1/desk/clinics/kea-wanaka/booking-mail', { method: 'PUT', token: manager, body: { bookingMail: 'none' } })).status).toBe(
      404,
    );
    const me = await answerOf(DeskMeAnswerSchema, await t.request('/api/v1/desk/me', { token: manager }));
    expect(me.clinics.find((c) => c.id === 'tui-hamilton')!.bookingMail).toBe('each');
  });

  it('with a digest, one email the next morning from 7am lists the day’s online bookings, once', async () => {
    expect((await choose('digest')).status).toBe(200);
    const before = (await clinicMails()).length;
    await book('9:30am', 'digest1@example.nz');
    await book('10:00am', 'digest2@example.nz');
    expect(await clinicMails()).toHaveLength(before);
    // 6:59am NZDT on Tuesday: not yet; 7:05am: the digest of Monday's bookings.
    expect((await runDueReminders(t.deps, new Date('2026-11-23T17:59:00Z'))).digests).toEqual([]);
    expect((await runDueReminders(t.deps, new Date('2026-11-23T18:05:00Z'))).digests).toEqual(['clinic-digest:tui-hamilton:2026-11-24']);
    expect((await runDueReminders(t.deps, new Date('2026-11-23T18:10:00Z'))).digests).toEqual([]);
    const digest = (await mailsTo(t, CLINIC_MAIL)).at(-1)!;
    expect(digest.subject).toBe('3 online bookings at Tui Vets Hamilton on Monday, 23 November 2026');
    expect(digest.text).toContain('26 November 2026 9:30AM: Rua, Consultation with Dr Aroha Ngata (Hemi Parata, 021 555 0177)');
    expect((await choose('none')).status).toBe(200);
    await book('10:30am', 'none@example.nz');
    expect((await mailsTo(t, CLINIC_MAIL)).at(-1)).toEqual(digest);
  });
});
