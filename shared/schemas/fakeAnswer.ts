// For tests only: a hand-built stand-in for an API answer, checked against the answer's schema
// twice, by its type (the schema's input: what the server sends) and when the test runs (parsed,
// so a fake that the real client would refuse fails the test that builds it). Fakes cannot drift
// from the server's contract (docs/contracts.md).
import * as v from 'valibot';
import { BookingStartAnswerSchema } from './appointments';

export function fakeAnswer<S extends v.GenericSchema>(schema: S, value: v.InferInput<S>): v.InferOutput<S> {
  return v.parse(schema, value);
}

/** The smallest booking start the contract allows (GET /api/v2/appointment/start), for tests of flows that read only part of it. */
export function fakeBookingStart(overrides: Partial<v.InferInput<typeof BookingStartAnswerSchema>> = {}) {
  return fakeAnswer(BookingStartAnswerSchema, {
    bookingConfig: {},
    welcome: { title: '', messageSlate: [], isActive: false },
    emergency: { messageSlate: [], isActive: false },
    clinics: [],
    species: [],
    pets: [],
    user: null,
    ...overrides,
  });
}
