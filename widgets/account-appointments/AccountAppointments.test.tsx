import { REQUEST_AWAITING_CONFIRMATION } from '../../shared/domain/statuses';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeReply, type RecordedRequest } from '../../shared/api/fakeFetch';
import type { FetchLike } from '../../shared/api/http';
import { WidgetRoot } from '../kit/WidgetRoot';
import { AccountAppointments, CANCEL_ERROR, EMPTY } from './index';

const NOW = new Date('2026-11-20T10:00:00+13:00');

function appointment(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    bookingId: `b-${id}`,
    bookingDate: '2026-12-09T09:30:00+13:00',
    endDate: '2026-12-09T10:00:00+13:00',
    status: 'confirmed',
    statusText: 'Confirmed',
    clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '12 Grey Street, Hamilton' },
    pets: [{ name: 'Rex' }],
    appointmentType: { name: 'Vaccination' },
    calendarResource: { name: 'Dr Aroha Ngata' },
    firstName: 'Sam',
    lastName: 'Taylor',
    phone: '021 555 1234',
    email: 'sam@example.nz',
    notes: 'Shy dog',
    cancellationNote: null,
    ...overrides,
  };
}

const ok = (data: unknown): FakeReply => ({ status: 200, json: { success: true, data } });
const page = (items: unknown[], total = items.length) => ok({ items, total });

function setup(routes: { list?: (r: RecordedRequest) => FakeReply; cancel?: (r: RecordedRequest) => FakeReply } = {}) {
  const recorder = fakeFetch();
  const route = (r: RecordedRequest): FakeReply => {
    if (r.method === 'PUT') return routes.cancel?.(r) ?? ok(appointment(1, { status: 'cancelledByCustomer' }));
    return routes.list?.(r) ?? page([appointment(1)]);
  };
  const fetch: FetchLike = (input, init) => {
    recorder.reply(route);
    return recorder(input, init);
  };
  const host = document.createElement('div');
  document.body.append(host);
  const cancelled: unknown[] = [];
  host.addEventListener('vet-account-appointments:cancelled', (e) => cancelled.push((e as CustomEvent).detail));
  const user = userEvent.setup();
  render(
    <WidgetRoot tag="vet-account-appointments" host={host} root={host} attributes={{ apiBase: 'http://api.test', token: 'token-1' }} fetch={fetch}>
      <AccountAppointments now={NOW} />
    </WidgetRoot>,
  );
  const lists = () => recorder.requests.filter((r) => r.method === 'GET');
  const cancels = () => recorder.requests.filter((r) => r.method === 'PUT');
  return { user, lists, cancels, cancelled, requests: recorder.requests };
}

