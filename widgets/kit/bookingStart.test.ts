// <vet-booking> and <vet-checkout> on one page: one GET /appointment/start serves both.
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../shared/api/fakeFetch';
import { startData } from '../booking/testServer';
import { bookingStart, START_SHARED_MS } from './bookingStart';
import { widgetApiOf } from './WidgetContext';

const ok = (data: unknown) => ({ json: { success: true, data } });

describe('bookingStart', () => {
  it('shares one call between widgets of one group and session, and asks again later', async () => {
    const fetch = fakeFetch(ok(startData()), ok(startData()), ok(startData()), ok(startData()), ok(startData()));
    const widget = (vetId: string, token?: string) => widgetApiOf({ vetId, apiBase: 'https://portal.example.nz' }, async () => token, fetch);
    const booking = widget('tui-vets');
    const checkout = widget('tui-vets');
    const [a, b] = await Promise.all([bookingStart(booking, 'vet-booking'), bookingStart(checkout, 'vet-checkout')]);
    expect(a.clinics).toEqual(b.clinics);
    expect(fetch.requests).toHaveLength(1);
    // Another group or another session is another answer.
    await Promise.all([bookingStart(widget('kea-vets'), 'vet-booking'), bookingStart(widget('tui-vets', 'jwt-1'), 'vet-booking')]);
    expect(fetch.requests.map((r) => [r.headers['x-vet-id'], r.headers.authorization ?? null])).toEqual([
      ['tui-vets', null],
      ['kea-vets', null],
      ['tui-vets', 'Bearer jwt-1'],
    ]);
    // Just settled: a checkout that asks now (its code came later) is served too; the booking
    // asking again (its flow started over) goes to the server.
    await Promise.all([bookingStart(widget('kea-vets'), 'vet-checkout')]);
    expect(fetch.requests).toHaveLength(3);
    await bookingStart(booking, 'vet-booking');
    expect(fetch.requests).toHaveLength(4);
    // Later callers ask again rather than read an old answer.
    const later = Date.now() + START_SHARED_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await bookingStart(checkout, 'vet-checkout');
    vi.restoreAllMocks();
    expect(fetch.requests).toHaveLength(5);
  });
});
