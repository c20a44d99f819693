// Set-up at the desk on the real app and database: a manager's clinicians (their hours at each
// clinic, which move the online slots at once), the bookings a change of hours leaves outside
// them, appointment types offered online or at the desk only, a length per booking rather than
// per pet, and nobody but a manager of the group changing any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, drivers, rowCount, signInDemoClients, signInDemoStaff, testApp, type TestApp } from '../../test/harness';
import { DeskBookingAnswerSchema, DeskTimesAnswerSchema } from '../../../shared/schemas/desk';
import {
  ClinicianChangeAnswerSchema,
  CLIENT_STATUS_REQUIRED,
  CLINICIAN_NAME_REQUIRED,
  DURATION_INVALID,
  FLAG_INVALID,
  HOURS_DAY_INVALID,
  HOURS_INVALID,
  HOURS_ORDER,
  HOURS_TIME_INVALID,
  SETUP_BODY_INVALID,
  SETUP_CLINIC_NOT_FOUND,
  SETUP_CLINIC_TWICE,
  SETUP_ID_INVALID,
  SETUP_SPECIES_NOT_FOUND,
  SETUP_TYPE_NOT_FOUND,
  SetupAnswerSchema,
  SetupTypeAnswerSchema,
  SPECIES_REQUIRED,
  TYPE_IDS_INVALID,
  TYPE_NAME_TAKEN,
} from '../../../shared/schemas/deskSetup';
import { INVALID_JSON } from '../../http/validate';

type Json = { success: boolean; message?: string; data?: any };
const read = async (res: Response) => (await res.json()) as Json;

// Monday 23 November 2026, 2:00pm in Auckland (NZDT).
const NOW = '2026-11-23T01:00:00Z';
// A Tuesday: nobody works at Te Awamutu on Tuesdays in the seed.
const TUESDAY = '2026-11-24';

const hours = (day: string, from: string, to: string) => ({ day, from, to });
const pet = (name: string) => ({ name, type: 1, otherPetType: '', breed: 'Huntaway', gender: 2, dateOfBirth: '2022-05-01', weight: '24.5', desexed: 1 });

