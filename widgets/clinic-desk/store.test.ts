import { describe, expect, it } from 'vitest';
import { createDeskApi } from '../../shared/api/desk';
import { fakeFetch } from '../../shared/api/fakeFetch';
import { SLOT_TAKEN } from '../../shared/schemas/appointments';
import { DECLINE_MESSAGE_REQUIRED, DeskRequestAnswerSchema } from '../../shared/schemas/desk';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { testWidget } from '../kit/testWidget';
import { createDeskStore } from './store';

const REQUEST = fakeAnswer(DeskRequestAnswerSchema, {
  bookingId: '0b6f3a52-0000-4000-8000-000000000001',
  clinic: { id: 'tui-hamilton', name: 'Tui Vets Hamilton' },
  // Half past midnight in Hamilton is still the day before in UTC.
  preferredTime: '2026-12-03T00:30:00+13:00',
  createdAt: '2026-11-28T21:15:00.000Z',
  client: { firstName: 'Ana', lastName: 'Walker', email: 'ana@example.nz', phone: '021 555 0101' },
  pets: [{ name: 'Rua', species: 'Dog' }],
  appointmentType: null,
  notes: '',
});

const storeWith = (...replies: Parameters<typeof fakeFetch>) => {
  const fetch = fakeFetch(...replies);
  return { fetch, store: createDeskStore({ api: createDeskApi(testWidget(fetch, 'staff-jwt').client) }) };
};

describe('clinic desk store', () => {
  it('opens a request on its preferred day in New Zealand, with no type when it names none', () => {
    const { store } = storeWith();
    store.getState().actions.requestOpened(REQUEST);
    expect(store.getState()).toMatchObject({ openId: REQUEST.bookingId, day: '2026-12-03', typeId: null, slotId: null });
  });

  it('a time taken meanwhile drops the choice and says so in the server’s words', async () => {
    const { store } = storeWith({ status: 409, json: { success: false, message: SLOT_TAKEN } });
    store.getState().actions.requestOpened(REQUEST);
    store.getState().actions.timeChosen('slot-a');
    expect(await store.getState().actions.confirm(REQUEST)).toEqual({ ok: false, message: SLOT_TAKEN, taken: true });
    expect(store.getState()).toMatchObject({ slotId: null, busy: null, failure: { action: 'confirm', message: SLOT_TAKEN } });
  });

  it('a decline needs a message, sends it trimmed, and forgets the draft once sent', async () => {
    const { store, fetch } = storeWith({ json: { success: true, data: { bookingId: REQUEST.bookingId, status: 'cancelled', appointments: [] } } });
    const { actions } = store.getState();
    expect(await actions.decline(REQUEST)).toEqual({ ok: false, message: DECLINE_MESSAGE_REQUIRED, invalid: true });
    expect(fetch.requests).toHaveLength(0);
    actions.draftTyped(REQUEST.bookingId, '  Closed that week.  ');
    expect(await actions.decline(REQUEST)).toEqual({ ok: true });
    expect(fetch.last().body).toEqual({ message: 'Closed that week.' });
    expect(store.getState().drafts).toEqual({});
  });
});
