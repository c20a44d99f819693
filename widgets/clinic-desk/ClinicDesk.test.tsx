import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../shared/api/fakeFetch';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { DECLINE_MESSAGE_REQUIRED, DeskMeAnswerSchema, DeskRequestAnswerSchema, DeskTimesAnswerSchema, type DeskRequest } from '../../shared/schemas/desk';
import { DeskDiaryAnswerSchema } from '../../shared/schemas/deskDiary';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { fail, fakeServer, fill, ok, renderWidget } from '../kit/form/testing';
import { ClinicDesk, SIGNED_OUT } from './ClinicDesk';
import { NO_REQUESTS, REFRESH_FAILED } from './RequestQueue';

const DESK = '/api/v1/desk';
const ME = fakeAnswer(DeskMeAnswerSchema, {
  staff: { id: 3, name: 'Mere Reception', email: 'reception.hamilton@tuivets.example.nz', role: 'reception' },
  clinics: [{ id: 'tui-hamilton', name: 'Tui Vets Hamilton', bookingMail: 'each' }],
});
const request = (bookingId: string, firstName: string, over: Partial<DeskRequest> = {}) =>
  fakeAnswer(DeskRequestAnswerSchema, {
    bookingId,
    clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
    preferredTime: '2026-12-03T10:00:00+13:00',
    createdAt: '2026-11-28T21:15:00.000Z',
    client: { firstName, lastName: 'Walker', email: `${firstName.toLowerCase()}@example.nz`, phone: '021 555 0101' },
    // Typed by the client in lower case; the desk shows it as 'Dog'.
    pets: [{ name: 'Rua', species: 'dog' }],
    appointmentType: { id: 4, name: 'Consultation' },
    notes: 'Limping on the left hind leg',
    ...over,
  });
const ANA = request('0b6f3a52-0000-4000-8000-000000000001', 'Ana');
const BEN = request('0b6f3a52-0000-4000-8000-000000000002', 'Ben');
const TIMES = fakeAnswer(DeskTimesAnswerSchema, {
  date: '2026-12-03',
  appointmentType: { id: 4, name: 'Consultation' },
  petCount: 1,
  times: [
    { slotId: 'slot-a', start: '2026-12-03T09:30:00+13:00', label: '9:30AM', clinician: { id: 1, name: 'Dr Aroha Ngata' } },
    { slotId: 'slot-b', start: '2026-12-03T10:00:00+13:00', label: '10:00AM', clinician: { id: 2, name: 'Dr Tom Field' } },
  ],
});

const EMPTY_DAY = fakeAnswer(DeskDiaryAnswerSchema, {
  clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
  from: '2026-12-03',
  days: 1,
  clinicians: [],
  dates: [],
  bookings: [],
  blocks: [],
});

type Route = (request: RecordedRequest) => FakeReply | undefined;

/** A desk server: a confirmed or declined request leaves its queue, as on the real one. Opens on its "To confirm" tab. */
function setup({ queue = [ANA, BEN], route = (() => undefined) as Route, token = 'staff-jwt' as string | null } = {}) {
  queue = [...queue];
  if (token) history.replaceState(null, '', '/desk?vet-desk-tab=requests');
  const fetch = fakeServer((r) => {
    const own = route(r);
    if (own) return own;
    const answered = /^\/api\/v1\/desk\/requests\/([^/]+)\/(confirm|decline)$/.exec(r.path);
    if (r.method === 'POST' && answered) {
      queue = queue.filter((q) => q.bookingId !== answered[1]);
      return ok({ bookingId: answered[1], status: answered[2] === 'confirm' ? 'confirmed' : 'cancelled', appointments: [] });
    }
    if (r.method === 'GET' && r.path === `${DESK}/me`) return ok(ME);
    if (r.method === 'GET' && r.path.startsWith(`${DESK}/diary?`)) return ok(EMPTY_DAY);
    if (r.method === 'GET' && r.path === `${DESK}/requests?clinicId=tui-hamilton`) return ok({ items: queue, total: queue.length });
    if (r.method === 'GET' && r.path.startsWith(`${DESK}/requests/${ANA.bookingId}/times`)) return ok(TIMES);
    return { status: 404 };
  });
  const rendered = renderWidget('vet-clinic-desk', <ClinicDesk />, ['vet-clinic-desk:confirmed', 'vet-clinic-desk:declined'], token ? { token } : {}, fetch);
  return { ...rendered, fetch };
}

async function openAna(user: ReturnType<typeof setup>['user']) {
  const ana = await screen.findByRole('article', { name: /Ana Walker/ });
  await user.click(within(ana).getByRole('button', { name: 'Confirm or decline' }));
}

