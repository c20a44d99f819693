import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../kit/WidgetRoot';
import { Booking, LOAD_ERROR, type BookingProps } from './Booking';
import { NO_TYPES } from './steps/AppointmentDetails';
import { UNKNOWN_VET_GROUP, unknownGroupMessage } from '../../shared/api/errors';
import { PET_CHOSEN_ALREADY } from '../../shared/schemas/appointments';
import { DEFAULT_BOOKING_ERROR } from './store';
import { CLINICS, NOW, RESULT, fail, ok, startData, testServer, type Routes } from './testServer';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { stickyHeader } from '../kit/scroll.testing';
import { ProfileAnswerSchema } from '../../shared/schemas/profile';

type Server = ReturnType<typeof testServer>;

function renderBooking(routes: Partial<Routes> = {}, props: Partial<BookingProps> = {}) {
  const server = testServer(routes);
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['vet-booking:ready', 'vet-booking:step-change', 'vet-booking:completed', 'vet-booking:error'])
    host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  const user = userEvent.setup();
  const { unmount } = render(
    <WidgetRoot tag="vet-booking" host={host} root={host} attributes={{ apiBase: 'http://api.test' }} fetch={server.fetch}>
      <Booking now={NOW} {...props} />
    </WidgetRoot>,
  );
  const named = (type: string) => events.filter((e) => e.type === type).map((e) => e.detail);
  return { server, host, user, events: named, unmount };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Complete booking)$/ });
const back = () => screen.getByRole('button', { name: 'Back' });
const isEnabled = (button: HTMLElement) => !(button as HTMLButtonElement).disabled;

