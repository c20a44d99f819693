import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBookingStart } from '../../shared/schemas/fakeAnswer';
import { WidgetRoot } from '../kit/WidgetRoot';
import { BookingClassic, EMERGENCY_BANNER } from './BookingClassic';
import { DAYS_LOAD_ERROR } from './steps/BookingInfo';
import { BOOKING_ERROR, SIGNED_IN_PETS_MESSAGE, SIGNED_OUT_PETS_MESSAGE } from './store';
import { NOW, ok, testApi, type Routes } from './testApi';
import { stickyHeader } from '../kit/scroll.testing';

function renderClassic(routes: Partial<Routes> = {}) {
  const server = testApi(routes);
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['vet-booking-classic:step-change', 'vet-booking-classic:completed', 'vet-booking-classic:error'])
    host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  const user = userEvent.setup();
  render(
    <WidgetRoot tag="vet-booking-classic" host={host} root={host} attributes={{ apiBase: 'http://api.test' }} fetch={server.fetch}>
      <BookingClassic now={NOW} />
    </WidgetRoot>,
  );
  return { server, user, events };
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => screen.getByRole('button', { name: 'Next' });
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The widget's box, with a page's sticky header 96px tall (jsdom resolves no custom properties). */
/** The host's sticky header is 96px tall: the widget's box, and what was scrolled into view. */
function underHeader() {
  const box = screen.getByRole('heading', { level: 2 }).closest('.max-w-3xl') as HTMLElement;
  return { box, ...stickyHeader(96) };
}

async function toBookingInfo(user: ReturnType<typeof userEvent.setup>) {
  await heading('Select pet');
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Rex');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Dog');
  await user.click(next());
  await heading('Booking info');
}

