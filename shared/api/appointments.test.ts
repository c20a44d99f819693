import { describe, expect, it } from 'vitest';
import { createAppointmentsApi } from './appointments';
import { fakeFetch } from './fakeFetch';
import { createApiClient } from './http';

const setup = () => {
  const fetch = fakeFetch();
  const api = createAppointmentsApi(createApiClient({ apiBase: 'https://api.test', vetId: 'tui-vets', fetch }), {
    now: () => new Date('2026-11-20T10:00:00+13:00'),
  });
  return { fetch, api };
};

describe('appointments api', () => {
  it('holds a time, giving up the previous hold, and answers the hold', async () => {
    const { fetch, api } = setup();
    const hold = { holdId: '0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01', expiresAt: '2026-11-19T21:05:00.000Z', slotId: 's1' };
    fetch.reply({ status: 201, json: { success: true, data: hold } });
    await expect(api.hold({ slotId: 's1', previousHoldId: 'a1b2' })).resolves.toEqual(hold);
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v2/appointment/hold', body: { slotId: 's1', previousHoldId: 'a1b2' } });
  });

  it('releases a hold with DELETE', async () => {
    const { fetch, api } = setup();
    fetch.reply({ status: 200, json: { success: true, data: null } });
    await api.releaseHold('0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01');
    expect(fetch.last()).toMatchObject({ method: 'DELETE', path: '/api/v2/appointment/hold/0b7e2a52-3f7c-4a43-9c55-1d2b7f3a9e01' });
  });

  it("rejects a taken time with the server's 409 message", async () => {
    const { fetch, api } = setup();
    fetch.reply({ status: 409, json: { success: false, message: 'Sorry, that time has just been taken. Please choose another time.' } });
    await expect(api.hold({ slotId: 's1' })).rejects.toMatchObject({ status: 409, error: 'Sorry, that time has just been taken. Please choose another time.' });
  });

  it('lists and cancels appointments', async () => {
    const { fetch, api } = setup();
    fetch.reply({ json: { success: true, data: { items: [], total: 0 } } }, { json: { success: true, data: null } });
    await api.list({ type: 'past', offset: 10, limit: 10 });
    expect(fetch.requests[0]!.path).toBe('/api/v2/appointment?type=past&offset=10&limit=10');
    await api.cancel(7, { note: 'Away' });
    expect(fetch.requests[1]).toMatchObject({ method: 'PUT', path: '/api/v2/appointment/7/cancel', body: { note: 'Away' } });
  });

  it('sends the older flow to v1, signed in and anonymous', async () => {
    const { fetch, api } = setup();
    const person = { firstName: 'A', lastName: 'B', phone: '021', email: 'a@b.nz', comment: 'x', date: '2026-11-24T09:30', clinicId: 'tui-hamilton' };
    const booked = { json: { success: true, data: { appointments: [], clinicName: 'Tui Vets Hamilton', clinicAddress: '' } } };
    fetch.reply(booked, booked);
    await api.bookClassic({ ...person, pets: [{ id: 11, name: 'Rex' }] });
    await api.bookClassicAnonymous({ ...person, pets: [{ name: 'Rex', type: 1, desexed: true }] });
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/appointment', 'POST /api/v1/appointment/anonymous']);
  });
});
