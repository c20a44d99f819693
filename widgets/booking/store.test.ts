import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api/errors';
import { BookingResultAnswerSchema } from '../../shared/schemas/appointments';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { canContinue, createBookingStore, BOOKING_CONNECTION_LOST, DEFAULT_BOOKING_ERROR, startStep } from './store';
import type { BookingApi, BookingStart, SlotDays } from './types';

const apiError = (status: number, error?: string) => new ApiError({ data: error ? { message: error } : {}, status, statusText: '', error });

const clinics = [
  { id: 1, name: 'Tui Vets Hamilton', address: '12 Grey Street, Hamilton' },
  { id: 2, name: 'Tui Vets Cambridge', address: '4 Victoria Street, Cambridge' },
];

function startData(overrides: Partial<BookingStart> = {}): BookingStart {
  return {
    bookingConfig: { allowSelectResource: false },
    welcome: { title: 'Welcome', messageSlate: [], isActive: false },
    emergency: { messageSlate: [], isActive: false },
    clinics,
    species: [{ 1: 'Dog' }, { 2: 'Cat' }],
    pets: [{ id: 7, name: 'Rex' }],
    user: null,
    ...overrides,
  };
}

function fakeApi(start: BookingStart, overrides: Partial<BookingApi> = {}): BookingApi {
  return {
    start: vi.fn(async () => start),
    appointmentTypes: vi.fn(async () => [
      { id: 10, name: 'Vaccination', hasAcceptCheckbox: false, importantInformation: '' },
      { id: 11, name: 'Desexing', hasAcceptCheckbox: true, importantInformation: 'No food after 10pm.' },
    ]),
    calendarResources: vi.fn(async () => [{ id: 5, name: 'Dr Aroha Ngata' }]),
    slots: vi.fn(async (): Promise<SlotDays> => ({ '2026-12-02T00:00:00': [{ 'slot-a': '9:00am' }, { 'slot-b': '9:15am' }] })),
    complete: vi.fn(async () =>
      fakeAnswer(BookingResultAnswerSchema, {
        appointments: [{ id: 99, bookingDate: '2026-12-02T09:00:00+13:00', status: 'newAppointment' }],
        clinicName: 'Tui Vets Hamilton',
        clinicAddress: '12 Grey Street, Hamilton',
      }),
    ),
    ...overrides,
  };
}

async function setup(start = startData(), apiOverrides: Partial<BookingApi> = {}, options: { onExit?: () => void } = {}) {
  const api = fakeApi(start, apiOverrides);
  const store = createBookingStore({ api, currentMonth: '2026-11', ...options });
  await store.getState().actions.loaded();
  return { store, api, actions: store.getState().actions };
}

/** Walk forward to a step with valid answers. */
async function walkTo(store: Awaited<ReturnType<typeof setup>>['store'], target: string, typeId = '10') {
  const a = store.getState().actions;
  const at = () => store.getState().step;
  for (let guard = 0; guard < 10 && at() !== target; guard++) {
    switch (at()) {
      case 'SelectAppointmentClinic':
        a.clinicChosen('1');
        break;
      case 'SetPetDetails':
        if (!store.getState().form.pets[0]!.name) a.petChanged(0, { name: 'Rex', speciesId: '1' });
        break;
      case 'SetAppointmentDetails':
        a.appointmentTypeChosen(typeId);
        break;
      case 'AppointmentTypeNotes':
        a.acceptanceToggled(true);
        break;
      case 'SelectAppointmentTime':
        a.dateChosen('2026-12-02');
        a.timeChosen({ 'slot-a': '9:00am' });
        break;
      default:
        // The other steps ask nothing that Continue needs.
        break;
    }
    await a.continued();
  }
  expect(at()).toBe(target);
}