const posts = (fetch: ReturnType<typeof setup>['fetch']) => fetch.requests.filter((r) => r.method === 'POST');
const becameVisible = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('<vet-clinic-desk>', () => {
  it('signed out, offers the sign-in page with the way back', async () => {
    history.replaceState(null, '', '/desk');
    setup({ token: null });
    expect(await screen.findByText(SIGNED_OUT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('http://api.test/auth/sign-in?callbackUrl=%2Fdesk');
  });

  it('lists the requests to confirm with their count and details, and says when there are none', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'To confirm (2)' })).toBeTruthy();
    expect(screen.getByText('Mere Reception')).toBeTruthy();
    const ana = screen.getByRole('article', { name: /Ana Walker/ });
    expect(within(ana).getByRole('heading', { name: 'Thu 3 Dec 2026, 10:00am · Ana Walker' })).toBeTruthy();
    for (const text of ['021 555 0101', 'ana@example.nz', 'Rua (Dog)', 'Consultation', 'Limping on the left hind leg', 'Sun 29 Nov 2026, 10:15am'])
      expect(within(ana).getByText(text)).toBeTruthy();
    document.body.innerHTML = '';
    setup({ queue: [] });
    expect(await screen.findByRole('heading', { name: 'To confirm (0)' })).toBeTruthy();
    expect(screen.getByText(NO_REQUESTS)).toBeTruthy();
  });

  it('confirms a request at an offered time: it leaves the list and says who was booked when', async () => {
    const { user, fetch, events } = setup();
    await openAna(user);
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '2026-12-03');
    const aroha = await screen.findByRole('group', { name: 'Dr Aroha Ngata' });
    await user.click(within(aroha).getByRole('button', { name: '9:30AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booked Ana Walker with Dr Aroha Ngata on Thursday, 3 December 2026 at 9:30AM.')).toBeTruthy();
    expect(posts(fetch).map((r) => [r.path, r.body])).toEqual([[`${DESK}/requests/${ANA.bookingId}/confirm`, { slotId: 'slot-a' }]]);
    expect(screen.queryByRole('article', { name: /Ana Walker/ })).toBeNull();
    expect(document.activeElement?.getAttribute('data-request')).toBe(BEN.bookingId);
    expect(events('vet-clinic-desk:confirmed')).toEqual([{ bookingId: ANA.bookingId, start: '2026-12-03T09:30:00+13:00' }]);
  });

  it('when the time was just taken, says so in the server’s words and asks for the times again', async () => {
    const { user, fetch } = setup({ route: (r) => (r.method === 'POST' ? fail(409, SLOT_TAKEN) : undefined) });
    await openAna(user);
    await user.click(await screen.findByRole('button', { name: '10:00AM' }));
    const timesAsked = () => fetch.requests.filter((r) => r.path.includes('/times')).length;
    const before = timesAsked();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SLOT_TAKEN);
    expect(timesAsked()).toBe(before + 1);
    expect(screen.getByRole('article', { name: /Ana Walker/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toHaveProperty('disabled', true);
  });

  it('a request without a type asks for one first, from the public types, and books that type', async () => {
    const { user, fetch } = setup({
      queue: [{ ...ANA, appointmentType: null }],
      route: (r) => {
        if (r.path === '/api/v2/species') return ok([{ 1: 'Dog' }, { 2: 'Cat' }]);
        if (r.path.startsWith('/api/v2/appointment/appointment-type?')) return ok([{ id: 4, name: 'Consultation' }]);
        return undefined;
      },
    });
    await openAna(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Appointment type/ }), 'Consultation');
    expect(await screen.findByRole('group', { name: 'Dr Aroha Ngata' })).toBeTruthy();
    const asked = (path: string) => fetch.requests.find((r) => r.path.startsWith(path))!;
    expect(asked(`${DESK}/requests/${ANA.bookingId}/times`).path).toBe(`${DESK}/requests/${ANA.bookingId}/times?date=2026-12-03&appointmentTypeId=4`);
    expect(asked('/api/v2/appointment/appointment-type').path).toContain('speciesId=1');
    // A client route answers a staff token with 401, which would end the desk's session.
    expect(asked('/api/v2/species').headers.authorization).toBeUndefined();
    expect(asked(`${DESK}/requests?`).headers.authorization).toBe('Bearer staff-jwt');
  });

  it('declines only with a message, sends it, and the request leaves the list', async () => {
    const { user, fetch, events } = setup();
    await openAna(user);
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(screen.getByText(DECLINE_MESSAGE_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Message to the client/ }));
    expect(posts(fetch)).toHaveLength(0);
    await fill(user, screen.getByRole('textbox', { name: /Message to the client/ }), '  We are closed that week, sorry.  ');
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByRole('heading', { name: 'To confirm (1)' })).toBeTruthy();
    expect(posts(fetch).map((r) => [r.path, r.body])).toEqual([[`${DESK}/requests/${ANA.bookingId}/decline`, { message: 'We are closed that week, sorry.' }]]);
    expect(screen.queryByRole('article', { name: /Ana Walker/ })).toBeNull();
    expect(events('vet-clinic-desk:declined')).toEqual([{ bookingId: ANA.bookingId }]);
  });

  it('a failed refresh keeps the list and says it will retry; the next one clears it and shows new requests', async () => {
    let down = false;
    let queue = [ANA];
    setup({
      route: (r) =>
        r.path.startsWith(`${DESK}/requests?`) ? (down ? fail(503, 'Service unavailable') : ok({ items: queue, total: queue.length })) : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'To confirm (1)' })).toBeTruthy();
    down = true;
    await becameVisible();
    expect(await screen.findByText(REFRESH_FAILED)).toBeTruthy();
    expect(screen.getByRole('article', { name: /Ana Walker/ })).toBeTruthy();
    down = false;
    queue = [ANA, BEN];
    await becameVisible();
    expect(await screen.findByRole('heading', { name: 'To confirm (2)' })).toBeTruthy();
    expect(screen.queryByText(REFRESH_FAILED)).toBeNull();
  });
});