async function petDetails(user: ReturnType<typeof userEvent.setup>, name = 'Rex', species = 'Dog', index = 0) {
  await user.type(screen.getAllByRole('textbox', { name: /Pet's name/ })[index]!, name);
  await user.selectOptions(screen.getAllByRole('combobox', { name: /Species/ })[index]!, species);
}

async function toTimeStep(user: ReturnType<typeof userEvent.setup>, server: Server) {
  await heading('Welcome to Tui Vets');
  await user.click(continueButton());
  await heading('Choose a clinic');
  await user.click(screen.getByRole('radio', { name: 'Tui Vets Hamilton' }));
  await user.click(continueButton());
  await heading('About your pet');
  await petDetails(user);
  await user.click(continueButton());
  await heading('Appointment details');
  await user.click(await screen.findByRole('radio', { name: 'Vaccination' }));
  await user.click(continueButton());
  await heading('Choose a date and time');
  await waitFor(() => expect(server.calls('/slots')).toHaveLength(1));
}

async function toMyDetails(user: ReturnType<typeof userEvent.setup>, server: Server) {
  await toTimeStep(user, server);
  await user.click(await screen.findByRole('button', { name: 'Wednesday, 25 November 2026' }));
  await user.click(screen.getByRole('button', { name: '9:00am' }));
  await user.click(continueButton());
  await heading('My details');
  await fillMyDetails(user);
}

async function fillMyDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Ngata');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aroha@example.nz');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '021 555 1234');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<vet-booking>', () => {
  describe('a visitor booking from the welcome screen', () => {
    it('goes welcome → clinic → pets → details → notes → time → my details → confirmed', async () => {
      const { user, server, events } = renderBooking();

      // Welcome: title and rich message; no progress bar yet.
      await heading('Welcome to Tui Vets');
      expect(screen.getByText('Book in a few steps.')).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Booking progress' })).toBeNull();
      expect(events('vet-booking:ready')).toEqual([{ step: 'Welcome', clinics: 2 }]);
      await user.click(continueButton());

      // Clinic: Continue waits for a choice.
      await heading('Choose a clinic');
      expect(screen.getByText('12 Grey Street, Hamilton')).toBeTruthy();
      expect(isEnabled(continueButton())).toBe(false);
      await user.click(screen.getByRole('radio', { name: 'Tui Vets Hamilton' }));
      expect(isEnabled(continueButton())).toBe(true);
      await user.click(continueButton());

      // Pets: stage 1 of the four; an anonymous visitor is New.
      await heading('About your pet');
      const progress = screen.getByRole('navigation', { name: 'Booking progress' });
      expect(
        within(progress)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-current')),
      ).toEqual(['step', null, null, null]);
      expect(screen.getByRole('radio', { name: 'New' }).getAttribute('aria-checked')).toBe('true');
      expect(isEnabled(continueButton())).toBe(false);
      await petDetails(user, 'Rex', 'Dog');
      expect(isEnabled(continueButton())).toBe(true);
      await user.click(continueButton());

      // Appointment details: types for the pets' species and the client status.
      await heading('Appointment details');
      await screen.findByRole('radio', { name: 'Desexing' });
      expect(server.calls('/appointment-type').map((r) => r.path)).toEqual(['/api/v2/appointment/appointment-type?speciesId=1&customerStatusId=1']);
      expect(isEnabled(continueButton())).toBe(false);
      await user.click(screen.getByRole('radio', { name: 'Desexing' }));
      await user.click(continueButton());

      // Notes: the type's important information; Continue needs the acceptance.
      await heading('Important information');
      expect(screen.getByText('No food after 10pm the night before.')).toBeTruthy();
      expect(
        within(progress.isConnected ? progress : screen.getByRole('navigation', { name: 'Booking progress' }))
          .getAllByRole('listitem')[1]!
          .getAttribute('aria-current'),
      ).toBe('step');
      expect(isEnabled(continueButton())).toBe(false);
      await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the information above' }));
      await user.click(continueButton());

      // Time: the month's slots; a day, then a time.
      await heading('Choose a date and time');
      await waitFor(() => expect(server.calls('/slots')).toHaveLength(1));
      expect(server.calls('/slots')[0]!.path).toBe('/api/v2/appointment/slots?clinicId=tui-hamilton&date=2026-11&petCount=1&speciesId=1&appointmentTypeId=11');
      expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Thursday, 19 November 2026' }).getAttribute('aria-disabled')).toBe('true');
      await user.click(await screen.findByRole('button', { name: 'Wednesday, 25 November 2026' }));
      expect(isEnabled(continueButton())).toBe(false);
      await user.click(screen.getByRole('button', { name: '9:30am' }));
      expect(isEnabled(continueButton())).toBe(true);
      await user.click(continueButton());

      // My details: the last step's button reads 'Complete booking'.
      await heading('My details');
      expect(server.calls('/hold')[0]!.body).toEqual({ slotId: 'slot-930', previousHoldId: null, visitorId: expect.any(String) });
      expect(continueButton().textContent).toBe('Complete booking');
      expect(isEnabled(continueButton())).toBe(false);
      await fillMyDetails(user);
      await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Shy dog');
      await user.click(continueButton());

      // Confirmed: the booked appointments, the clinic, no footer.
      await heading('Your appointment is booked');
      expect(server.calls('/complete')[0]!.body).toEqual({
        clinicId: 'tui-hamilton',
        pets: [{ id: '', name: 'Rex', speciesId: '1' }],
        appointmentTypeId: '11',
        acceptTermsAndConditions: true,
        slotId: 'slot-930',
        customerStatusId: 1,
        firstName: 'Aroha',
        lastName: 'Ngata',
        email: 'aroha@example.nz',
        phone: '021 555 1234',
        notes: 'Shy dog',
        preferredClinician: 'noPreference',
        holdId: '0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01',
      });
      expect(screen.getByText('Rex')).toBeTruthy();
      expect(screen.getByText(/25 November 2026 9:00AM/i)).toBeTruthy();
      expect(screen.getByText('Tui Vets Hamilton')).toBeTruthy();
      expect(screen.getByText('12 Grey Street, Hamilton')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Continue|Back|Complete booking/ })).toBeNull();
      // Anonymous: no link to the account's appointments.
      expect(screen.queryByRole('link', { name: 'View my appointments' })).toBeNull();

      expect(events('vet-booking:step-change').map((d) => (d as { step: string }).step)).toEqual([
        'SelectAppointmentClinic',
        'SetPetDetails',
        'SetAppointmentDetails',
        'AppointmentTypeNotes',
        'SelectAppointmentTime',
        'SetMyDetails',
        'AppointmentConfirmed',
      ]);
      expect(events('vet-booking:completed')).toEqual([
        { appointmentIds: ['501'], clinic: { name: RESULT.clinicName, address: RESULT.clinicAddress }, time: RESULT.appointments[0]!.bookingDate },
      ]);
      expect(events('vet-booking:error')).toEqual([]);
    });

    it('links a signed-in client to their appointments once booked', async () => {
      const { user, server } = renderBooking({ start: ok(startData({ user: { isAccountLinkedToPms: true } })) });
      await toMyDetails(user, server);
      await user.click(continueButton());
      await heading('Your appointment is booked');
      expect(screen.getByRole('link', { name: 'View my appointments' }).getAttribute('href')).toBe('http://api.test/account/appointments');
      expect(server.calls('/complete')[0]!.body).toMatchObject({ customerStatusId: 2 });
    });

    it('sends the vet group header on every call', async () => {
      const { server } = renderBooking();
      await heading('Welcome to Tui Vets');
      expect(server.requests[0]!.headers['x-vet-id']).toBe('tui-vets');
    });
  });

  describe('when one clinic and no welcome', () => {
    it('starts at pet details, skipping the clinic step; with no back-url there is no Back there (the host page history is not ours)', async () => {
      const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {});
      const { events } = renderBooking({ start: ok(startData({ clinics: [CLINICS[0]!], welcome: { title: '', messageSlate: [], isActive: false } })) });
      await heading('About your pet');
      expect(screen.queryByRole('radio', { name: 'Tui Vets Hamilton' })).toBeNull();
      expect(events('vet-booking:ready')).toEqual([{ step: 'SetPetDetails', clinics: 1 }]);
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
      expect(historyBack).not.toHaveBeenCalled();
    });

    it('with back-url, Back on the first step fires a cancelable vet-booking:exit and, if not cancelled, follows the link', async () => {
      const assign = vi.fn();
      Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign, href: 'http://clinic.test/book' } });
      const historyBack = vi.spyOn(history, 'back').mockImplementation(() => {});
      const { user, host } = renderBooking(
        { start: ok(startData({ clinics: [CLINICS[0]!], welcome: { title: '', messageSlate: [], isActive: false } })) },
        { backUrl: '/our-services' },
      );
      await heading('About your pet');
      const exits: unknown[] = [];
      const cancel = (e: Event) => {
        exits.push((e as CustomEvent).detail);
        e.preventDefault();
      };
      host.addEventListener('vet-booking:exit', cancel);
      await user.click(back());
      expect(exits).toEqual([{ href: '/our-services' }]);
      expect(assign).not.toHaveBeenCalled();
      host.removeEventListener('vet-booking:exit', cancel);
      await user.click(back());
      expect(assign).toHaveBeenCalledWith('/our-services');
      expect(historyBack).not.toHaveBeenCalled();
    });

    it('shows the emergency notice on a first step that has no Back without back-url', async () => {
      renderBooking({
        start: ok(
          startData({
            clinics: [CLINICS[0]!],
            welcome: { title: '', messageSlate: [], isActive: false },
            emergency: { messageSlate: [{ type: 'paragraph', children: [{ text: 'Dog bitten? Call 07 838 1234 now.' }] }], isActive: true },
          }),
        ),
      });
      await heading('About your pet');
      expect(screen.getByRole('note', { name: 'Emergency' }).textContent).toContain('Dog bitten? Call 07 838 1234 now.');
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    });
  });

  describe('going back', () => {
    it('clears the type leaving appointment details, and the date and time leaving my details', async () => {
      const { user, server } = renderBooking();
      await toMyDetails(user, server);
      await user.click(back());
      await heading('Choose a date and time');
      expect(screen.queryByRole('button', { name: '9:00am' })).toBeNull(); // no day chosen any more
      expect(isEnabled(continueButton())).toBe(false);
      await user.click(back());
      await heading('Appointment details');
      // Back from the time keeps the type; back from the details clears it.
      expect(screen.getByRole('radio', { name: 'Vaccination' }).getAttribute('aria-checked')).toBe('true');
      await user.click(back());
      await heading('About your pet');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Pet's name/ }).value).toBe('Rex');
      await user.click(continueButton());
      await heading('Appointment details');
      expect(screen.getByRole('radio', { name: 'Vaccination' }).getAttribute('aria-checked')).toBe('false');
      expect(isEnabled(continueButton())).toBe(false);
      // The pets did not change: the types are not loaded again.
      expect(server.calls('/appointment-type')).toHaveLength(1);
    });
  });

  describe('pet details', () => {
    it('adds and removes pet forms with the pet count, and asks for a name and species', async () => {
      const { user } = renderBooking({ start: ok(startData({ clinics: [CLINICS[0]!], welcome: { title: '', messageSlate: [], isActive: false } })) });
      await heading('About your pet');
      await user.selectOptions(screen.getByRole('combobox', { name: 'How many pets are you booking for?' }), '3');
      expect(screen.getAllByRole('group', { name: /^Pet \d$/ })).toHaveLength(3);
      await user.click(screen.getAllByRole('textbox', { name: /Pet's name/ })[1]!);
      await user.tab();
      expect(screen.getByText('The Name is required')).toBeTruthy();
      await user.selectOptions(screen.getByRole('combobox', { name: 'How many pets are you booking for?' }), '1');
      expect(screen.getAllByRole('group', { name: /^Pet \d$/ })).toHaveLength(1);
    });

    it('prompts an anonymous visitor choosing Returning to log in, and keeps them New', async () => {
      const { user } = renderBooking({ start: ok(startData({ clinics: [CLINICS[0]!], welcome: { title: '', messageSlate: [], isActive: false } })) });
      await heading('About your pet');
      await user.click(screen.getByRole('radio', { name: 'Returning' }));
      const dialog = screen.getByRole('dialog', { name: 'Log in to continue as a returning client' });
      expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(/^http:\/\/api\.test\/sign-in\?callbackUrl=/);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('radio', { name: 'New' }).getAttribute('aria-checked')).toBe('true');
    });

    it('lets a signed-in client pick a saved pet, and a linked client skips New/Returning', async () => {
      const { user, server } = renderBooking({
        start: ok(
          startData({
            clinics: [CLINICS[0]!],
            welcome: { title: '', messageSlate: [], isActive: false },
            pets: [{ id: 7, name: 'Moss', speciesId: 1 }],
            user: { isAccountLinkedToPms: true },
          }),
        ),
      });
      await heading('About your pet');
      expect(screen.queryByRole('radio', { name: 'Returning' })).toBeNull();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Choose a pet' }), 'Moss');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Pet's name/ }).value).toBe('Moss');
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Species/ }).value).toBe('1');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Choose a pet' }), 'New Pet');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Pet's name/ }).value).toBe('');
      await petDetails(user, 'Kiwi', 'Cat');
      await user.click(continueButton());
      await heading('Appointment details');
      await waitFor(() => expect(server.calls('/appointment-type')[0]!.path).toContain('speciesId=2&customerStatusId=2'));
    });
  });

  describe('signed in', () => {
    it('starts My details from the profile: name, email and phone', async () => {
      const { user, server } = renderBooking({
        start: ok(startData({ clinics: [CLINICS[0]!], welcome: { title: '', messageSlate: [], isActive: false }, user: { isAccountLinkedToPms: false } })),
        profile: ok(
          fakeAnswer(ProfileAnswerSchema, {
            id: 1,
            firstName: 'Sam',
            lastName: 'Taylor',
            email: 'sam@example.nz',
            phone: '021 555 0101',
            clientCode: 'TV10234',
          }),
        ),
      });
      await heading('About your pet');
      await user.click(screen.getByRole('radio', { name: /New/ }));
      await petDetails(user);
      await user.click(continueButton());
      await user.click(await screen.findByRole('radio', { name: 'Vaccination' }));
      await user.click(continueButton());
      await user.click(await screen.findByRole('button', { name: 'Wednesday, 25 November 2026' }));
      await user.click(screen.getByRole('button', { name: '9:00am' }));
      await user.click(continueButton());
      await heading('My details');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Sam');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Last name/ }).value).toBe('Taylor');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe('sam@example.nz');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Phone/ }).value).toBe('021 555 0101');
      expect(isEnabled(continueButton())).toBe(true);
      expect(server.requests.filter((r) => r.path === '/api/v1/profile')).toHaveLength(1);
    });

    it('asks nothing of the profile for a visitor who is not signed in', async () => {
      const { server } = renderBooking();
      await heading('Welcome to Tui Vets');
      expect(server.requests.filter((r) => r.path === '/api/v1/profile')).toHaveLength(0);
    });
  });

  describe('the calendar', () => {
    it('stops at the last month the server answers: Next is disabled there', async () => {
      const { user, server } = renderBooking();
      await toTimeStep(user, server);
      const next = () => screen.getByRole('button', { name: 'Next month' });
      for (let i = 0; i < 12; i++) await user.click(next());
      expect(screen.getByText(/November 2027/)).toBeTruthy();
      expect((next() as HTMLButtonElement).disabled).toBe(true);
      await user.click(next());
      expect(server.calls('/slots').map((c) => new URL(c.path, 'http://x').searchParams.get('date'))).not.toContain('2027-12');
      expect(screen.queryByText(/could not load the available times/)).toBeNull();
    });
  });

  describe('a saved pet chosen twice', () => {
    it('says so on the pet step at once and keeps Continue disabled until another pet is chosen', async () => {
      const { user } = renderBooking({
        start: ok(
          startData({
            clinics: [CLINICS[0]!],
            welcome: { title: '', messageSlate: [], isActive: false },
            pets: [
              { id: 7, name: 'Moss', speciesId: 1 },
              { id: 8, name: 'Kiwi', speciesId: 2 },
            ],
            user: { isAccountLinkedToPms: true },
          }),
        ),
      });
      await heading('About your pet');
      await user.selectOptions(screen.getByRole('combobox', { name: /How many pets/ }), '2');
      const choose = () => screen.getAllByRole('combobox', { name: /Choose a pet/ });
      await user.selectOptions(choose()[0]!, 'Moss');
      await user.selectOptions(choose()[1]!, 'Moss');
      expect(screen.getByText(PET_CHOSEN_ALREADY)).toBeTruthy();
      expect(choose()[1]!.getAttribute('aria-invalid')).toBe('true');
      expect(isEnabled(continueButton())).toBe(false);
      await user.selectOptions(choose()[1]!, 'Kiwi');
      expect(screen.queryByText(PET_CHOSEN_ALREADY)).toBeNull();
      expect(isEnabled(continueButton())).toBe(true);
    });
  });

  describe('appointment details', () => {
    it(`shows '${NO_TYPES}' when the pets have no appointment types`, async () => {
      const { user } = renderBooking({
        start: ok(startData({ clinics: [CLINICS[0]!], welcome: { title: '', messageSlate: [], isActive: false } })),
        types: ok([]),
      });
      await heading('About your pet');
      await petDetails(user);
      await user.click(continueButton());
      expect((await screen.findByText(NO_TYPES)).getAttribute('role')).toBe('status');
      expect(isEnabled(continueButton())).toBe(false);
    });

    it('offers a preferred clinician, with no preference chosen, when the config allows it', async () => {
      const { user, server } = renderBooking({
        start: ok(
          startData({
            clinics: [CLINICS[0]!],
            welcome: { title: '', messageSlate: [], isActive: false },
            bookingConfig: { allowSelectResource: true },
          }),
        ),
      });
      await heading('About your pet');
      await petDetails(user);
      await user.click(continueButton());
      await user.click(await screen.findByRole('radio', { name: 'Vaccination' }));
      const clinician = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Preferred clinician' });
      expect(clinician.value).toBe('noPreference');
      await screen.findByRole('option', { name: 'Dr Aroha Ngata' });
      expect(server.calls('/calendar-resources')[0]!.path).toBe('/api/v2/appointment/calendar-resources?clinicId=tui-hamilton&appointmentTypeId=10');
      await user.selectOptions(clinician, 'Dr Aroha Ngata');
      await user.click(continueButton());
      await heading('Choose a date and time');
      await waitFor(() => expect(server.calls('/slots')[0]!.path).toContain('calendarResourceId=5'));
    });
  });

  describe('when booking fails', () => {
    it("shows the server's message in a toast and stays on my details", async () => {
      const { user, server, events } = renderBooking({ complete: fail(422, 'The clinic is closed that day') });
      await toMyDetails(user, server);
      await user.click(continueButton());
      expect((await screen.findByRole('alert')).textContent).toContain('The clinic is closed that day');
      expect(screen.getByRole('heading', { level: 2, name: 'My details' })).toBeTruthy();
      expect(events('vet-booking:error')).toEqual([{ message: 'The clinic is closed that day' }]);
    });

    it(`falls back to '${DEFAULT_BOOKING_ERROR}'`, async () => {
      const { user, server } = renderBooking({ complete: fail(500) });
      await toMyDetails(user, server);
      await user.click(continueButton());
      expect((await screen.findByRole('alert')).textContent).toContain(DEFAULT_BOOKING_ERROR);
    });

    it('shows loading on the button and disables Back while the booking is sent', async () => {
      let release!: () => void;
      const { user, server } = renderBooking({
        complete: () => new Promise((resolve) => (release = () => resolve({ status: 201, json: { success: true, data: RESULT } }))),
      });
      await toMyDetails(user, server);
      await user.click(continueButton());
      await waitFor(() => expect(continueButton().getAttribute('aria-busy')).toBe('true'));
      expect(continueButton()).toHaveProperty('disabled', true);
      expect(back()).toHaveProperty('disabled', true);
      release();
      await heading('Your appointment is booked');
    });

    it('returns to the calendar with fresh times when the time was just taken', async () => {
      const { user, server } = renderBooking({ complete: fail(409, 'Sorry, that time has just been taken. Please choose another time.') });
      await toMyDetails(user, server);
      await user.click(continueButton());
      await heading('Choose a date and time');
      expect(screen.getAllByText('Sorry, that time has just been taken. Please choose another time.').length).toBeGreaterThan(0);
      await waitFor(() => expect(server.calls('/slots')).toHaveLength(2));
    });
  });

  describe('holding the chosen time', () => {
    const holdFor = (ms: number) => () => ({
      status: 201,
      json: { success: true, data: { holdId: '0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01', expiresAt: new Date(Date.now() + ms).toISOString(), slotId: 'slot-900' } },
    });

    it('shows how long the time is held for while the visitor types their details', async () => {
      const { user, server } = renderBooking({ hold: holdFor(5 * 60_000) });
      await toMyDetails(user, server);
      expect(screen.getByText(/^We are holding 9:00am for you for [45]:\d\d\.$/)).toBeTruthy();
    });

    it('says when the hold has ended, and still lets the visitor book', async () => {
      const { user, server } = renderBooking({ hold: holdFor(-1000) });
      await toMyDetails(user, server);
      expect(screen.getByText('Your hold on 9:00am has ended. You can still book it if nobody else has.')).toBeTruthy();
      await user.click(continueButton());
      await heading('Your appointment is booked');
    });

    it('stays on the calendar with fresh times when the time was taken before it could be held', async () => {
      const { user, server, events } = renderBooking({ hold: fail(409, 'Sorry, that time has just been taken. Please choose another time.') });
      await toTimeStep(user, server);
      await user.click(await screen.findByRole('button', { name: 'Wednesday, 25 November 2026' }));
      await user.click(screen.getByRole('button', { name: '9:00am' }));
      await user.click(continueButton());
      await waitFor(() => expect(server.calls('/slots')).toHaveLength(2));
      expect(screen.getByRole('heading', { level: 2, name: 'Choose a date and time' })).toBeTruthy();
      expect(screen.getAllByText('Sorry, that time has just been taken. Please choose another time.').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: '9:00am' }).getAttribute('aria-pressed')).toBe('false');
      expect(isEnabled(continueButton())).toBe(false);
      expect(events('vet-booking:error')).toEqual([{ message: 'Sorry, that time has just been taken. Please choose another time.' }]);
    });

    it('takes the "time taken" message away once the visitor has booked another time', async () => {
      const taken = 'Sorry, that time has just been taken. Please choose another time.';
      let holds = 0;
      const { user, server } = renderBooking({ hold: () => (++holds === 1 ? fail(409, taken) : holdFor(5 * 60_000)()) });
      await toTimeStep(user, server);
      await user.click(await screen.findByRole('button', { name: 'Wednesday, 25 November 2026' }));
      await user.click(screen.getByRole('button', { name: '9:00am' }));
      await user.click(continueButton());
      await waitFor(() => expect(server.calls('/slots')).toHaveLength(2));
      // The message is on the calendar step and in a toast (its area loads on the first toast).
      const toast = await waitFor(() =>
        screen
          .getAllByText(taken)
          .find((e) => e.closest('.Toastify__toast'))!
          .closest('.Toastify__toast')!,
      );
      await user.click(screen.getByRole('button', { name: '9:00am' }));
      await user.click(continueButton());
      await heading('My details');
      await fillMyDetails(user);
      await user.click(continueButton());
      await heading('Your appointment is booked');
      // jsdom runs no CSS animations (nor the toast's timer, one of them): end the exit animation.
      await waitFor(() => expect(toast.className).toMatch(/exit/));
      fireEvent.animationEnd(toast);
      await waitFor(() => expect(screen.queryAllByText(taken)).toEqual([]));
    });

    it('lets the held time go when the visitor goes back to choose another, then reloads the times', async () => {
      const { user, server } = renderBooking();
      await toMyDetails(user, server);
      await user.click(back());
      await heading('Choose a date and time');
      await waitFor(() => expect(server.calls('/slots')).toHaveLength(2));
      const release = server.requests.filter((r) => r.method === 'DELETE');
      expect(release.map((r) => r.path)).toEqual(['/api/v2/appointment/hold/0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01']);
      // The next hold does not name the released one.
      await user.click(await screen.findByRole('button', { name: 'Wednesday, 25 November 2026' }));
      await user.click(screen.getByRole('button', { name: '9:30am' }));
      await user.click(continueButton());
      await heading('My details');
      expect(server.calls('/hold')[1]!.body).toEqual({ slotId: 'slot-930', previousHoldId: null, visitorId: expect.any(String) });
    });
    it('gives the held time back with a keepalive request when the page is left, and not after booking', async () => {
      const { user, server } = renderBooking();
      await toMyDetails(user, server);
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
      const [release] = server.requests.filter((r) => r.method === 'DELETE');
      expect(release).toMatchObject({ path: '/api/v2/appointment/hold/0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01', keepalive: true });
      // Given back once: a second pagehide (back/forward cache) sends nothing more.
      window.dispatchEvent(new Event('pagehide'));
      await user.click(continueButton());
      await heading('Your appointment is booked');
      window.dispatchEvent(new Event('pagehide'));
      expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    });
  });

  it('gives the held time back when the widget goes away without pagehide (an SPA route change)', async () => {
    const { user, server, unmount } = renderBooking();
    await toMyDetails(user, server);
    unmount();
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'DELETE')).toMatchObject({ path: '/api/v2/appointment/hold/0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01' });
  });

  describe('confirmation', () => {
    it("offers an 'Add to calendar' file with one event per booked pet", async () => {
      const two = {
        ...RESULT,
        bookingId: '9b2f6c1e-4d7a-4f0e-9d51-2c7e0b8a1f33',
        manageUrl: 'https://portal.example/manage-booking?token=abc',
        appointments: [
          { id: 501, name: 'Rex', bookingDate: '2026-11-25T09:00:00+13:00', endDate: '2026-11-25T09:15:00+13:00', status: 'newAppointment' },
          { id: 502, name: 'Moss', bookingDate: '2026-11-25T09:15:00+13:00', status: 'newAppointment' },
        ],
      };
      const { user, server } = renderBooking({ complete: { status: 201, json: { success: true, data: two } } });
      await toMyDetails(user, server);
      await user.click(continueButton());
      await heading('Your appointment is booked');
      const link = screen.getByRole('link', { name: 'Add to calendar' });
      expect(link.getAttribute('download')).toBe('vet-appointment.ics');
      const href = link.getAttribute('href')!;
      expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
      const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics).toContain('DTSTART:20261124T200000Z\r\nDTEND:20261124T201500Z');
      expect(ics).toContain('DTSTART:20261124T201500Z\r\nDTEND:20261124T204500Z');
      expect(ics).toContain('SUMMARY:Vet appointment for Moss at Tui Vets Hamilton');
      expect(ics).toContain('LOCATION:12 Grey Street\\, Hamilton');
      // The UIDs the emails' files give them: a move or cancellation email updates this entry.
      expect(ics).toContain('UID:booking-9b2f6c1e-4d7a-4f0e-9d51-2c7e0b8a1f33-1@tui-vets.vet-widgets');
      expect(ics).toContain('UID:booking-9b2f6c1e-4d7a-4f0e-9d51-2c7e0b8a1f33-2@tui-vets.vet-widgets');
      expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Change or cancel: https://portal.example/manage-booking?token=abc');
      expect(screen.getByText('Moss')).toBeTruthy();
    });
  });

  describe('loading', () => {
    it('says so and offers to try again when the start data cannot be loaded', async () => {
      const { user, server, events } = renderBooking({ start: fail(503) });
      expect((await screen.findByRole('alert')).textContent).toContain(LOAD_ERROR);
      expect(events('vet-booking:error')).toEqual([{ message: LOAD_ERROR }]);
      server.routes.start = ok(startData());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await heading('Welcome to Tui Vets');
    });

    it('says the vet group is unknown, not "check your connection"', async () => {
      renderBooking({ start: fail(400, UNKNOWN_VET_GROUP) });
      expect((await screen.findByRole('alert')).textContent).toContain(unknownGroupMessage('tui-vets'));
    });

    it("says a sign-in of another group is that, in the server's words", async () => {
      const otherGroup = 'This sign-in belongs to another vet group. Please sign in to this one.';
      renderBooking({ start: fail(401, otherGroup) });
      expect((await screen.findByRole('alert')).textContent).toContain(otherGroup);
    });

    it('refuses an answer it cannot read instead of crashing', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderBooking({ start: ok({ clinics: 'none' }) });
      expect((await screen.findByRole('alert')).textContent).toContain(LOAD_ERROR);
      expect(warn).toHaveBeenCalledWith('unexpected answer from appointment/start', expect.any(String), expect.anything());
    });

    it('themes itself with the booking config colours', async () => {
      const { host } = renderBooking({
        start: ok(startData({ bookingConfig: { allowSelectResource: false, mainColour: '#7c3aed', hoverColour: 'javascript:x' } })),
      });
      await heading('Welcome to Tui Vets');
      expect(host.style.getPropertyValue('--vet-group-primary')).toBe('#7c3aed');
      expect(host.style.getPropertyValue('--vet-group-hover')).toBe('');
    });
  });

  describe('step changes', () => {
    it("scroll to the widget's top when it is above the view, and focus the new step's heading", async () => {
      const scrolled = vi.fn();
      Element.prototype.scrollIntoView = scrolled;
      const { user } = renderBooking();
      await heading('Welcome to Tui Vets');
      const box = screen.getByRole('heading', { level: 2 }).closest('.max-w-3xl') as HTMLElement;
      vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: -300 } as DOMRect);
      await user.click(continueButton());
      const title = await heading('Choose a clinic');
      expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
      expect(document.activeElement).toBe(title);
      // The page itself is never scrolled to its top.
      expect(window.scrollY).toBe(0);
    });
  });

  describe('below a sticky header', () => {
    it('scrolls a top hidden under the header (--vet-scroll-offset) into view, and leaves one below it alone', async () => {
      const { user } = renderBooking();
      await heading('Welcome to Tui Vets');
      const box = screen.getByRole('heading', { level: 2 }).closest('.max-w-3xl') as HTMLElement;
      expect(box.style.scrollMarginTop).toBe('var(--vet-scroll-offset, 16px)');
      // The page's header is 96px tall.
      const { scrolled } = stickyHeader(96);
      const top = vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: 40, bottom: 2000 } as DOMRect);
      await user.click(continueButton());
      await heading('Choose a clinic');
      expect(scrolled).toEqual([box]);
      top.mockReturnValue({ top: 120, bottom: 2080 } as DOMRect);
      await user.click(screen.getByRole('radio', { name: 'Tui Vets Hamilton' }));
      await user.click(continueButton());
      await heading('About your pet');
      expect(scrolled).toEqual([box]);
    });
  });

  describe('prefill attributes', () => {
    it('fills the form from valid attributes', async () => {
      const { user } = renderBooking({}, { clinic: 'tui-cambridge', species: '2', firstName: 'Aroha', email: 'aroha@example.nz', phone: '021 555' });
      await heading('Welcome to Tui Vets');
      await user.click(continueButton());
      await heading('Choose a clinic');
      expect(screen.getByRole('radio', { name: 'Tui Vets Cambridge' }).getAttribute('aria-checked')).toBe('true');
      await user.click(continueButton());
      await heading('About your pet');
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Species/ }).value).toBe('2');
    });

    it('fills the pet’s name and chooses the appointment type once it is offered (a vaccination reminder’s link)', async () => {
      const { user } = renderBooking({}, { clinic: 'tui-hamilton', species: '1', petName: 'Milo', appointmentType: '10' });
      await heading('Welcome to Tui Vets');
      await user.click(continueButton());
      await heading('Choose a clinic');
      await user.click(continueButton());
      await heading('About your pet');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Pet's name/ }).value).toBe('Milo');
      await user.click(continueButton());
      await heading('Appointment details');
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Vaccination' }).getAttribute('aria-checked')).toBe('true'));
      expect(isEnabled(continueButton())).toBe(true);
    });

    it.each([
      [{ appointmentType: 'vaccination' }, 'appointment-type must be an appointment type id: digits only (for example 2)'],
      [{ petName: 'x'.repeat(101) }, 'pet-name must be at most 100 characters'],
      [{ email: 'not-an-email' }, 'email must be an email address (for example jo@example.nz)'],
      [{ phone: '+64 21 555' }, 'phone must be digits and spaces only (for example 021 123 4567)'],
      [{ clinic: 'tui hamilton' }, 'clinic must be a clinic id: letters, digits and dashes (for example tui-hamilton)'],
      [{ species: 'dog' }, 'species must be a species id: digits only (for example 1)'],
    ])('refuses %o with a message saying what to fix, and makes no call', async (props, message) => {
      const { server } = renderBooking({}, props);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('<vet-booking> is not set up correctly');
      expect(alert.textContent).toContain(message);
      expect(server.requests).toHaveLength(0);
    });
  });
});
