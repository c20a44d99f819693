// A stand-in API for the older flow's component tests: the real client over a recording
// fetch (shared/api/fakeFetch), answering by path.
import { fakeFetch, type FakeReply, type RecordedRequest } from '../../shared/api/fakeFetch';
import type { FetchLike } from '../../shared/api/http';
import { testWidget } from '../kit/testWidget';
import { fakeAnswer, fakeBookingStart } from '../../shared/schemas/fakeAnswer';
import { createClassicApi } from './api';
import { ProfileAnswerSchema } from '../../shared/schemas/profile';
import { daysInMonth } from '../../shared/format/calendarDays';

export const NOW = new Date('2026-11-20T10:00:00+13:00');
export const ok = (data: unknown): FakeReply => ({ status: 200, json: { success: true, data } });

export const CLINICS = [
  { id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '214 Grey Street, Hamilton' },
  { id: 'tui-cambridge', name: 'Tui Vets Cambridge', address: '4 Victoria Street, Cambridge' },
];
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({ day, from: '08:00', to: '16:30' }));
export const LOCATIONS = {
  docs: [
    { id: 'tui-hamilton', openingHours: [...WEEK, { day: 'Saturday', from: '09:00', to: '11:30' }] },
    { id: 'tui-cambridge', openingHours: WEEK },
  ],
};

export interface Routes {
  start: FakeReply;
  locations: FakeReply;
  profile: FakeReply;
  book: FakeReply;
  anonymous: FakeReply;
  /** The days call; by default every day of the month asked for (the opening hours decide). */
  days?: FakeReply;
}

const everyDayOf = (month: string) => Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);

export function testApi(overrides: Partial<Routes> = {}) {
  const routes: Routes = {
    start: ok(fakeBookingStart({ clinics: CLINICS })),
    locations: { status: 200, json: LOCATIONS },
    profile: ok(fakeAnswer(ProfileAnswerSchema, { id: 1, firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' })),
    book: { status: 201, json: { success: true, data: { bookingId: 'b1', appointments: [], clinicName: 'Tui Vets Hamilton', clinicAddress: '' } } },
    anonymous: { status: 201, json: { success: true, data: { bookingId: 'b2', appointments: [], clinicName: 'Tui Vets Hamilton', clinicAddress: '' } } },
    ...overrides,
  };
  const route = (r: RecordedRequest): FakeReply => {
    const path = r.path.split('?')[0];
    if (path === '/api/v2/appointment/start') return routes.start;
    if (path === '/content/api/t1-location') return routes.locations;
    if (path === '/api/v1/profile') return routes.profile;
    if (path === '/api/v1/appointment/days') return routes.days ?? ok(everyDayOf(new URL(r.path, 'http://x').searchParams.get('month') ?? ''));
    if (path === '/api/v1/appointment') return routes.book;
    if (path === '/api/v1/appointment/anonymous') return routes.anonymous;
    return { status: 404, json: { success: false, message: `No route ${r.path}` } };
  };
  const recorder = fakeFetch();
  const fetch: FetchLike = (input, init) => {
    recorder.reply(route);
    return recorder(input, init);
  };
  const api = createClassicApi(testWidget(fetch));
  const posts = () => recorder.requests.filter((r) => r.method === 'POST');
  return { api, fetch, routes, requests: recorder.requests, posts };
}
