import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { fail, fakeServer, fill, ok, renderWidget } from '../kit/form/testing';
import { CANCEL_NOTE_REQUIRED } from '../../shared/schemas/appointments';
import { MANAGE_LINK_ENDED } from '../../shared/schemas/manageBooking';
import { ManageBooking, NO_TOKEN } from './ManageBooking';

const TOKEN = 'abc.def';
const PATH = `/api/v2/appointment/manage/${TOKEN}`;
const booking = (over: Record<string, unknown> = {}) => ({
  bookingId: 'b1',
  clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '214 Grey Street', phone: '07 555 0100' },
  appointments: [
    {
      id: 7,
      bookingDate: '2026-12-01T10:00:00+13:00',
      endDate: '2026-12-01T10:30:00+13:00',
      status: 'newAppointment',
      statusText: 'New',
      pets: [{ name: 'Rua' }],
      appointmentType: { name: 'Consultation' },
      calendarResource: { name: 'Dr Aroha Ngata' },
    },
  ],
  isRequest: false,
  changeable: true,
  noticeMinutes: 120,
  changeBy: '2026-11-30T19:00:00.000Z',
  month: '2026-12',
  ...over,
});

function setup(route: (method: string, path: string) => FakeReply | undefined, token: string | undefined = TOKEN) {
  const fetch = fakeServer((request) => route(request.method, request.path) ?? { status: 404 });
  const rendered = renderWidget(
    'vet-manage-booking',
    <ManageBooking bookingToken={token} now={new Date('2026-11-23T01:00:00Z')} />,
    ['vet-manage-booking:cancelled', 'vet-manage-booking:moved'],
    {},
    fetch,
  );
  return { ...rendered, fetch };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-manage-booking>', () => {
  it('shows the booking and cancels it with a reason, which is required', async () => {
    const { user, fetch, events } = setup((method, path) => {
      if (method === 'GET' && path === PATH) return ok(booking());
      if (method === 'PUT' && path === `${PATH}/cancel`) return ok(booking({ changeable: false }));
      return undefined;
    });
    expect(await screen.findByText(/Rua: Consultation, 01 December 2026 10:00AM with Dr Aroha Ngata/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(screen.getByText(CANCEL_NOTE_REQUIRED)).toBeTruthy();
    expect(fetch.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await fill(user, screen.getByRole('textbox', { name: /Reason for cancel/ }), 'Feeling better');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is cancelled' })).toBeTruthy();
    expect(fetch.last().body).toEqual({ note: 'Feeling better' });
    expect(events('vet-manage-booking:cancelled')).toEqual([{ bookingId: 'b1' }]);
  });

  it('inside the clinic’s notice gives the phone number instead of the buttons', async () => {
    setup((method, path) => (method === 'GET' && path === PATH ? ok(booking({ changeable: false })) : undefined));
    expect(await screen.findByRole('link', { name: '07 555 0100' })).toBeTruthy();
    expect(screen.getByText(/Changes within 2 hours of the appointment are made by phone/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to another time' })).toBeNull();
  });

  it('says so when the link has ended, and without a token asks for the email’s link', async () => {
    setup(() => fail(410, MANAGE_LINK_ENDED));
    expect(await screen.findByText(MANAGE_LINK_ENDED)).toBeTruthy();
    document.body.innerHTML = '';
    setup(() => undefined, '');
    expect(await screen.findByText(NO_TOKEN)).toBeTruthy();
  });

  it('moves: a day, a time (held), then the confirmation', async () => {
    const { user, fetch, events } = setup((method, path) => {
      if (method === 'GET' && path === PATH) return ok(booking());
      if (method === 'GET' && path.startsWith(`${PATH}/slots?date=2026-12`)) return ok({ '2026-12-02T00:00:00': [{ s1: '2:00pm' }] });
      if (method === 'POST' && path === `${PATH}/hold`) return ok({ holdId: 'h1', expiresAt: '2026-11-23T01:05:00Z', slotId: 's1' }, 201);
      if (method === 'POST' && path === `${PATH}/move`)
        return ok(booking({ appointments: [{ ...booking().appointments[0], bookingDate: '2026-12-02T14:00:00+13:00' }] }));
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));
    await user.click(await screen.findByRole('button', { name: 'Wednesday, 2 December 2026' }));
    await user.click(await screen.findByRole('button', { name: '2:00pm' }));
    expect(await screen.findByText(/Wednesday, 2 December 2026 at 2:00pm/)).toBeTruthy();
    // The question replaces the calendar: it takes focus (and comes into view below a header).
    expect(document.activeElement).toBe(screen.getByRole('group', { name: /Move your booking to Wednesday/ }));
    // Another time gives the first hold up.
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    await user.click(await screen.findByRole('button', { name: '2:00pm' }));
    expect(fetch.requests.filter((r) => r.path === `${PATH}/hold`).map((r) => r.body)).toEqual([
      expect.objectContaining({ slotId: 's1', previousHoldId: null }),
      expect.objectContaining({ slotId: 's1', previousHoldId: 'h1' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('heading', { name: 'Your booking has moved' })).toBe(document.activeElement);
    expect(fetch.last().body).toEqual({ slotId: 's1', holdId: 'h1' });
    expect(events('vet-manage-booking:moved')).toEqual([{ bookingId: 'b1', bookingDate: '2026-12-02T14:00:00+13:00' }]);
  });
});
