import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../../shared/api/fakeFetch';
import { SLOT_TAKEN } from '../../../shared/schemas/appointments';
import { DeskMeAnswerSchema, DeskTimesAnswerSchema } from '../../../shared/schemas/desk';
import { DeskDiaryAnswerSchema, type DiaryBooking } from '../../../shared/schemas/deskDiary';
import { DeskCatalogueAnswerSchema } from '../../../shared/schemas/deskPhone';
import { fakeAnswer } from '../../../shared/schemas/fakeAnswer';
import { fail, fakeServer, fill, ok, renderWidget } from '../../kit/form/testing';
import { ClinicDesk } from '../ClinicDesk';
import { REASON_REQUIRED } from './BookingPanel';
import { BLOCK_REASON_REQUIRED } from './BlockForm';

const DESK = '/api/v1/desk';
const DAY = '2026-12-03';
const ME = fakeAnswer(DeskMeAnswerSchema, {
  staff: { id: 3, name: 'Mere Reception', email: 'reception.hamilton@tuivets.example.nz', role: 'reception' },
  clinics: [{ id: 'tui-hamilton', name: 'Tui Vets Hamilton', bookingMail: 'each' }],
});
const booking = (over: Partial<DiaryBooking> & Pick<DiaryBooking, 'bookingId' | 'appointmentId'>): DiaryBooking => ({
  start: `${DAY}T09:00:00+13:00`,
  end: `${DAY}T09:15:00+13:00`,
  clinicianId: 1,
  origin: 'online',
  status: 'confirmed',
  attendance: null,
  pet: { name: 'Rua', species: 'Dog' },
  client: { firstName: 'Ana', lastName: 'Walker', phone: '021 555 0101', email: 'ana@example.nz', newClient: false },
  appointmentType: { id: 4, name: 'Consultation' },
  notes: 'Limping',
  ...over,
});
const RUA = booking({ bookingId: '0b6f3a52-0000-4000-8000-00000000000a', appointmentId: 11 });
const MOSS = booking({
  bookingId: '0b6f3a52-0000-4000-8000-00000000000b',
  appointmentId: 12,
  start: `${DAY}T10:30:00+13:00`,
  end: `${DAY}T11:00:00+13:00`,
  clinicianId: 2,
  origin: 'phone',
  pet: { name: 'Moss', species: 'Cat' },
  client: { firstName: 'Ben', lastName: 'Cole', phone: '027 000 1111', email: null, newClient: true },
});
const diary = (bookings: DiaryBooking[], blocks: { id: number; clinicianId: number | null; start: string; end: string; reason: string }[] = []) =>
  fakeAnswer(DeskDiaryAnswerSchema, {
    clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
    from: DAY,
    days: 1,
    clinicians: [
      { id: 1, name: 'Dr Aroha Ngata' },
      { id: 2, name: 'Dr Tom Field' },
    ],
    dates: [
      {
        date: DAY,
        closed: false,
        open: { start: `${DAY}T08:00:00+13:00`, end: `${DAY}T17:00:00+13:00` },
        hours: [
          { clinicianId: 1, start: `${DAY}T08:00:00+13:00`, end: `${DAY}T16:00:00+13:00` },
          { clinicianId: 2, start: `${DAY}T09:00:00+13:00`, end: `${DAY}T17:00:00+13:00` },
        ],
      },
    ],
    bookings,
    blocks,
  });
const TIMES = fakeAnswer(DeskTimesAnswerSchema, {
  date: DAY,
  appointmentType: { id: 4, name: 'Consultation' },
  petCount: 1,
  times: [{ slotId: 'slot-a', start: `${DAY}T14:00:00+13:00`, label: '2:00pm', clinician: { id: 1, name: 'Dr Aroha Ngata' } }],
});
const CATALOGUE = fakeAnswer(DeskCatalogueAnswerSchema, {
  appointmentTypes: [{ id: 4, name: 'Consultation', durationMinutes: 15, speciesIds: [1, 2], forNewClients: true, forReturningClients: true }],
  species: [
    { id: 1, name: 'Dog' },
    { id: 2, name: 'Cat' },
  ],
  clinicians: [{ id: 1, name: 'Dr Aroha Ngata', typeIds: [4] }],
});

type Route = (request: RecordedRequest) => FakeReply | undefined;

