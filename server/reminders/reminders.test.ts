// Reminders on the real app and database, with the clock injected: the day-before reminder of
// a booking (at the clinic's hour, once even with two server processes running the job and
// sending at the same moment, none for a cancelled booking or a time gone by, the new time of a
// moved one), a pet's vaccination reminder with its prefilled booking link, and the one-click
// unsubscribe by link (guest and account) and by the account's switches, for both kinds.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, mailsTo, signInDemoClients, testApp, type TestApp } from '../test/harness';
import { bookingIds, slotIdOf, type IdsByName } from '../test/booking';
import { postgresDb, type Db } from '../db/index';
import { deliverDue, type MailTransport } from '../mail/delivery';
import { outboxMailer } from '../mail/mailer';
import { BookingResultAnswerSchema } from '../../shared/schemas/appointments';
import { REMINDER_CHOICE_INVALID, ReminderChoicesAnswerSchema } from '../../shared/schemas/reminders';
import { manageBookingUrl } from '../appointments/manage/link';
import { runDueReminders } from './scheduler';
import { unsubscribeUrl } from './unsubscribe';

const NOW = '2026-11-23T01:00:00Z';
// 9 am in Hamilton (NZDT, +13) on the day before 1 December.
const DUE_1_DEC = '2026-11-29T20:00:00Z';

