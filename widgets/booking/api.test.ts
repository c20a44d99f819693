import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientError } from '../../shared/api/errors';
import { fakeFetch } from '../../shared/api/fakeFetch';
import { UNREADABLE_ANSWER } from '../../shared/api/answer';
import { widgetApiOf } from '../kit/WidgetContext';
import { createBookingApi } from './api';
import { NOW, RESULT, SLOTS, TYPES, startData } from './testServer';

const ok = (data: unknown) => ({ json: { success: true, data } });

function setup(token?: string) {
  const fetch = fakeFetch();
  const api = createBookingApi(
    widgetApiOf({ vetId: 'kea-vets', apiBase: 'https://portal.example.nz' }, async () => token, fetch),
    { now: () => NOW },
  );
  return { fetch, api };
}

describe('booking api', () => {
  it('loads the start data with the vet header and the bearer token', async () => {
    const { fetch, api } = setup('jwt-1');
    fetch.reply(ok(startData()));
    const start = await api.start();
    expect(start.clinics).toHaveLength(2);
    expect(fetch.last()).toMatchObject({ method: 'GET', url: 'https://portal.example.nz/api/v2/appointment/start' });
    expect(fetch.last().headers).toMatchObject({ 'x-vet-id': 'kea-vets', authorization: 'Bearer jwt-1' });
  });

  it('fills what an older server leaves out, and keeps extra fields', async () => {
    const { fetch, api } = setup();
    const { pets: _pets, user: _user, ...bare } = startData();
    fetch.reply(ok({ ...bare, bookingConfig: { mainColour: null }, extra: 1 }));
    const start = await api.start();
    expect(start.pets).toEqual([]);
    expect(start.user).toBeNull();
    expect(start.bookingConfig).toEqual({ mainColour: undefined, allowSelectResource: false });
  });

  it('drops an odd rich-text node on its own, keeping the rest of the message', async () => {
    const { fetch, api } = setup();
    const good = { type: 'paragraph', children: [{ text: 'Welcome' }] };
    const odd = [null, 'text', 7, [good], { type: 'paragraph', children: 'not a list' }];
    fetch.reply(
      ok({ ...startData(), welcome: { title: 'Hi', messageSlate: [good, ...odd], isActive: true }, emergency: { messageSlate: 'not a list', isActive: true } }),
    );
    const start = await api.start();
    expect(start.welcome.messageSlate).toEqual([good, { type: 'paragraph', children: 'not a list' }]);
    expect(start.emergency.messageSlate).toEqual([]);
  });

  it('asks for types, clinicians and slots with the spec query strings', async () => {
    const { fetch, api } = setup();
    fetch.reply(ok(TYPES), ok([{ id: 5, name: 'Dr Aroha Ngata' }]), ok(SLOTS), ok(null));
    expect(await api.appointmentTypes({ speciesId: '1,2', customerStatusId: 2 })).toHaveLength(2);
    expect(fetch.last().path).toBe('/api/v2/appointment/appointment-type?speciesId=1%2C2&customerStatusId=2');
    await api.calendarResources({ clinicId: 'tui-hamilton', appointmentTypeId: '10' });
    expect(fetch.last().path).toBe('/api/v2/appointment/calendar-resources?clinicId=tui-hamilton&appointmentTypeId=10');
    expect(
      await api.slots({ clinicId: 'tui-hamilton', date: '2026-12', petCount: 2, speciesId: '1', appointmentTypeId: '10', calendarResourceId: '5' }),
    ).toEqual(SLOTS);
    expect(fetch.last().path).toBe(
      '/api/v2/appointment/slots?clinicId=tui-hamilton&date=2026-12&petCount=2&speciesId=1&appointmentTypeId=10&calendarResourceId=5',
    );
    // An empty month may come as null: no days.
    expect(await api.slots({ clinicId: 'tui-hamilton', date: '2026-11', petCount: 1, speciesId: '1', appointmentTypeId: '10' })).toEqual({});
  });

  it('refuses a month before the current one without a request and without a message', async () => {
    const { fetch, api } = setup();
    const error = await api.slots({ clinicId: 'tui-hamilton', date: '2026-10', petCount: 1, speciesId: '1', appointmentTypeId: '10' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).error).toBeUndefined();
    expect(fetch.requests).toHaveLength(0);
  });

  it('gives up its previous hold when holding another time, and forgets it once booked', async () => {
    const { fetch, api } = setup();
    const hold = (id: string) => ({ status: 201, json: { success: true, data: { holdId: id, expiresAt: '2026-11-20T10:10:00+13:00' } } });
    fetch.reply(hold('h-1'), hold('h-2'), { status: 201, json: { success: true, data: RESULT } }, hold('h-3'));
    await api.hold!('slot-a');
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v2/appointment/hold', body: { slotId: 'slot-a', previousHoldId: null } });
    const visitorId = (fetch.last().body as { visitorId: string }).visitorId;
    expect(visitorId).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    await api.hold!('slot-b');
    expect(fetch.last().body).toEqual({ slotId: 'slot-b', previousHoldId: 'h-1', visitorId });
    const payload = {
      clinicId: 'tui-hamilton',
      pets: [{ id: '', name: 'Rex', speciesId: '1' }],
      appointmentTypeId: '10',
      acceptTermsAndConditions: false,
      slotId: 'slot-b',
      customerStatusId: 1,
      firstName: 'A',
      lastName: 'N',
      email: 'a@example.nz',
      phone: '021',
      notes: '',
      holdId: 'h-2',
    };
    expect(await api.complete(payload)).toEqual(RESULT);
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v2/appointment/complete', body: payload });
    await api.hold!('slot-c');
    expect(fetch.last().body).toEqual({ slotId: 'slot-c', previousHoldId: null, visitorId });
  });

  it('names the same browser session with every hold of the tab, and a new one in another tab', async () => {
    const holdAnswer = { status: 201, json: { success: true, data: { holdId: 'h-1', expiresAt: '2026-11-20T10:10:00+13:00' } } };
    const first = setup();
    first.fetch.reply(holdAnswer);
    await first.api.hold!('slot-a');
    const again = setup();
    again.fetch.reply(holdAnswer);
    await again.api.hold!('slot-b');
    const sent = (f: typeof first.fetch) => (f.last().body as { visitorId: string }).visitorId;
    expect(sent(again.fetch)).toBe(sent(first.fetch));
    expect(sessionStorage.getItem('vet-booking-visitor')).toBe(sent(first.fetch));
    sessionStorage.clear();
    const otherTab = setup();
    otherTab.fetch.reply(holdAnswer);
    await otherTab.api.hold!('slot-c');
    expect(sent(otherTab.fetch)).not.toBe(sent(first.fetch));
  });

  it("rejects with the server's message on a non-2xx answer", async () => {
    const { fetch, api } = setup();
    fetch.reply({ status: 422, json: { success: false, message: 'Invalid email' } });
    const error = await api.complete({} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, error: 'Invalid email', success: false });
  });

  it('rejects an answer it cannot read as an error without a server message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, api } = setup();
    fetch.reply(ok({ appointments: 'soon' }));
    const error = await api.complete({} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ error: undefined, statusText: UNREADABLE_ANSWER });
    warn.mockRestore();
  });
});