function setup({ bookings = [RUA, MOSS], route = (() => undefined) as Route } = {}) {
  const state = { bookings };
  history.replaceState(null, '', `/desk?vet-desk-day=${DAY}`);
  const fetch = fakeServer((r) => {
    const own = route(r);
    if (own) return own;
    if (r.path === `${DESK}/me`) return ok(ME);
    if (r.path.startsWith(`${DESK}/requests?`)) return ok({ items: [], total: 0 });
    if (r.path.startsWith(`${DESK}/diary?`)) return ok(diary(state.bookings));
    if (r.path.startsWith(`${DESK}/bookings/`) && r.path.includes('/history')) return ok({ items: [], total: 0 });
    if (r.path.startsWith(`${DESK}/bookings/`) && r.path.includes('/times')) return ok(TIMES);
    if (r.path.startsWith(`${DESK}/times?`)) return ok(TIMES);
    if (r.path.startsWith(`${DESK}/catalogue?`)) return ok(CATALOGUE);
    if (r.method === 'POST') return ok({ bookingId: RUA.bookingId, status: 'confirmed', appointments: [] });
    return { status: 404 };
  });
  const rendered = renderWidget(
    'vet-clinic-desk',
    <ClinicDesk />,
    ['vet-clinic-desk:booked', 'vet-clinic-desk:moved', 'vet-clinic-desk:cancelled'],
    { token: 'staff-jwt' },
    fetch,
  );
  return { ...rendered, fetch, state };
}