const details = (name = /View details/) => screen.findAllByRole('button', { name });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-account-appointments>', () => {
  describe('the list', () => {
    it('shows the UPCOMING tab first, 10 a page, with the token and the vet group', async () => {
      const { lists } = setup();
      expect(await screen.findByText('09 December 2026 9:30AM')).toBeTruthy();
      expect(lists()[0]!.path).toBe('/api/v2/appointment?type=future&offset=0&limit=10');
      expect(lists()[0]!.headers.authorization).toBe('Bearer token-1');
      expect(lists()[0]!.headers['x-vet-id']).toBe('tui-vets');
      expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByText('Vaccination for Rex')).toBeTruthy();
      // Upcoming appointments do not show a status text (only the past tab does).
      expect(screen.queryByText('Confirmed')).toBeNull();
    });

    it('has a button to /book-appointment', async () => {
      setup();
      await screen.findByText('09 December 2026 9:30AM');
      expect(screen.getByRole('link', { name: 'Book appointment' }).getAttribute('href')).toBe('http://api.test/book-appointment');
    });

    it('shows the status text on the PAST tab', async () => {
      const { user, lists } = setup({
        list: (r) =>
          r.path.includes('type=past')
            ? page([appointment(7, { bookingDate: '2026-10-01T14:00:00+13:00', status: 'completed', statusText: 'Completed' })])
            : page([appointment(1)]),
      });
      await screen.findByText('09 December 2026 9:30AM');
      await user.click(screen.getByRole('tab', { name: 'Past' }));
      expect(await screen.findByText('Completed')).toBeTruthy();
      expect(lists()[1]!.path).toBe('/api/v2/appointment?type=past&offset=0&limit=10');
    });

    it(`says '${EMPTY}' with a way to book when there are none`, async () => {
      setup({ list: () => page([]) });
      expect(await screen.findByText(EMPTY)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Book an appointment' }).getAttribute('href')).toBe('http://api.test/book-appointment');
    });

    it('shows the empty list, and no message, when the list cannot be loaded', async () => {
      setup({ list: () => ({ status: 500, json: { success: false, message: 'Database down' } }) });
      expect(await screen.findByText(EMPTY)).toBeTruthy();
      expect(screen.queryByText('Database down')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('pages through 10 at a time', async () => {
      const { user, lists } = setup({
        list: (r) =>
          page(
            Array.from({ length: r.path.includes('offset=20') ? 3 : 10 }, (_, i) => appointment(i + 1)),
            23,
          ),
      });
      await details();
      expect(screen.getAllByRole('button', { name: /View details/ })).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(screen.getAllByRole('button', { name: /View details/ })).toHaveLength(3));
      expect(lists()[1]!.path).toBe('/api/v2/appointment?type=future&offset=20&limit=10');
    });
  });

  it('offers to log in, and asks for nothing, when no one is signed in', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <WidgetRoot tag="vet-account-appointments" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
        <AccountAppointments now={NOW} />
      </WidgetRoot>,
    );
    expect(await screen.findByText('Log in to see your appointments.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('http://api.test/sign-in?callbackUrl=%2F');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  describe('the details panel', () => {
    it('shows the appointment and returns focus to the list on Back', async () => {
      const { user } = setup();
      await user.click((await details())[0]!);
      const heading = await screen.findByRole('heading', { name: 'Appointment details' });
      expect(document.activeElement).toBe(heading);
      const panel = heading.parentElement!;
      for (const text of [
        '09 December 2026 9:30AM',
        'Tui Vets Hamilton, 12 Grey Street, Hamilton',
        'Rex',
        'Vaccination',
        'Dr Aroha Ngata',
        'Sam Taylor',
        'sam@example.nz',
        '021 555 1234',
        'Shy dog',
        'Confirmed',
      ])
        expect(within(panel).getByText(text)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /Back to appointments/ }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /View details/ })));
    });

    it.each([
      ['a future confirmed booking', {}, true],
      ['a future new booking', { status: 'newAppointment', statusText: 'New' }, true],
      ['one cancelled by the client', { status: 'cancelledByCustomer', statusText: 'Cancelled by you' }, false],
      ['one cancelled by the clinic', { status: 'cancelledByAdmin', statusText: 'Cancelled by clinic' }, false],
      ['one in the past', { bookingDate: '2026-11-19T09:00:00+13:00' }, false],
    ])('offers cancel for %s: %s', async (_name, overrides, offered) => {
      const { user } = setup({ list: () => page([appointment(1, overrides)]) });
      await user.click((await details())[0]!);
      await screen.findByRole('heading', { name: 'Appointment details' });
      expect(screen.queryByRole('button', { name: 'Cancel appointment' }) !== null).toBe(offered);
    });

    it('shows the reason once cancelled', async () => {
      setup({ list: () => page([appointment(1, { status: 'cancelledByCustomer', statusText: 'Cancelled by you', cancellationNote: 'Moved town' })]) });
      // An upcoming cancelled one says so in the list.
      expect(await screen.findByText('Cancelled by you')).toBeTruthy();
      await userEvent.click((await details())[0]!);
      expect(await screen.findByText('Moved town')).toBeTruthy();
    });
  });

  describe('cancelling', () => {
    it("asks for a reason: 'Reason for cancel is required'", async () => {
      const { user, cancels } = setup();
      await user.click((await details())[0]!);
      await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      const reason = within(dialog).getByRole('textbox', { name: /Reason for cancel/ });
      await waitFor(() => expect(document.activeElement).toBe(reason));
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      const described = reason
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain('Reason for cancel is required');
      await user.type(reason, '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      expect(within(dialog).getByText('Reason for cancel is required')).toBeTruthy();
      expect(cancels()).toHaveLength(0);
    });

    it('cancels with the reason, closes the panel and refreshes the list', async () => {
      let cancelledNow = false;
      const { user, cancels, lists, cancelled } = setup({
        list: () => page([cancelledNow ? appointment(1, { status: 'cancelledByCustomer', statusText: 'Cancelled by you' }) : appointment(1)]),
        cancel: () => {
          cancelledNow = true;
          return ok(appointment(1, { status: 'cancelledByCustomer' }));
        },
      });
      await user.click((await details())[0]!);
      await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancel/ }), 'Rex is better now');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      expect(await screen.findByText('Cancelled by you')).toBeTruthy();
      expect(cancels().map((r) => [r.path, r.body])).toEqual([['/api/v2/appointment/1/cancel', { note: 'Rex is better now' }]]);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Appointment details' })).toBeNull();
      expect(lists()).toHaveLength(2);
      expect(cancelled).toEqual([{ id: '1' }]);
      expect(await screen.findByText('Your appointment has been cancelled.')).toBeTruthy();
    });

    it.each([
      [
        "the server's message",
        { status: 409, json: { success: false, message: 'This appointment has already been cancelled.' } },
        'This appointment has already been cancelled.',
      ],
      [`'${CANCEL_ERROR}'`, { status: 500, json: { success: false } }, CANCEL_ERROR],
    ])('on failure shows %s, closes the modal and keeps the reason', async (_name, reply, message) => {
      const { user } = setup({ cancel: () => reply as FakeReply });
      await user.click((await details())[0]!);
      await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancel/ }), 'Away that week');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Appointment details' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Reason for cancel/ }).value).toBe('Away that week');
    });

    it('cannot send the cancel twice', async () => {
      let release!: () => void;
      const { user, cancels } = setup({ cancel: () => new Promise((resolve) => (release = () => resolve(ok(null)))) as never });
      await user.click((await details())[0]!);
      await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancel/ }), 'Away');
      const confirm = within(dialog).getByRole('button', { name: 'Cancel appointment' });
      await user.click(confirm);
      await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
      await user.click(confirm);
      expect(cancels()).toHaveLength(1);
      release();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('shows an older-flow request on the upcoming tab as waiting for the clinic to confirm', async () => {
    setup({
      list: () =>
        page([
          appointment(1, { status: 'newAppointment', isRequest: true, statusText: REQUEST_AWAITING_CONFIRMATION }),
          appointment(2, { status: 'newAppointment', statusText: 'New' }),
        ]),
    });
    expect(await screen.findByText(REQUEST_AWAITING_CONFIRMATION)).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });
});
