// <vet-booking> and <vet-checkout> on one page: one GET /appointment/start serves both.
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../shared/api/fakeFetch';
import { startData } from '../booking/testServer';
import { bookingStart } from './bookingStart';
import { widgetApiOf } from './WidgetContext';

const ok = (data: unknown) => ({ json: { success: true, data } });

describe('bookingStart', () => {
  it('shares the call in flight between widgets of one group and session, and asks again later', async () => {
    const fetch = fakeFetch(ok(startData()), ok(startData()), ok(startData()), ok(startData()));
    const widget = (vetId: string, token?: string) => widgetApiOf({ vetId, apiBase: 'https://portal.example.nz' }, async () => token, fetch);
    const booking = widget('tui-vets');
    const checkout = widget('tui-vets');
    const [a, b] = await Promise.all([bookingStart(booking), bookingStart(checkout)]);
    expect(a.clinics).toEqual(b.clinics);
    expect(fetch.requests).toHaveLength(1);
    // Another group or another session is another answer.
    await Promise.all([bookingStart(widget('kea-vets')), bookingStart(widget('tui-vets', 'jwt-1'))]);
    expect(fetch.requests.map((r) => [r.headers['x-vet-id'], r.headers.authorization ?? null])).toEqual([
      ['tui-vets', null],
      ['kea-vets', null],
      ['tui-vets', 'Bearer jwt-1'],
    ]);
    // Settled: the next caller asks again rather than read an old answer.
    await bookingStart(booking);
    expect(fetch.requests).toHaveLength(4);
  });
});