describe.each(drivers())('desk set-up on %s', (driver) => {
  let t: TestApp;
  let reception: string;
  let manager: string;
  let keaManager: string;
  let sam: string;
  let dog: number;
  let cat: number;
  let consultation: number;

  const desk = (path: string, token: string | undefined, init: { body?: unknown; method?: string; vetId?: string } = {}) =>
    t.request(`/api/v1/desk${path}`, { token, ...init });
  const put = (path: string, body: unknown, token = manager) => desk(path, token, { method: 'PUT', body });
  const setup = async () => answerOf(SetupAnswerSchema, await desk('/setup', manager));

  /** The public slots call for one day: its labels and slot ids, as the booking page gets them. */
  const onlineTimes = async (q: { clinicId: string; typeId: number; petCount?: number; clinicianId?: number; day?: string }) => {
    const day = q.day ?? TUESDAY;
    const params = new URLSearchParams({
      clinicId: q.clinicId,
      date: day.slice(0, 7),
      petCount: String(q.petCount ?? 1),
      speciesId: String(dog),
      appointmentTypeId: String(q.typeId),
    });
    if (q.clinicianId) params.set('calendarResourceId', String(q.clinicianId));
    const res = await t.request(`/api/v2/appointment/slots?${params}`);
    const pairs = res.status === 200 ? (((await read(res)).data?.[`${day}T00:00:00`] ?? []) as Record<string, string>[]) : [];
    return {
      status: res.status,
      labels: pairs.map((p) => Object.values(p)[0]!),
      idOf: (label: string) => Object.keys(pairs.find((p) => Object.values(p)[0] === label)!)[0]!,
    };
  };
  /** The types the booking flow offers a new client's dog. */
  const onlineTypes = async () => {
    const { data } = await read(await t.request(`/api/v2/appointment/appointment-type?speciesId=${dog}&customerStatusId=1`));
    return (data as { id: number; name: string }[]).map((type) => type.name);
  };
  /** An older-flow request from a guest, for the desk to confirm; its booking id. */
  const request = async (clinicId: string, email: string, pets: string[]) => {
    const body = {
      title: 'Mr',
      firstName: 'Hemi',
      lastName: 'Parata',
      phone: '021 555 0177',
      email,
      comment: 'Check-up',
      clinicId,
      date: '2026-11-25T10:00',
      pets: pets.map(pet),
    };
    const res = await t.request('/api/v1/appointment/anonymous', { body });
    expect(res.status).toBe(201);
    return (await read(res)).data.bookingId as string;
  };
  const newType = async (name: string, over: Record<string, unknown> = {}) => {
    const body = {
      name,
      durationMinutes: 30,
      speciesIds: [dog],
      forNewClients: true,
      forReturningClients: true,
      online: true,
      perPet: true,
      active: true,
      ...over,
    };
    return answerOf(SetupTypeAnswerSchema, await desk('/setup/types', manager, { body }), 201);
  };

  beforeAll(async () => {
    t = await testApp({ driver, now: NOW });
    [{ reception, tuiManager: manager, keaManager }, { sam }] = await Promise.all([signInDemoStaff(t), signInDemoClients(t)]);
    const id = async (sql: string) => (await t.db.one<{ id: number }>(sql))!.id;
    dog = await id("select id from species where vet_id = 'tui-vets' and name = 'Dog'");
    cat = await id("select id from species where vet_id = 'tui-vets' and name = 'Cat'");
    consultation = await id("select id from appointment_types where vet_id = 'tui-vets' and name = 'Consultation'");
  }, 120_000);
  afterAll(() => t.close());

  it('shows the group’s clinics, species, clinicians with their hours at each clinic, and types', async () => {
    const answer = await setup();
    expect(answer.clinics.map((c) => c.id)).toEqual(['tui-hamilton', 'tui-cambridge', 'tui-te-awamutu']);
    expect(answer.species.map((s) => s.name)).toContain('Dog');
    const ben = answer.clinicians.find((c) => c.name === 'Dr Ben Cole')!;
    expect(ben).toMatchObject({ active: true, clinics: [{ clinicId: 'tui-hamilton', hours: expect.arrayContaining([hours('Monday', '08:00', '12:00')]) }] });
    expect(ben.typeIds).toContain(consultation);
    expect(answer.appointmentTypes.find((type) => type.id === consultation)).toMatchObject({
      name: 'Consultation',
      durationMinutes: 30,
      online: true,
      perPet: true,
      active: true,
      forNewClients: true,
      forReturningClients: true,
    });
    // Every calendar of the seed names its person, one person per name.
    expect(await rowCount(t, 'calendar_resources where clinician_id is null')).toBe(0);
    expect(await rowCount(t, "clinicians where vet_id = 'tui-vets'")).toBe(7);
  });

  describe('clinicians', () => {
    let nikau: number;
    let calendar: number;
    let bookingId: string;

    it('a new clinician’s hours are online at once', async () => {
      // Asked first, so a kept answer would be the one to go stale.
      expect((await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation })).labels).toEqual([]);
      const body = {
        name: ' Dr Nikau Rangi ',
        typeIds: [consultation],
        clinics: [
          { clinicId: 'tui-te-awamutu', hours: [hours('Tuesday', '09:00', '12:00')] },
          { clinicId: 'tui-cambridge', hours: [hours('tuesday', '13:00', '16:30'), hours('Monday', '08:00', '12:00')] },
        ],
      };
      const created = await answerOf(ClinicianChangeAnswerSchema, await desk('/setup/clinicians', manager, { body }), 201);
      expect(created.outsideHours).toEqual([]);
      expect(created.clinician).toMatchObject({
        name: 'Dr Nikau Rangi',
        active: true,
        typeIds: [consultation],
        clinics: [
          { clinicId: 'tui-cambridge', hours: [hours('Monday', '08:00', '12:00'), hours('Tuesday', '13:00', '16:30')] },
          { clinicId: 'tui-te-awamutu', hours: [hours('Tuesday', '09:00', '12:00')] },
        ],
      });
      nikau = created.clinician.id;
      calendar = created.clinician.clinics.find((c) => c.clinicId === 'tui-te-awamutu')!.calendarResourceId;

      const offered = await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation });
      expect(offered.labels).toEqual(['9:00am', '9:15am', '9:30am', '9:45am', '10:00am', '10:15am', '10:30am', '10:45am', '11:00am', '11:15am', '11:30am']);
      const { data } = await read(await t.request(`/api/v2/appointment/calendar-resources?clinicId=tui-te-awamutu&appointmentTypeId=${consultation}`));
      expect(data).toContainEqual({ id: calendar, name: 'Dr Nikau Rangi' });
      expect((await setup()).clinicians.map((c) => c.name)).toContain('Dr Nikau Rangi');
    });

    it('hours that overlap across two clinics on one day are refused, and nothing is written', async () => {
      const before = await rowCount(t, 'clinicians');
      const body = {
        name: 'Dr Two Places',
        typeIds: [],
        clinics: [
          { clinicId: 'tui-hamilton', hours: [hours('Monday', '08:00', '12:00')] },
          { clinicId: 'tui-cambridge', hours: [hours('Monday', '11:30', '15:00')] },
        ],
      };
      const res = await desk('/setup/clinicians', manager, { body });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(
        'The hours overlap on Monday: 08:00–12:00 at Tui Vets Hamilton and 11:30–15:00 at Tui Vets Cambridge. A clinician can work only one stretch at a time.',
      );
      // Within one clinic too; touching is fine.
      const sameClinic = { ...body, clinics: [{ clinicId: 'tui-hamilton', hours: [hours('Monday', '08:00', '12:00'), hours('Monday', '10:00', '11:00')] }] };
      expect((await desk('/setup/clinicians', manager, { body: sameClinic })).status).toBe(422);
      expect(await rowCount(t, 'clinicians')).toBe(before);
      const touching = { ...body, clinics: [body.clinics[0], { clinicId: 'tui-cambridge', hours: [hours('Monday', '12:00', '15:00')] }] };
      expect((await desk('/setup/clinicians', manager, { body: touching })).status).toBe(201);
    });

    it('hours shrunk under a booking list it in outsideHours and leave it where it is', async () => {
      const offered = await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation, clinicianId: calendar });
      const booked = await t.request('/api/v2/appointment/complete', {
        body: {
          clinicId: 'tui-te-awamutu',
          pets: [{ id: '', name: 'Rua', speciesId: dog }],
          appointmentTypeId: consultation,
          acceptTermsAndConditions: false,
          slotId: offered.idOf('10:00am'),
          preferredClinician: calendar,
          customerStatusId: 1,
          firstName: 'Hemi',
          lastName: 'Parata',
          email: 'outside@example.nz',
          phone: '021 555 0177',
          notes: '',
        },
      });
      expect(booked.status).toBe(201);
      bookingId = (await read(booked)).data.bookingId;
      const appointment = (await t.db.one<{ id: number; status: string; starts_at: Date }>(
        'select id, status, starts_at from appointments where booking_id = $1',
        [bookingId],
      ))!;

      const body = {
        name: 'Dr Nikau Rangi',
        active: true,
        typeIds: [consultation],
        clinics: [
          { clinicId: 'tui-te-awamutu', hours: [hours('Tuesday', '11:00', '12:00')] },
          { clinicId: 'tui-cambridge', hours: [hours('Monday', '08:00', '12:00'), hours('Tuesday', '13:00', '16:30')] },
        ],
      };
      const changed = await answerOf(ClinicianChangeAnswerSchema, await put(`/setup/clinicians/${nikau}`, body));
      expect(changed.outsideHours).toEqual([
        {
          appointmentId: appointment.id,
          bookingId,
          start: `${TUESDAY}T10:00:00+13:00`,
          end: `${TUESDAY}T10:30:00+13:00`,
          petName: 'Rua',
          clinicId: 'tui-te-awamutu',
        },
      ]);
      const kept = (await t.db.one<{ status: string; starts_at: Date; calendar_resource_id: number }>(
        'select status, starts_at, calendar_resource_id from appointments where id = $1',
        [appointment.id],
      ))!;
      expect(kept).toMatchObject({ status: appointment.status, calendar_resource_id: calendar });
      expect(new Date(kept.starts_at).toISOString()).toBe(new Date(appointment.starts_at).toISOString());
      expect((await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation })).labels).toEqual(['11:00am', '11:15am', '11:30am']);
    });

    it('leaving a clinic keeps its calendar for the bookings, lists them, and takes its times offline', async () => {
      const body = {
        name: 'Dr Nikau Rangi',
        active: true,
        typeIds: [consultation],
        clinics: [{ clinicId: 'tui-cambridge', hours: [hours('Monday', '08:00', '12:00')] }],
      };
      const changed = await answerOf(ClinicianChangeAnswerSchema, await put(`/setup/clinicians/${nikau}`, body));
      expect(changed.outsideHours.map((o) => o.bookingId)).toEqual([bookingId]);
      expect(changed.clinician.clinics.map((c) => c.clinicId)).toEqual(['tui-cambridge']);
      expect((await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation })).labels).toEqual([]);
      expect(await rowCount(t, 'appointments where booking_id = $1 and cancelled_at is null', [bookingId])).toBe(1);

      // Back again: the same calendar, with the hours given now.
      const back = { ...body, clinics: [...body.clinics, { clinicId: 'tui-te-awamutu', hours: [hours('Tuesday', '09:00', '12:00')] }] };
      const again = await answerOf(ClinicianChangeAnswerSchema, await put(`/setup/clinicians/${nikau}`, back));
      expect(again.clinician.clinics.find((c) => c.clinicId === 'tui-te-awamutu')!.calendarResourceId).toBe(calendar);
      expect(again.outsideHours).toEqual([]);
    });

    it('a clinician made inactive is offered nowhere, and their bookings are listed', async () => {
      const body = {
        name: 'Dr Nikau Rangi',
        active: false,
        typeIds: [consultation],
        clinics: [{ clinicId: 'tui-te-awamutu', hours: [hours('Tuesday', '09:00', '12:00')] }],
      };
      const changed = await answerOf(ClinicianChangeAnswerSchema, await put(`/setup/clinicians/${nikau}`, body));
      expect(changed.clinician.active).toBe(false);
      expect(changed.outsideHours.map((o) => o.bookingId)).toEqual([bookingId]);
      expect((await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation })).labels).toEqual([]);
      expect((await put(`/setup/clinicians/${nikau}`, { ...body, active: true })).status).toBe(200);
      expect((await onlineTimes({ clinicId: 'tui-te-awamutu', typeId: consultation })).labels).toContain('9:00am');
    });
  });

  describe('appointment types', () => {
    let nurse: number;
    beforeAll(async () => {
      // Nurse Mere Tane works at Hamilton on Tuesdays from 9:00am to 3:00pm.
      nurse = (await setup()).clinicians.find((c) => c.name === 'Nurse Mere Tane')!.id;
    });
    const giveNurse = async (typeIds: number[]) => {
      const current = (await setup()).clinicians.find((c) => c.id === nurse)!;
      const body = { name: current.name, active: true, typeIds, clinics: current.clinics.map(({ clinicId, hours }) => ({ clinicId, hours })) };
      return answerOf(ClinicianChangeAnswerSchema, await put(`/setup/clinicians/${nurse}`, body));
    };
    const nurseCalendar = async () => (await setup()).clinicians.find((c) => c.id === nurse)!.clinics[0]!.calendarResourceId;

    it('a new type is offered online at once; switched off online it leaves the booking flow', async () => {
      expect(await onlineTypes()).not.toContain('Puppy check');
      const puppy = await newType(' Puppy check ', { durationMinutes: 20, speciesIds: [dog, cat, dog] });
      expect(puppy).toMatchObject({ name: 'Puppy check', durationMinutes: 20, speciesIds: [dog, cat].sort((a, b) => a - b), online: true, perPet: true });
      await giveNurse([(await t.db.one<{ id: number }>("select id from appointment_types where name = 'Vaccination' and vet_id = 'tui-vets'"))!.id, puppy.id]);
      expect(await onlineTypes()).toContain('Puppy check');
      const slots = await onlineTimes({ clinicId: 'tui-hamilton', typeId: puppy.id, clinicianId: await nurseCalendar() });
      expect(slots.labels.at(-1)).toBe('2:30pm');

      const offline = await answerOf(SetupTypeAnswerSchema, await put(`/setup/types/${puppy.id}`, { ...puppy, online: false }));
      expect(offline).toMatchObject({ id: puppy.id, online: false, active: true });
      expect(await onlineTypes()).not.toContain('Puppy check');
      expect((await onlineTimes({ clinicId: 'tui-hamilton', typeId: puppy.id })).status).toBe(404);
      const { status } = await t.request(`/api/v2/appointment/calendar-resources?clinicId=tui-hamilton&appointmentTypeId=${puppy.id}`);
      expect(status).toBe(404);
      // A time the booking page had before cannot be booked or held either.
      const held = await t.request('/api/v2/appointment/hold', { body: { slotId: slots.idOf('10:00am') } });
      expect(held.status).toBe(404);
    });

    it('a type offered at the desk only is still booked there', async () => {
      const desked = await newType('Post-op check', { online: false });
      await giveNurse([desked.id]);
      expect(await onlineTypes()).not.toContain('Post-op check');
      const bookingId = await request('tui-hamilton', 'post-op@example.nz', ['Rua']);
      const times = await answerOf(DeskTimesAnswerSchema, await desk(`/requests/${bookingId}/times?date=${TUESDAY}&appointmentTypeId=${desked.id}`, reception));
      const chosen = times.times.find((time) => time.label === '9:00am' && time.clinician.name === 'Nurse Mere Tane')!;
      expect(chosen).toBeDefined();
      const confirmed = await answerOf(DeskBookingAnswerSchema, await desk(`/requests/${bookingId}/confirm`, reception, { body: { slotId: chosen.slotId } }));
      expect(confirmed.appointments[0]).toMatchObject({ status: 'confirmed', bookingDate: `${TUESDAY}T09:00:00+13:00` });
    });

    it('a type whose length is per booking takes one duration for two pets, online and at the desk', async () => {
      const litter = await newType('Litter vaccination', { durationMinutes: 30, perPet: false });
      const perPet = await newType('Litter check', { durationMinutes: 30, perPet: true });
      await giveNurse([litter.id, perPet.id]);
      const calendarId = await nurseCalendar();
      // The nurse finishes at 3:00pm: one 30-minute booking for two starts by 2:30pm, two back to back by 2:00pm.
      expect((await onlineTimes({ clinicId: 'tui-hamilton', typeId: litter.id, petCount: 2, clinicianId: calendarId })).labels.at(-1)).toBe('2:30pm');
      expect((await onlineTimes({ clinicId: 'tui-hamilton', typeId: perPet.id, petCount: 2, clinicianId: calendarId })).labels.at(-1)).toBe('2:00pm');

      const bookingId = await request('tui-hamilton', 'litter@example.nz', ['Rua', 'Moko']);
      const times = await answerOf(DeskTimesAnswerSchema, await desk(`/requests/${bookingId}/times?date=${TUESDAY}&appointmentTypeId=${litter.id}`, manager));
      const chosen = times.times.find((time) => time.label === '2:30pm' && time.clinician.id === calendarId)!;
      expect(chosen).toBeDefined();
      expect((await desk(`/requests/${bookingId}/confirm`, manager, { body: { slotId: chosen.slotId } })).status).toBe(200);
      const { rows } = await t.db.query<{ starts_at: Date; ends_at: Date }>(
        'select starts_at, ends_at from appointments where booking_id = $1 order by starts_at',
        [bookingId],
      );
      expect(rows).toHaveLength(2);
      const span = new Date(rows[1]!.ends_at).getTime() - new Date(rows[0]!.starts_at).getTime();
      expect(span).toBe(30 * 60_000);
      expect(new Date(rows[0]!.ends_at).getTime()).toBe(new Date(rows[1]!.starts_at).getTime());
    });

    it('a name the group already has is refused', async () => {
      const res = await desk('/setup/types', manager, {
        body: {
          name: 'Consultation',
          durationMinutes: 30,
          speciesIds: [dog],
          forNewClients: true,
          forReturningClients: true,
          online: true,
          perPet: true,
          active: true,
        },
      });
      expect(res.status).toBe(422);
      expect((await read(res)).message).toBe(TYPE_NAME_TAKEN);
    });
  });

  describe('who may', () => {
    const type = {
      name: 'Sneaky',
      durationMinutes: 30,
      speciesIds: [1],
      forNewClients: true,
      forReturningClients: true,
      online: true,
      perPet: true,
      active: true,
    };
    const clinician = { name: 'Dr Sneaky', active: true, typeIds: [], clinics: [] };

    it.each([
      ['reception', () => reception, 'tui-vets'],
      ['a client', () => sam, 'tui-vets'],
      ["another group's manager", () => keaManager, 'tui-vets'],
      ['nobody', () => undefined, 'tui-vets'],
    ])('%s gets a plain 404 on every set-up route, and nothing changes', async (_, token, vetId) => {
      const before = await Promise.all([rowCount(t, 'clinicians'), rowCount(t, 'appointment_types')]);
      for (const res of [
        await desk('/setup', token(), { vetId }),
        await desk('/setup/clinicians', token(), { vetId, body: clinician }),
        await desk(`/setup/clinicians/1`, token(), { vetId, method: 'PUT', body: clinician }),
        await desk('/setup/types', token(), { vetId, body: type }),
        await desk(`/setup/types/${consultation}`, token(), { vetId, method: 'PUT', body: type }),
      ]) {
        expect(res.status).toBe(404);
        expect((await read(res)).message).toBe('Not found');
      }
      expect(await Promise.all([rowCount(t, 'clinicians'), rowCount(t, 'appointment_types')])).toEqual(before);
    });

    it("Kea's manager sees only Kea, and cannot reach Tui's rows from there", async () => {
      const kea = await answerOf(SetupAnswerSchema, await desk('/setup', keaManager, { vetId: 'kea-vets' }));
      expect(kea.clinics.map((c) => c.id)).toEqual(['kea-wanaka']);
      expect(kea.clinicians.map((c) => c.name).sort()).toEqual(['Dr Anna Reid', 'Dr Tom Fraser']);
      const tuiClinician = (await setup()).clinicians[0]!;
      const keaType = kea.appointmentTypes[0]!;
      const keaSpecies = kea.species[0]!.id;
      const as = (path: string, body: unknown, method = 'PUT') => desk(path, keaManager, { vetId: 'kea-vets', method, body });
      const before = await Promise.all([rowCount(t, 'clinicians'), rowCount(t, 'calendar_resources'), rowCount(t, 'appointment_types')]);
      const cases: [() => Promise<Response>, number, string][] = [
        [() => as(`/setup/clinicians/${tuiClinician.id}`, clinician), 404, 'Not found'],
        [() => as(`/setup/types/${consultation}`, { ...type, speciesIds: [keaSpecies] }), 404, 'Not found'],
        [() => as('/setup/clinicians', { ...clinician, clinics: [{ clinicId: 'tui-hamilton', hours: [] }] }, 'POST'), 422, SETUP_CLINIC_NOT_FOUND],
        [() => as('/setup/clinicians', { ...clinician, typeIds: [consultation] }, 'POST'), 422, SETUP_TYPE_NOT_FOUND],
        [() => as(`/setup/types/${keaType.id}`, { ...type, speciesIds: [dog] }), 422, SETUP_SPECIES_NOT_FOUND],
      ];
      for (const [call, status, message] of cases) {
        const res = await call();
        expect(res.status).toBe(status);
        expect((await read(res)).message).toBe(message);
      }
      expect(await Promise.all([rowCount(t, 'clinicians'), rowCount(t, 'calendar_resources'), rowCount(t, 'appointment_types')])).toEqual(before);
    });
  });

  describe('bad input', () => {
    const clinician = { name: 'Dr Bad Input', typeIds: [], clinics: [{ clinicId: 'tui-hamilton', hours: [hours('Monday', '08:00', '12:00')] }] };
    const type = {
      name: 'Bad input',
      durationMinutes: 30,
      speciesIds: [1],
      forNewClients: true,
      forReturningClients: true,
      online: true,
      perPet: true,
      active: true,
    };
    const withHours = (...list: unknown[]) => ({ ...clinician, clinics: [{ clinicId: 'tui-hamilton', hours: list }] });

    it.each<[string, string, string, unknown, number, string]>([
      ['no name', 'POST', '/setup/clinicians', { ...clinician, name: '  ' }, 422, CLINICIAN_NAME_REQUIRED],
      ['an empty body', 'POST', '/setup/clinicians', {}, 422, CLINICIAN_NAME_REQUIRED],
      ['text for a body', 'POST', '/setup/types', '"a type"', 422, SETUP_BODY_INVALID],
      ['no hours for a clinic', 'POST', '/setup/clinicians', { ...clinician, clinics: [{ clinicId: 'tui-hamilton' }] }, 422, HOURS_INVALID],
      ['no types', 'POST', '/setup/clinicians', { name: 'Dr No Types', clinics: [] }, 422, TYPE_IDS_INVALID],
      ['a day that is not one', 'POST', '/setup/clinicians', withHours(hours('Funday', '08:00', '12:00')), 422, HOURS_DAY_INVALID],
      ['a time that is not HH:mm', 'POST', '/setup/clinicians', withHours(hours('Monday', '8am', '12:00')), 422, HOURS_TIME_INVALID],
      ['a time past midnight', 'POST', '/setup/clinicians', withHours(hours('Monday', '08:00', '24:30')), 422, HOURS_TIME_INVALID],
      ['hours that end before they start', 'POST', '/setup/clinicians', withHours(hours('Monday', '12:00', '08:00')), 422, HOURS_ORDER],
      ['hours that end as they start', 'POST', '/setup/clinicians', withHours(hours('Monday', '12:00', '12:00')), 422, HOURS_ORDER],
      ['one clinic twice', 'POST', '/setup/clinicians', { ...clinician, clinics: [...clinician.clinics, ...clinician.clinics] }, 422, SETUP_CLINIC_TWICE],
      ['a clinic of nowhere', 'POST', '/setup/clinicians', { ...clinician, clinics: [{ clinicId: 'tui-nowhere', hours: [] }] }, 422, SETUP_CLINIC_NOT_FOUND],
      ['a type of nothing', 'POST', '/setup/clinicians', { ...clinician, typeIds: [999_999] }, 422, SETUP_TYPE_NOT_FOUND],
      ['no active flag on a change', 'PUT', '/setup/clinicians/1', clinician, 422, 'Please say whether it is active.'],
      ['an id that is not one', 'PUT', '/setup/clinicians/abc', { ...clinician, active: true }, 422, SETUP_ID_INVALID],
      ['a clinician of nobody', 'PUT', '/setup/clinicians/999999', { ...clinician, active: true }, 404, 'Not found'],
      ['a duration off the 5-minute steps', 'POST', '/setup/types', { ...type, durationMinutes: 7 }, 422, DURATION_INVALID],
      ['a duration over 4 hours', 'POST', '/setup/types', { ...type, durationMinutes: 245 }, 422, DURATION_INVALID],
      ['a duration as text', 'POST', '/setup/types', { ...type, durationMinutes: '30' }, 422, DURATION_INVALID],
      ['no online flag', 'POST', '/setup/types', { ...type, online: undefined }, 422, FLAG_INVALID],
      ['no species', 'POST', '/setup/types', { ...type, speciesIds: [] }, 422, SPECIES_REQUIRED],
      ['a species of nothing', 'POST', '/setup/types', { ...type, speciesIds: [999_999] }, 422, SETUP_SPECIES_NOT_FOUND],
      ['neither new nor returning clients', 'POST', '/setup/types', { ...type, forNewClients: false, forReturningClients: false }, 422, CLIENT_STATUS_REQUIRED],
      ['a type of nobody', 'PUT', '/setup/types/999999', type, 404, 'Not found'],
    ])('%s is refused (%s %s)', async (_, method, path, body, status, message) => {
      const before = await Promise.all([rowCount(t, 'clinicians'), rowCount(t, 'appointment_types')]);
      const res = await desk(path, manager, { method, body });
      expect(res.status).toBe(status);
      expect((await read(res)).message).toBe(message);
      expect(await Promise.all([rowCount(t, 'clinicians'), rowCount(t, 'appointment_types')])).toEqual(before);
    });

    it('a body that is not JSON is a 400', async () => {
      const res = await t.request('/api/v1/desk/setup/types', {
        method: 'POST',
        token: manager,
        headers: { 'content-type': 'application/json' },
        body: '{"name":',
      });
      expect(res.status).toBe(400);
      expect((await read(res)).message).toBe(INVALID_JSON);
    });
  });
});