describe('<vet-booking> store', () => {
  describe('start', () => {
    it.each([
      ['welcome active', { welcome: { title: 'Hi', messageSlate: [], isActive: true } }, 'Welcome'],
      ['one clinic, no welcome', { clinics: [clinics[0]!] }, 'SetPetDetails'],
      ['several clinics, no welcome', {}, 'SelectAppointmentClinic'],
    ])('%s starts at %s', (_, overrides, step) => {
      expect(startStep(startData(overrides as Partial<BookingStart>))).toBe(step);
    });

    it('picks the only clinic for the visitor', async () => {
      const { store } = await setup(startData({ clinics: [clinics[1]!] }));
      expect(store.getState().form.clinicId).toBe('2');
    });

    it('makes anonymous visitors New and linked clients Returning', async () => {
      expect((await setup()).store.getState().form.customerStatusId).toBe(1);
      const linked = await setup(startData({ user: { isAccountLinkedToPms: true } }));
      expect(linked.store.getState().form.customerStatusId).toBe(2);
      const unlinked = await setup(startData({ user: { isAccountLinkedToPms: false } }));
      expect(unlinked.store.getState().form.customerStatusId).toBeNull();
    });
  });

  describe('forward', () => {
    it('goes from Welcome to clinic select, or straight to pets with one clinic', async () => {
      const several = await setup(startData({ welcome: { title: 'Hi', messageSlate: [], isActive: true } }));
      await several.actions.continued();
      expect(several.store.getState().step).toBe('SelectAppointmentClinic');
      const one = await setup(startData({ clinics: [clinics[0]!], welcome: { title: 'Hi', messageSlate: [], isActive: true } }));
      await one.actions.continued();
      expect(one.store.getState().step).toBe('SetPetDetails');
    });

    it('shows the notes step only for a type with important information', async () => {
      const plain = await setup();
      await walkTo(plain.store, 'SelectAppointmentTime', '10');
      const withNotes = await setup();
      await walkTo(withNotes.store, 'AppointmentTypeNotes', '11');
    });

    it('reloads appointment types only when the pets changed', async () => {
      const { store, api, actions } = await setup();
      await walkTo(store, 'SetAppointmentDetails');
      expect(api.appointmentTypes).toHaveBeenCalledWith({ speciesId: '1', customerStatusId: 1 });
      actions.wentBack();
      await actions.continued();
      expect(api.appointmentTypes).toHaveBeenCalledTimes(1);
      actions.wentBack();
      actions.petCountChosen(2);
      actions.petChanged(1, { name: 'Tabby', speciesId: '2' });
      await actions.continued();
      expect(api.appointmentTypes).toHaveBeenLastCalledWith({ speciesId: '1,2', customerStatusId: 1 });
    });

    it('does nothing while Continue is disabled', async () => {
      const { store, actions } = await setup();
      await actions.continued();
      expect(store.getState().step).toBe('SelectAppointmentClinic');
    });
  });

  describe('back', () => {
    it('leaves the flow from Welcome and from clinic select without a welcome', async () => {
      const onExit = vi.fn();
      const { actions } = await setup(startData(), {}, { onExit });
      actions.wentBack();
      expect(onExit).toHaveBeenCalledTimes(1);
    });

    it('goes from pet details to clinic select or Welcome, and leaves where the flow opened', async () => {
      const several = await setup();
      await walkTo(several.store, 'SetPetDetails');
      several.actions.wentBack();
      expect(several.store.getState().step).toBe('SelectAppointmentClinic');

      // One clinic and a welcome: Welcome comes first, pet details goes back to it.
      const welcomed = await setup(startData({ clinics: [clinics[0]!], welcome: { title: 'Kia ora', messageSlate: [], isActive: true } }));
      await welcomed.actions.continued();
      expect(welcomed.store.getState().step).toBe('SetPetDetails');
      welcomed.actions.wentBack();
      expect(welcomed.store.getState().step).toBe('Welcome');

      // One clinic, no welcome: pet details is the first step, emergency notice or not (it
      // shows there), and Back leaves; there is no Welcome behind it to return to.
      for (const isActive of [true, false]) {
        const onExit = vi.fn();
        const first = await setup(startData({ clinics: [clinics[0]!], emergency: { messageSlate: [], isActive } }), {}, { onExit });
        expect(first.store.getState().step).toBe('SetPetDetails');
        first.actions.wentBack();
        expect(first.store.getState().step).toBe('SetPetDetails');
        expect(onExit).toHaveBeenCalledTimes(1);
      }
    });

    it('clears type and clinician leaving appointment details', async () => {
      const { store, actions } = await setup();
      await walkTo(store, 'SetAppointmentDetails');
      actions.appointmentTypeChosen('10');
      actions.wentBack();
      expect(store.getState().step).toBe('SetPetDetails');
      expect(store.getState().form).toMatchObject({ appointmentTypeId: '', preferredClinician: '' });
    });

    it('clears acceptance leaving the notes', async () => {
      const { store, actions } = await setup();
      await walkTo(store, 'AppointmentTypeNotes', '11');
      actions.acceptanceToggled(true);
      actions.wentBack();
      expect(store.getState().step).toBe('SetAppointmentDetails');
      expect(store.getState().form.acceptTermsAndConditions).toBe(false);
    });

    it('clears acceptance, date and time leaving the time step, back to appointment details', async () => {
      const { store, actions } = await setup();
      await walkTo(store, 'SelectAppointmentTime', '11');
      actions.dateChosen('2026-12-02');
      actions.timeChosen({ 'slot-a': '9:00am' });
      actions.wentBack();
      expect(store.getState().step).toBe('SetAppointmentDetails');
      expect(store.getState().form).toMatchObject({ acceptTermsAndConditions: false, date: '', time: null });
    });

    it('clears date and time leaving my details', async () => {
      const { store, actions } = await setup();
      await walkTo(store, 'SetMyDetails');
      actions.wentBack();
      expect(store.getState().step).toBe('SelectAppointmentTime');
      expect(store.getState().form).toMatchObject({ date: '', time: null });
    });
  });

  describe('choices', () => {
    it('pads and trims the pet list with the pet count', async () => {
      const { store, actions } = await setup();
      actions.petChanged(0, { name: 'Rex', speciesId: '1' });
      actions.petCountChosen(3);
      expect(store.getState().form.pets).toEqual([
        { id: '', name: 'Rex', speciesId: '1' },
        { id: '', name: '', speciesId: '' },
        { id: '', name: '', speciesId: '' },
      ]);
      actions.petCountChosen(1);
      expect(store.getState().form.pets).toEqual([{ id: '', name: 'Rex', speciesId: '1' }]);
    });

    it('fills a saved pet name and clears name and species for New Pet', async () => {
      const { store, actions } = await setup(startData({ user: { isAccountLinkedToPms: true } }));
      actions.petChanged(0, { id: '7' });
      expect(store.getState().form.pets[0]).toEqual({ id: '7', name: 'Rex', speciesId: '' });
      actions.petChanged(0, { speciesId: '1' });
      actions.petChanged(0, { id: 'newPet' });
      expect(store.getState().form.pets[0]).toEqual({ id: 'newPet', name: '', speciesId: '' });
    });

    it('prompts to sign in and link instead of choosing Returning when not linked', async () => {
      const { store, actions } = await setup();
      actions.clientStatusChosen(2);
      expect(store.getState().linkPrompt).toBe(true);
      expect(store.getState().form.customerStatusId).toBe(1);
    });

    it('resets the clinician to no preference and loads clinicians when resources are selectable', async () => {
      const { store, api, actions } = await setup(startData({ bookingConfig: { allowSelectResource: true } }));
      await walkTo(store, 'SetAppointmentDetails');
      actions.appointmentTypeChosen('10');
      expect(store.getState().form.preferredClinician).toBe('noPreference');
      await vi.waitFor(() => expect(store.getState().clinicians).toHaveLength(1));
      expect(api.calendarResources).toHaveBeenCalledWith({ clinicId: '1', appointmentTypeId: '10' });
    });

    it('clears the date when the month changes and the time when the date changes', async () => {
      const { store, api, actions } = await setup();
      await walkTo(store, 'SelectAppointmentTime');
      actions.dateChosen('2026-11-30');
      actions.timeChosen({ 'slot-a': '9:00am' });
      actions.dateChosen('2026-12-02');
      expect(store.getState().form.time).toBeNull();
      actions.timeChosen({ 'slot-a': '9:00am' });
      actions.monthChanged('2026-12');
      expect(store.getState().form).toMatchObject({ month: '2026-12', date: '', time: null });
      expect(api.slots).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2026-12', clinicId: '1', petCount: 1, speciesId: '1' }));
    });

    it('never asks for slots beyond the twelve months the server answers', async () => {
      const { store, api, actions } = await setup();
      await walkTo(store, 'SelectAppointmentTime');
      actions.monthChanged('2027-11');
      expect(store.getState().form.month).toBe('2027-11');
      const calls = vi.mocked(api.slots).mock.calls.length;
      actions.monthChanged('2027-12');
      expect(api.slots).toHaveBeenCalledTimes(calls);
      expect(store.getState().form.month).toBe('2027-11');
    });

    it('never asks for slots before the current month', async () => {
      const { store, api, actions } = await setup();
      await walkTo(store, 'SelectAppointmentTime');
      const calls = vi.mocked(api.slots).mock.calls.length;
      actions.monthChanged('2026-10');
      expect(api.slots).toHaveBeenCalledTimes(calls);
      expect(store.getState().form.month).toBe('2026-11');
    });
  });

  describe('Continue disabled rules', () => {
    it('requires names and species for every pet', async () => {
      const { store, actions } = await setup(startData({ clinics: [clinics[0]!] }));
      expect(canContinue(store.getState())).toBe(false);
      actions.petChanged(0, { name: 'Rex' });
      expect(canContinue(store.getState())).toBe(false);
      actions.petChanged(0, { speciesId: '1' });
      expect(canContinue(store.getState())).toBe(true);
      actions.petCountChosen(2);
      expect(canContinue(store.getState())).toBe(false);
    });

    it('requires a clinician choice when the config allows selecting one', async () => {
      const { store, actions } = await setup(startData({ bookingConfig: { allowSelectResource: true } }));
      await walkTo(store, 'SetAppointmentDetails');
      actions.appointmentTypeChosen('10');
      actions.clinicianChosen('');
      expect(canContinue(store.getState())).toBe(false);
      actions.clinicianChosen('5');
      expect(canContinue(store.getState())).toBe(true);
    });

    it('requires first name, last name, email and phone, notes up to 400', async () => {
      const { store, actions } = await setup();
      await walkTo(store, 'SetMyDetails');
      for (const [field, value] of [
        ['firstName', 'Sam'],
        ['lastName', 'Taylor'],
        ['email', 'sam@example.nz'],
      ] as const) {
        actions.detailChanged(field, value);
        expect(canContinue(store.getState())).toBe(false);
      }
      actions.detailChanged('phone', '021 555 0101');
      expect(canContinue(store.getState())).toBe(true);
      actions.detailChanged('notes', 'x'.repeat(401));
      expect(canContinue(store.getState())).toBe(false);
    });
  });

  describe('submit', () => {
    async function readyToSubmit(apiOverrides: Partial<BookingApi> = {}) {
      const ctx = await setup(startData({ user: { isAccountLinkedToPms: true } }), apiOverrides);
      ctx.actions.clinicChosen('1');
      await ctx.actions.continued();
      ctx.actions.petChanged(0, { id: 'newPet' });
      ctx.actions.petChanged(0, { name: 'Pip', speciesId: '2' });
      await walkTo(ctx.store, 'SetMyDetails');
      ctx.actions.detailChanged('firstName', 'Sam');
      ctx.actions.detailChanged('lastName', 'Taylor');
      ctx.actions.detailChanged('email', 'sam@example.nz');
      ctx.actions.detailChanged('phone', '021 555 0101');
      return ctx;
    }

    it("sends the first key of the chosen time as slotId and 'newPet' as an empty id", async () => {
      const { store, api, actions } = await readyToSubmit();
      await actions.continued();
      expect(api.complete).toHaveBeenCalledWith(
        expect.objectContaining({ slotId: 'slot-a', pets: [{ id: '', name: 'Pip', speciesId: '2' }], customerStatusId: 2, clinicId: '1' }),
      );
      expect(store.getState().step).toBe('AppointmentConfirmed');
      expect(store.getState().confirmation?.clinicName).toBe('Tui Vets Hamilton');
    });

    it('shows loading and blocks Back while submitting', async () => {
      let finish!: () => void;
      const { store, actions } = await readyToSubmit({
        complete: () => new Promise((resolve) => (finish = () => resolve({ appointments: [], clinicName: '', clinicAddress: '' }))),
      });
      const pending = actions.continued();
      expect(store.getState().submitting).toBe(true);
      actions.wentBack();
      expect(store.getState().step).toBe('SetMyDetails');
      finish();
      await pending;
      expect(store.getState().submitting).toBe(false);
    });

    it.each([
      [apiError(500, 'Clinic is closed that day'), 'Clinic is closed that day'],
      [apiError(500), DEFAULT_BOOKING_ERROR],
      [new TypeError('Failed to fetch'), DEFAULT_BOOKING_ERROR],
      // No answer: the booking may have been made, and pressing again is answered it.
      [new NetworkError('/api/v2/appointment/complete', new TypeError('Failed to fetch')), BOOKING_CONNECTION_LOST],
      [apiError(504), BOOKING_CONNECTION_LOST],
    ])('shows the server message or the default on failure (%o)', async (failure, message) => {
      const { store, actions } = await readyToSubmit({ complete: () => Promise.reject(failure) });
      await actions.continued();
      expect(store.getState().submitError).toBe(message);
      expect(store.getState().step).toBe('SetMyDetails');
    });

    it('returns to the calendar with fresh slots when the time was taken', async () => {
      const { store, api, actions } = await readyToSubmit({
        complete: () => Promise.reject(apiError(409, 'Sorry, that time has just been taken. Please choose another time.')),
      });
      const calls = vi.mocked(api.slots).mock.calls.length;
      await actions.continued();
      expect(store.getState().step).toBe('SelectAppointmentTime');
      expect(store.getState().form).toMatchObject({ date: '', time: null });
      expect(store.getState().submitError).toBe('Sorry, that time has just been taken. Please choose another time.');
      expect(vi.mocked(api.slots).mock.calls.length).toBe(calls + 1);
    });
  });

  describe('prefill attributes changed after the start', () => {
    it('fill what is still empty or still the old prefill, and never what the visitor typed', async () => {
      const api = fakeApi(startData());
      const store = createBookingStore({ api, currentMonth: '2026-11', prefill: { firstName: 'Aroha', email: 'old@example.nz' } });
      const { actions } = store.getState();
      await actions.loaded();
      actions.detailChanged('lastName', 'Typed');
      actions.prefillChanged({ firstName: 'Mere', lastName: 'Tane', email: 'new@example.nz', phone: '021 555', clinicId: '2', speciesId: '2' });
      const { form } = store.getState();
      expect([form.firstName, form.lastName, form.email, form.phone]).toEqual(['Mere', 'Typed', 'new@example.nz', '021 555']);
      expect(form.clinicId).toBe('2');
      expect(form.pets[0]!.speciesId).toBe('2');
      // Unknown clinics and species are ignored, as at the start.
      actions.prefillChanged({ clinicId: '99', speciesId: '9' });
      expect(store.getState().form.clinicId).toBe('2');
      expect(store.getState().form.pets[0]!.speciesId).toBe('2');
      expect(api.start).toHaveBeenCalledTimes(1);
    });
  });

  it('reads the start data again when the session changes mid-flow, keeping the step and the answers', async () => {
    const start = vi.fn(async () => startData());
    const api = { ...fakeApi(startData()), start };
    const store = createBookingStore({ api, currentMonth: '2026-11' });
    await store.getState().actions.loaded();
    store.getState().actions.clinicChosen('2');
    const step = store.getState().step;
    start.mockResolvedValueOnce(startData({ user: { id: 7, firstName: 'Sam' } as never, pets: [{ id: 8, name: 'Bella' }] }));
    await store.getState().actions.sessionChanged();
    expect(store.getState().start!.pets).toEqual([{ id: 8, name: 'Bella' }]);
    expect(store.getState().step).toBe(step);
    expect(store.getState().form.clinicId).toBe('2');
  });
});