const posts = (fetch: ReturnType<typeof setup>['fetch']) => fetch.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
const becameVisible = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('<vet-clinic-desk> diary', () => {
  it('shows the day with clinicians as columns and each booking in full; a new booking appears on the next refresh', async () => {
    const { state, fetch } = setup({ bookings: [RUA] });
    const aroha = await screen.findByRole('region', { name: 'Dr Aroha Ngata' });
    expect(
      within(aroha).getByRole('button', { name: '9:00am to 9:15am, Rua (Dog) Ana Walker · 021 555 0101 Consultation · Existing client · Online Limping' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Dr Tom Field' })).queryAllByRole('button')).toHaveLength(0);
    expect(fetch.requests.find((r) => r.path.startsWith(`${DESK}/diary?`))!.path).toBe(`${DESK}/diary?clinicId=tui-hamilton&from=${DAY}&days=1`);
    state.bookings = [RUA, MOSS];
    await becameVisible();
    const tom = screen.getByRole('region', { name: 'Dr Tom Field' });
    expect(
      await within(tom).findByRole('button', { name: /10:30am to 11:00am, Moss \(Cat\) Ben Cole · 027 000 1111 Consultation · New client · Phone/ }),
    ).toBeTruthy();
  });

  it('on a booking: marks it arrived, moves it to a free time, and cancels it only with a reason', async () => {
    const { user, fetch, events } = setup();
    await user.click(await screen.findByRole('button', { name: /^9:00am to 9:15am, Rua/ }));
    const panel = await screen.findByRole('dialog', { name: /Rua: 9:00am/ });
    expect(within(panel).getByText('021 555 0101')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Arrived' }));
    await user.click(within(panel).getByRole('button', { name: 'Move' }));
    await user.click(await within(panel).findByRole('button', { name: '2:00pm' }));
    await user.click(within(panel).getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText(/Moved Rua to Thursday, 3 December 2026 at 2:00pm with Dr Aroha Ngata/)).toBeTruthy();
    expect(events('vet-clinic-desk:moved')).toEqual([{ bookingId: RUA.bookingId, start: `${DAY}T14:00:00+13:00` }]);

    await user.click(screen.getByRole('button', { name: /^10:30am to 11:00am, Moss/ }));
    const moss = await screen.findByRole('dialog', { name: /Moss: 10:30am/ });
    await user.click(within(moss).getAllByRole('button', { name: 'Cancel booking' })[0]!);
    await user.click(within(moss).getAllByRole('button', { name: 'Cancel booking' })[1]!);
    expect(within(moss).getByText(REASON_REQUIRED)).toBeTruthy();
    await fill(user, within(moss).getByRole('textbox', { name: /Reason/ }), 'Dr Field is unwell today');
    await user.click(within(moss).getAllByRole('button', { name: 'Cancel booking' })[1]!);
    expect(await screen.findByText('Cancelled the booking of Ben Cole; they have been emailed the reason.')).toBeTruthy();
    expect(posts(fetch)).toEqual([
      [`${DESK}/bookings/${RUA.bookingId}/attendance`, { attendance: 'arrived' }],
      [`${DESK}/bookings/${RUA.bookingId}/move`, { slotId: 'slot-a' }],
      [`${DESK}/bookings/${MOSS.bookingId}/cancel`, { reason: 'Dr Field is unwell today' }],
    ]);
  });

  it('takes a phone booking through the slot engine; a time taken meanwhile is said in the server’s words', async () => {
    let taken = true;
    const { user, fetch, events } = setup({
      route: (r) => (r.method === 'POST' && r.path === `${DESK}/bookings` && taken ? ((taken = false), fail(409, SLOT_TAKEN)) : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Phone booking' }));
    const form = await screen.findByRole('dialog', { name: 'Phone booking' });
    await user.selectOptions(await within(form).findByRole('combobox', { name: /Appointment type/ }), 'Consultation (15 min)');
    await fill(user, within(form).getByRole('textbox', { name: /Pet 1 name/ }), 'Pip');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Pet 1 species/ }), 'Cat');
    await user.click(await within(form).findByRole('button', { name: '2:00pm' }));
    await fill(user, within(form).getByRole('textbox', { name: /First name/ }), 'Hemi');
    await fill(user, within(form).getByRole('textbox', { name: /Last name/ }), 'Parata');
    await fill(user, within(form).getByRole('textbox', { name: /Phone/ }), '021 555 0177');
    await user.click(within(form).getByRole('button', { name: /^Book 2:00pm/ }));
    expect((await within(form).findByRole('alert')).textContent).toBe(SLOT_TAKEN);
    await user.click(await within(form).findByRole('button', { name: '2:00pm' }));
    await user.click(within(form).getByRole('button', { name: /^Book 2:00pm/ }));
    expect(await screen.findByText('Booked Pip with Dr Aroha Ngata on Thursday, 3 December 2026 at 2:00pm.')).toBeTruthy();
    // The same booking sent again goes with the same Idempotency-Key: had the first answer been
    // lost after the booking was made, the server would answer that booking.
    const keys = fetch.requests.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    const sent = fetch.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(sent[1]).toEqual({
      slotId: 'slot-a',
      client: { firstName: 'Hemi', lastName: 'Parata', phone: '021 555 0177', email: '' },
      newClient: false,
      pets: [{ name: 'Pip', speciesId: 2 }],
      notes: '',
    });
    expect(fetch.requests.find((r) => r.path.startsWith(`${DESK}/times?`))!.path).toBe(
      `${DESK}/times?clinicId=tui-hamilton&date=${DAY}&appointmentTypeId=4&petCount=1`,
    );
    expect(events('vet-clinic-desk:booked')).toHaveLength(1);
  });

  it('blocks time for a clinician with a reason, and lists the bookings already inside it', async () => {
    const { user, fetch } = setup({
      route: (r) =>
        r.method === 'POST' && r.path === `${DESK}/blocks`
          ? ok(
              {
                block: {
                  id: 5,
                  clinicId: 'tui-hamilton',
                  clinician: { id: 1, name: 'Dr Aroha Ngata' },
                  start: `${DAY}T09:00:00+13:00`,
                  end: `${DAY}T10:00:00+13:00`,
                  reason: 'Surgery',
                  createdBy: null,
                },
                clashes: [{ appointmentId: 11, bookingId: RUA.bookingId, start: RUA.start, end: RUA.end, petName: 'Rua', clinicianId: 1 }],
              },
              201,
            )
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Block time' }));
    const form = await screen.findByRole('dialog', { name: 'Block time' });
    await user.click(within(form).getByRole('button', { name: 'Block this time' }));
    expect(within(form).getByText(BLOCK_REASON_REQUIRED)).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who' }), 'Dr Aroha Ngata');
    for (const [label, value] of [
      [/From time/, '09:00'],
      [/To time/, '10:00'],
    ] as const) {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      await user.type(field, value);
    }
    await fill(user, within(form).getByRole('textbox', { name: /Reason/ }), 'Surgery');
    await user.click(within(form).getByRole('button', { name: 'Block this time' }));
    expect(await within(form).findByText(/Rua/)).toBeTruthy();
    expect(posts(fetch)).toEqual([
      [`${DESK}/blocks`, { clinicId: 'tui-hamilton', clinicianId: 1, start: `${DAY}T09:00`, end: `${DAY}T10:00`, reason: 'Surgery' }],
    ]);
  });
});
