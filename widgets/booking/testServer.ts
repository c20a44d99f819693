// A stand-in for the reference API's /api/v2/appointment routes, for the component tests:
// answers by path through shared/api/fakeFetch (so every request is recorded) and goes
// through the real client and createBookingApi, as the element does.
import { fakeFetch, type FakeReply, type RecordedRequest } from '../../shared/api/fakeFetch';
import type { FetchLike } from '../../shared/api/http';
import { testWidget } from '../kit/testWidget';
import { BookingResultAnswerSchema } from '../../shared/schemas/appointments';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { createBookingApi } from './api';
import type { AppointmentType, BookingResult, BookingStart, Clinician, SlotDays } from './types';

export const NOW = new Date('2026-11-20T10:00:00+13:00');

export const CLINICS = [
  { id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '12 Grey Street, Hamilton' },
  { id: 'tui-cambridge', name: 'Tui Vets Cambridge', address: '4 Victoria Street, Cambridge' },
];

export const TYPES: AppointmentType[] = [
  { id: 10, name: 'Vaccination', hasAcceptCheckbox: false, importantInformation: null },
  {
    id: 11,
    name: 'Desexing',
    hasAcceptCheckbox: true,
    importantInformation: [{ type: 'paragraph', children: [{ text: 'No food after 10pm the night before.' }] }],
  },
];

export const SLOTS: SlotDays = {
  '2026-11-25T00:00:00': [{ 'slot-900': '9:00am' }, { 'slot-930': '9:30am' }],
  '2026-11-26T00:00:00': [{ 'slot-1400': '2:00pm' }],
};

export function startData(overrides: Partial<BookingStart> = {}): BookingStart {
  return {
    bookingConfig: { allowSelectResource: false },
    welcome: { title: 'Welcome to Tui Vets', messageSlate: [{ type: 'paragraph', children: [{ text: 'Book in a few steps.' }] }], isActive: true },
    emergency: { messageSlate: [{ type: 'paragraph', children: [{ text: 'In an emergency, call us now.' }] }], isActive: false },
    clinics: CLINICS,
    species: [{ 1: 'Dog' }, { 2: 'Cat' }],
    pets: [],
    user: null,
    ...overrides,
  };
}

export const RESULT: BookingResult = fakeAnswer(BookingResultAnswerSchema, {
  appointments: [{ id: 501, name: 'Rex', bookingDate: '2026-11-25T09:00:00+13:00', status: 'newAppointment' }],
  clinicName: 'Tui Vets Hamilton',
  clinicAddress: '12 Grey Street, Hamilton',
});

export interface Routes {
  start: FakeReply;
  types: FakeReply;
  clinicians: FakeReply;
  slots: FakeReply;
  hold: FakeReply;
  release: FakeReply;
  complete: FakeReply;
  profile: FakeReply;
}

export const ok = (data: unknown): FakeReply => ({ status: 200, json: { success: true, data } });
export const fail = (status: number, message?: string): FakeReply => ({ status, json: message ? { success: false, message } : { success: false } });

export function testServer(overrides: Partial<Routes> = {}) {
  const routes: Routes = {
    start: ok(startData()),
    types: ok(TYPES),
    clinicians: ok([{ id: 5, name: 'Dr Aroha Ngata' }] satisfies Clinician[]),
    slots: ok(SLOTS),
    hold: {
      status: 201,
      json: { success: true, data: { holdId: '0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01', expiresAt: '2026-11-20T10:10:00+13:00', slotId: 'slot-900' } },
    },
    release: ok(null),
    complete: { status: 201, json: { success: true, data: RESULT } },
    profile: fail(401),
    ...overrides,
  };
  const route = (request: RecordedRequest): FakeReply => {
    if (request.path.split('?')[0] === '/api/v1/profile') return routes.profile;
    const path = request.path.split('?')[0]!.replace('/api/v2/appointment', '');
    switch (path) {
      case '/start':
        return routes.start;
      case '/appointment-type':
        return routes.types;
      case '/calendar-resources':
        return routes.clinicians;
      case '/slots':
        return routes.slots;
      case '/hold':
        return routes.hold;
      case '/complete':
        return routes.complete;
      default:
        if (path.startsWith('/hold/') && request.method === 'DELETE') return routes.release;
        return fail(404, `No route ${request.method} ${request.path}`);
    }
  };
  const recorder = fakeFetch();
  const fetch: FetchLike = (input, init) => {
    recorder.reply(route);
    return recorder(input, init);
  };
  const api = createBookingApi(testWidget(fetch), { now: () => NOW });
  const calls = (path: string) => recorder.requests.filter((r) => r.path.split('?')[0] === `/api/v2/appointment${path}`);
  return { api, fetch, routes, requests: recorder.requests, calls };
}