describe('<vet-booking-classic>', () => {
  describe('an anonymous visitor', () => {
    it('books through the four steps, each validated before moving on', async () => {
      const { user, server, events } = renderClassic();
      await heading('Select pet');
      expect(screen.getByRole('note').textContent).toBe(EMERGENCY_BANNER);
      expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);

      // Step 1: the pets.
      await user.click(next());
      expect((await screen.findByRole('alert')).textContent).toBe(SIGNED_OUT_PETS_MESSAGE);
      const name = screen.getByRole('textbox', { name: /^Name/ });
      expect(errorOf(name)).toContain('The Name is required');
      expect(errorOf(screen.getByRole('combobox', { name: /^Type/ }))).toContain('The Type is required');
      expect(document.activeElement).toBe(name);
      const other = screen.getByRole('textbox', { name: /Other type/ });
      expect(other).toHaveProperty('disabled', true);
      await user.type(name, 'Shelly');
      // Each message goes as soon as its field is right, the others stay.
      expect(errorOf(name)).not.toContain('The Name is required');
      expect(errorOf(screen.getByRole('combobox', { name: /^Type/ }))).toContain('The Type is required');
      await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Other');
      expect(other).toHaveProperty('disabled', false);
      await user.type(other, 'Tortoise');
      await user.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), 'Female');
      await user.type(screen.getByRole('textbox', { name: /Weight/ }), '2.5');
      await user.selectOptions(screen.getByRole('combobox', { name: /Desexed/ }), 'Yes');
      await user.click(next());

      // Step 2: where, when and why.
      await heading('Booking info');
      await user.click(next());
      expect(errorOf(screen.getByRole('combobox', { name: /Location/ }))).toContain('Location is required');
      expect(screen.getByText('The preferred date is required')).toBeTruthy();
      expect(errorOf(screen.getByRole('textbox', { name: /Reason for booking/ }))).toContain('Reason for booking is required');
      await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Tui Vets Cambridge');
      expect(errorOf(screen.getByRole('combobox', { name: /Location/ }))).not.toContain('Location is required');
      // No past dates, no Sunday, and Cambridge is closed on Saturdays.
      expect(screen.getByRole('button', { name: 'Thursday, 19 November 2026' }).getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('button', { name: 'Saturday, 21 November 2026' }).getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('button', { name: 'Sunday, 22 November 2026' }).getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
      await user.click(screen.getByRole('button', { name: 'Tuesday, 24 November 2026' }));
      const time = screen.getByRole('combobox', { name: /Preferred time/ });
      const labels = within(time)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1);
      expect(labels[0]).toBe('8:00am');
      expect(labels[1]).toBe('8:30am');
      expect(labels.at(-1)).toBe('4:30pm');
      await user.selectOptions(time, '9:30am');
      await user.type(screen.getByRole('textbox', { name: /Reason for booking/ }), 'Shell check');
      await user.click(next());

      // Step 3: personal info. Next is hidden: this step sends the booking.
      await heading('Personal info');
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Book appointment' }));
      expect(errorOf(screen.getByRole('textbox', { name: /First name/ }))).toContain('Your first name is required');
      expect(errorOf(screen.getByRole('textbox', { name: /Email/ }))).toContain('An email is required');
      expect(errorOf(screen.getByRole('textbox', { name: /Phone/ }))).toContain('A phone number is required');
      await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
      await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Ngata');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aroha@example');
      // Still wrong: the message says what is wrong now, rather than going away.
      expect(errorOf(screen.getByRole('textbox', { name: /Email/ }))).toContain('Invalid email');
      await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+64 21');
      await user.click(screen.getByRole('button', { name: 'Book appointment' }));
      expect(errorOf(screen.getByRole('textbox', { name: /Email/ }))).toContain('Invalid email');
      expect(errorOf(screen.getByRole('textbox', { name: /Phone/ }))).toContain('Invalid phone number');
      await user.type(screen.getByRole('textbox', { name: /Email/ }), '.nz');
      expect(errorOf(screen.getByRole('textbox', { name: /Email/ }))).not.toContain('Invalid email');
      await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
      await user.type(screen.getByRole('textbox', { name: /Phone/ }), '021 555 1234');
      expect(server.posts()).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Book appointment' }));

      // Confirmation: no banner, no bar.
      await heading('Your request has been sent');
      expect(server.posts().map((r) => [r.path, r.body])).toEqual([
        [
          '/api/v1/appointment/anonymous',
          {
            title: '',
            firstName: 'Aroha',
            lastName: 'Ngata',
            phone: '021 555 1234',
            email: 'aroha@example.nz',
            comment: 'Shell check',
            date: '2026-11-24T09:30',
            clinicId: 'tui-cambridge',
            pets: [{ name: 'Shelly', type: 3, otherPetType: 'Tortoise', breed: '', gender: 2, dateOfBirth: null, weight: 2.5, desexed: true }],
          },
        ],
      ]);
      expect(screen.getByText(/Tuesday, 24 November 2026 at 9:30am at Tui Vets Cambridge/)).toBeTruthy();
      expect(screen.queryByRole('note')).toBeNull();
      expect(screen.queryByRole('button', { name: /Back|Next|Book appointment/ })).toBeNull();
      expect(events.filter((e) => e.type === 'vet-booking-classic:step-change').map((e) => (e.detail as { name: string }).name)).toEqual([
        'Booking info',
        'Personal info',
        'Confirmation',
      ]);
      expect(events.filter((e) => e.type === 'vet-booking-classic:completed').map((e) => e.detail)).toEqual([
        { clinicId: 'tui-cambridge', date: '2026-11-24T09:30' },
      ]);
    });

    it('goes back one step without validating and keeps what was typed', async () => {
      const { user } = renderClassic();
      await heading('Select pet');
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Rex');
      await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Dog');
      await user.click(next());
      await heading('Booking info');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await heading('Select pet');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe('Rex');
    });

    it('adds up to three pets', async () => {
      const { user } = renderClassic();
      await heading('Select pet');
      await user.click(screen.getByRole('button', { name: 'Add another pet' }));
      await user.click(screen.getByRole('button', { name: 'Add another pet' }));
      expect(screen.getAllByRole('group', { name: /^Pet \d$/ })).toHaveLength(3);
      expect(screen.queryByRole('button', { name: 'Add another pet' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Remove pet 2' }));
      expect(screen.getAllByRole('group', { name: /^Pet \d$/ })).toHaveLength(2);
    });
  });

  describe('below a sticky header', () => {
    it('keeps its top below the header (--vet-scroll-offset) on a step change', async () => {
      const { user } = renderClassic();
      await heading('Select pet');
      const { box, scrolled } = underHeader();
      expect(box.style.scrollMarginTop).toBe('var(--vet-scroll-offset, 16px)');
      vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: 40, bottom: 900 } as DOMRect);
      await toBookingInfo(user);
      expect(scrolled).toEqual([box]);
    });

    it('on an empty pet, shows the message below the header and focuses the first field to fix', async () => {
      const { user } = renderClassic();
      await heading('Select pet');
      const { scrolled } = underHeader();
      await user.click(next());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(SIGNED_OUT_PETS_MESSAGE);
      // The message (above the fields) is what is brought into view, 96px down, not under the header.
      expect(scrolled).toEqual([alert]);
      expect(alert.style.scrollMarginTop).toBe('96px');
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Name/ }));
      // A second refusal does it again.
      await user.click(next());
      expect(scrolled).toEqual([alert, alert]);
    });

    it('with only the date missing, focuses its message and brings it into view', async () => {
      const { user } = renderClassic();
      await toBookingInfo(user);
      await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Tui Vets Cambridge');
      await user.type(screen.getByRole('textbox', { name: /Reason for booking/ }), 'Limping');
      const { scrolled } = underHeader();
      await user.click(next());
      const message = screen.getByText('The preferred date is required');
      expect(document.activeElement).toBe(message);
      expect(scrolled).toEqual([message]);
    });

    it('brings a field in error into view from its label', async () => {
      const { user } = renderClassic();
      await toBookingInfo(user);
      const { scrolled } = underHeader();
      await user.click(next());
      const location = screen.getByRole('combobox', { name: /Location/ });
      expect(document.activeElement).toBe(location);
      expect(scrolled).toEqual([(location as HTMLSelectElement).labels![0]]);
    });
  });

  describe("the clinic's closed days", () => {
    it('disables the days the server does not offer (public holidays, closed days)', async () => {
      // Friday 27 November is open by the weekly hours; the server leaves it out.
      const { user, server } = renderClassic({ days: ok(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-30']) });
      await toBookingInfo(user);
      await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Tui Vets Cambridge');
      const friday = await screen.findByRole('button', { name: 'Friday, 27 November 2026' });
      expect(friday.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('button', { name: 'Thursday, 26 November 2026' }).getAttribute('aria-disabled')).not.toBe('true');
      expect(server.requests.map((r) => r.path)).toContain('/api/v1/appointment/days?clinicId=tui-cambridge&month=2026-11');
      await user.click(friday);
      expect(screen.getByRole('combobox', { name: /Preferred time/ })).toHaveProperty('disabled', true);
    });

    it('says so and offers to try again when the days cannot be loaded', async () => {
      const { user, server } = renderClassic({ days: { status: 500, json: { success: false, message: 'Boom' } } });
      await toBookingInfo(user);
      await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Tui Vets Cambridge');
      expect(await screen.findByText(DAYS_LOAD_ERROR)).toBeTruthy();
      server.routes.days = undefined;
      await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
      expect(await screen.findByRole('button', { name: 'Friday, 27 November 2026' })).toBeTruthy();
    });
  });

  describe('a signed-in client', () => {
    const signedIn = {
      start: ok(
        fakeBookingStart({
          clinics: [{ id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '' }],
          pets: [
            { id: 11, name: 'Rex', type: { id: 1, name: 'Dog' } },
            { id: 12, name: 'Moss', type: { id: 2, name: 'Cat' } },
          ],
          user: { isAccountLinkedToPms: true },
        }),
      ),
    };

    async function toPersonalInfo(user: ReturnType<typeof userEvent.setup>) {
      await heading('Select pet');
      await user.click(next());
      expect((await screen.findByRole('alert')).textContent).toBe(SIGNED_IN_PETS_MESSAGE);
      expect(screen.getByText('You must select at least one pet')).toBeTruthy();
      await user.click(screen.getByRole('checkbox', { name: 'Moss' }));
      await user.click(next());
      await heading('Booking info');
      // One clinic: already chosen.
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Location/ }).value).toBe('tui-hamilton');
      await user.click(screen.getByRole('button', { name: 'Saturday, 21 November 2026' }));
      await user.selectOptions(screen.getByRole('combobox', { name: /Preferred time/ }), '11:30am');
      await user.type(screen.getByRole('textbox', { name: /Reason for booking/ }), 'Limping');
      await user.click(next());
      await heading('Personal info');
    }

    it('picks saved pets, gets their details filled in and books with the pet ids and types', async () => {
      const { user, server } = renderClassic(signedIn);
      await toPersonalInfo(user);
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Sam');
      await user.click(screen.getByRole('button', { name: 'Book appointment' }));
      await heading('Your request has been sent');
      expect(server.posts()[0]!.path).toBe('/api/v1/appointment');
      expect(server.posts()[0]!.body).toMatchObject({
        date: '2026-11-21T11:30',
        clinicId: 'tui-hamilton',
        email: 'sam@example.nz',
      });
      // Spec 1 section 3: pets [{ id, name, type }].
      expect((server.posts()[0]!.body as { pets: unknown }).pets).toEqual([{ id: 12, name: 'Moss', type: 2 }]);
      // The heading says what happened: a request the clinic still has to confirm.
      expect(screen.getByText(/The clinic will confirm the time/)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /booked/i })).toBeNull();
    });

    it(`shows '${BOOKING_ERROR}' when booking fails, and keeps the form`, async () => {
      const { user, events } = renderClassic({ ...signedIn, book: { status: 500, json: { success: false, message: 'Boom' } } });
      await toPersonalInfo(user);
      await user.click(screen.getByRole('button', { name: 'Book appointment' }));
      await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(BOOKING_ERROR))).toBe(true));
      expect(screen.getByRole('heading', { level: 2, name: 'Personal info' })).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Sam');
      expect(events.filter((e) => e.type === 'vet-booking-classic:error').map((e) => e.detail)).toEqual([{ message: BOOKING_ERROR }]);
    });
  });
});