describe.each(drivers())('reminders on %s', (driver) => {
  let t: TestApp;
  let sam: string;
  let second: { db: Db; close: () => Promise<void> };
  let species: IdsByName;
  let types: IdsByName;
  let clinicians: IdsByName;

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    ({ sam } = await signInDemoClients(t));
    ({ species, types, clinicians } = await bookingIds(t));
    // A second server process: its own connections to the same database (PGlite has one).
    if (driver === 'pg') {
      const db = postgresDb(new pg.Pool({ connectionString: t.databaseUrl, max: 4 }));
      second = { db, close: () => db.close() };
    } else second = { db: t.db, close: async () => {} };
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const remindersTo = async (email: string) => (await mailsTo(t, email)).filter((m) => /^Reminder:|vaccination is due/.test(m.subject));
  const slotId = (day: string, label: string) => slotIdOf(t, { species, types, clinicians }, day, label, { clinician: 'Dr Aroha Ngata' });
  const book = async (day: string, label: string, email: string, token?: string) => {
    t.clock.set(NOW);
    const res = await t.request('/api/v2/appointment/complete', {
      ...(token ? { token } : {}),
      body: {
        clinicId: 'tui-hamilton',
        pets: [{ id: '', name: 'Rua', speciesId: species.Dog }],
        appointmentTypeId: types.Consultation,
        preferredClinician: clinicians['Dr Aroha Ngata'],
        acceptTermsAndConditions: false,
        slotId: await slotId(day, label),
        customerStatusId: 1,
        firstName: 'Hemi',
        lastName: 'Parata',
        email,
        phone: '021 555 0177',
        notes: '',
      },
    });
    return (await answerOf(BookingResultAnswerSchema, res, 201)).bookingId as string;
  };
  const run = (at: string) => runDueReminders(t.deps, new Date(at));

  it('reminds once, at the clinic’s hour the day before, with two processes running the job and sending at once', async () => {
    const bookingId = await book('2026-12-01', '9:00am', 'once@example.nz');
    expect((await run('2026-11-29T19:59:00Z')).appointments).toEqual([]);
    const sent: { to: string; subject: string; headers?: Record<string, string> }[] = [];
    const transport: MailTransport = {
      sendMail: async (m) => {
        await new Promise((done) => setTimeout(done, 2));
        sent.push(m);
      },
    };
    const instance = async (db: Db) => {
      await runDueReminders({ ...t.deps, db, mailer: outboxMailer(db) }, new Date(DUE_1_DEC));
      for (;;) if (!(await deliverDue({ db, transport, from: 'Tui Vets <no-reply@tuivets.example.nz>', now: () => new Date(DUE_1_DEC) })).more) break;
    };
    await Promise.all([instance(t.db), instance(second.db), instance(t.db), instance(second.db)]);
    const reminded = sent.filter((m) => m.to === 'once@example.nz' && m.subject.startsWith('Reminder:'));
    expect(reminded).toHaveLength(1);
    const [mail] = await remindersTo('once@example.nz');
    expect(mail!.subject).toBe('Reminder: your appointment at Tui Vets Hamilton, Tuesday 1 December at 9:00am');
    expect(mail!.text).toContain(manageBookingUrl(t.deps.config, 'tui-vets', bookingId));
    const clinic = (await t.db.one<{ address: string; phone: string }>("select address, phone from clinics where id = 'tui-hamilton'"))!;
    expect(mail!.text).toContain(clinic.address);
    expect(mail!.text).toContain(clinic.phone);
    const unsubscribe = unsubscribeUrl(t.deps.config, 'tui-vets', 'appointment', { email: 'once@example.nz' });
    expect(mail!.text).toContain(`Stop appointment reminders: ${unsubscribe}`);
    expect(reminded[0]!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Later runs that day find it done.
    expect((await run('2026-11-30T01:00:00Z')).appointments).toEqual([]);
    expect(await remindersTo('once@example.nz')).toHaveLength(1);
  });

  it('sends none for a cancelled booking or a time already past, and reminds of a moved booking’s new time', async () => {
    const cancelled = await book('2026-12-01', '10:00am', 'cancelled@example.nz');
    await t.db.query("update appointments set status = 'cancelledByAdmin', cancelled_at = $2 where booking_id = $1", [cancelled, NOW]);
    await book('2026-12-01', '11:00am', 'past@example.nz');
    const moved = await book('2026-12-01', '2:00pm', 'moved@example.nz');
    expect((await run(DUE_1_DEC)).appointments).toHaveLength(2); // past@ and moved@ (its first time)
    // Moved to the next day: reminded again, for the new time, the day before it.
    await t.db.query("update appointments set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day' where booking_id = $1", [moved]);
    expect((await run('2026-11-30T19:59:00Z')).appointments).toEqual([]);
    expect((await run('2026-11-30T20:00:00Z')).appointments).toHaveLength(1);
    const reminders = await remindersTo('moved@example.nz');
    expect(reminders.map((m) => m.subject)).toEqual([
      'Reminder: your appointment at Tui Vets Hamilton, Tuesday 1 December at 2:00pm',
      'Reminder: your appointment at Tui Vets Hamilton, Wednesday 2 December at 2:00pm',
    ]);
    // 11:00 on 1 December has passed: a job that was down all day sends nothing late.
    await t.db.query("delete from reminders_sent where key like 'appointment:%'");
    await run('2026-11-30T23:00:00Z');
    expect(await remindersTo('past@example.nz')).toHaveLength(1); // sent the day before, not again…
    await t.db.query("delete from outbox where to_address = 'past@example.nz'");
    await t.db.query("delete from reminders_sent where key like 'appointment:%'");
    await run('2026-11-30T23:00:00Z');
    expect(await remindersTo('past@example.nz')).toEqual([]); // …and never once its time is gone
    expect(await remindersTo('cancelled@example.nz')).toEqual([]);
  });

  it('stops after the one-click unsubscribe of a guest’s address; a scanner’s GET stops nothing; a forged link changes nothing', async () => {
    const url = unsubscribeUrl(t.deps.config, 'tui-vets', 'appointment', { email: 'Stop@Example.nz' });
    const path = url.replace('http://localhost:8080', '');
    const page = await t.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    const forged = await t.request(`${path.slice(0, -3)}AAA`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This unsubscribe link is not valid.');
    expect((await t.db.query("select 1 from reminder_opt_outs where lower(email) = 'stop@example.nz'")).rows).toEqual([]);
    const oneClick = await t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await book('2026-12-02', '9:00am', 'stop@example.nz');
    await book('2026-12-02', '10:00am', 'still@example.nz');
    await run('2026-11-30T20:00:00Z');
    expect(await remindersTo('stop@example.nz')).toEqual([]);
    expect(await remindersTo('still@example.nz')).toHaveLength(1);
  });

  it('stops a signed-in client’s appointment reminders by their switch, and by the account’s own link', async () => {
    const choose = (appointment: boolean) => t.request('/api/v1/profile/reminders', { method: 'PUT', token: sam, body: { appointment } });
    const appointmentReminders = async () => (await remindersTo('sam@example.nz')).filter((m) => m.subject.startsWith('Reminder:'));
    // 9 am the day before, in Hamilton (NZDT, +13), is 20:00 UTC two days before.
    await book('2026-12-03', '9:00am', 'sam@example.nz', sam);
    expect((await choose(false)).status).toBe(200);
    expect((await run('2026-12-01T20:00:00Z')).appointments).toEqual([]);
    expect(await appointmentReminders()).toEqual([]);

    await choose(true);
    await book('2026-12-08', '9:00am', 'sam@example.nz', sam);
    expect((await run('2026-12-06T20:00:00Z')).appointments).toHaveLength(1);
    const [mail] = await appointmentReminders();
    expect(mail!.subject).toBe('Reminder: your appointment at Tui Vets Hamilton, Tuesday 8 December at 9:00am');
    // Booked signed in: the link stops the account's reminders, not only this address's.
    const samId = (await t.db.one<{ id: number }>("select id from users where email = 'sam@example.nz' and vet_id = 'tui-vets'"))!.id;
    const link = unsubscribeUrl(t.deps.config, 'tui-vets', 'appointment', { userId: samId });
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<${link}>`);
    const oneClick = await t.request(link.replace('http://localhost:8080', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await answerOf(ReminderChoicesAnswerSchema, await t.request('/api/v1/profile/reminders', { token: sam }))).toMatchObject({ appointment: false });
    await book('2026-12-10', '9:00am', 'sam@example.nz', sam);
    expect((await run('2026-12-08T20:00:00Z')).appointments).toEqual([]);
    expect(await appointmentReminders()).toHaveLength(1);
    await choose(true);
  });

  it('reminds of a pet’s vaccination once per due date, with a prefilled booking link, until the account switches it off', async () => {
    const milo = (await t.db.one<{ id: number }>("select id from pets where name = 'Milo' and vet_id = 'tui-vets'"))!.id;
    // Milo's F3 is due on 10 December; Hamilton's hour is 9 am. A malformed record of Bella's is skipped.
    await t.db.query(`update pets set vaccinations = '[{"type":"C5","dueDate":"2026-12-00"}]' where name = 'Bella' and vet_id = 'tui-vets'`);
    expect((await run('2026-12-09T19:59:00Z')).vaccinations).toEqual([]);
    const [a, b] = await Promise.all([
      run('2026-12-09T20:00:00Z'),
      runDueReminders({ ...t.deps, db: second.db, mailer: outboxMailer(second.db) }, new Date('2026-12-09T20:00:00Z')),
    ]);
    expect([...a.vaccinations, ...b.vaccinations]).toEqual([`vaccination:${milo}:2026-12-10`]);
    const [mail] = (await remindersTo('sam@example.nz')).filter((m) => m.subject === "Milo's vaccination is due");
    expect(mail!.text).toContain("Milo's vaccination (F3) is due on 10 December 2026.");
    const link = new URL(/Book Milo's vaccination: (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname).toBe('/book-appointment');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      vetId: 'tui-vets',
      clinic: 'tui-hamilton',
      species: String(species.Cat),
      pet: 'Milo',
      type: String(types.Vaccination),
    });
    expect(mail!.headers!['List-Unsubscribe']).toBe(
      `<${unsubscribeUrl(t.deps.config, 'tui-vets', 'vaccination', { userId: (await t.db.one<{ id: number }>('select user_id as id from pets where id = $1', [milo]))!.id })}>`,
    );
    expect((await run('2026-12-11T01:00:00Z')).vaccinations).toEqual([]);

    // The account's switches.
    expect(await answerOf(ReminderChoicesAnswerSchema, await t.request('/api/v1/profile/reminders', { token: sam }))).toEqual({
      appointment: true,
      vaccination: true,
    });
    const bad = await t.request('/api/v1/profile/reminders', { method: 'PUT', token: sam, body: { vaccination: 'no' } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe(REMINDER_CHOICE_INVALID);
    expect((await t.request('/api/v1/profile/reminders', { method: 'PUT', body: { vaccination: false } })).status).toBe(401);
    const off = await t.request('/api/v1/profile/reminders', { method: 'PUT', token: sam, body: { vaccination: false } });
    expect(await answerOf(ReminderChoicesAnswerSchema, off)).toEqual({ appointment: true, vaccination: false });
    await t.db.query(`update pets set vaccinations = '[{"type":"C5","dueDate":"2026-12-12"}]' where name = 'Bella' and vet_id = 'tui-vets'`);
    expect((await run('2026-12-12T01:00:00Z')).vaccinations).toEqual([]);
    await t.request('/api/v1/profile/reminders', { method: 'PUT', token: sam, body: { vaccination: true } });
    expect((await run('2026-12-12T01:00:00Z')).vaccinations).toHaveLength(1);
  });
});
