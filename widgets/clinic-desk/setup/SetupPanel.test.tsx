import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../../shared/api/fakeFetch';
import { ClinicianChangeAnswerSchema, SetupAnswerSchema, SetupTypeAnswerSchema, TYPE_NAME_TAKEN } from '../../../shared/schemas/deskSetup';
import { fakeAnswer } from '../../../shared/schemas/fakeAnswer';
import { fail, fakeServer, fill, ok, renderWidget } from '../../kit/form/testing';
import { useWidget } from '../../kit/WidgetContext';
import { OUTSIDE_HOURS } from './ClinicianSection';
import { SetupPanel } from './SetupPanel';

const SETUP_PATH = '/api/v1/desk/setup';
const HAMILTON = { id: 'tui-hamilton', name: 'Tui Vets Hamilton' };
const CAMBRIDGE = { id: 'tui-cambridge', name: 'Tui Vets Cambridge' };
const AROHA = {
  id: 1,
  name: 'Dr Aroha Ngata',
  active: true,
  typeIds: [4],
  clinics: [
    {
      clinicId: 'tui-hamilton',
      calendarResourceId: 11,
      hours: [
        { day: 'Monday', from: '08:00', to: '16:30' },
        { day: 'Thursday', from: '13:00', to: '17:00' },
        { day: 'Thursday', from: '08:00', to: '12:00' },
      ],
    },
  ],
};
const CONSULT = {
  id: 4,
  name: 'Consultation',
  durationMinutes: 15,
  speciesIds: [1, 2],
  forNewClients: true,
  forReturningClients: true,
  online: true,
  perPet: true,
  active: true,
};
const SETUP = fakeAnswer(SetupAnswerSchema, {
  clinics: [HAMILTON, CAMBRIDGE],
  species: [
    { id: 1, name: 'Dog' },
    { id: 2, name: 'Cat' },
  ],
  clinicians: [AROHA, { id: 2, name: 'Dr Tom Field', active: false, typeIds: [], clinics: [] }],
  appointmentTypes: [CONSULT, { ...CONSULT, id: 5, name: 'Dental check', durationMinutes: 45, online: false }],
});

type Route = (request: RecordedRequest) => FakeReply | undefined;

function Panel() {
  return <SetupPanel client={useWidget().client} />;
}

function setup(route: Route = () => undefined) {
  const fetch = fakeServer((r) => route(r) ?? (r.method === 'GET' && r.path === SETUP_PATH ? ok(SETUP) : { status: 404 }));
  return { ...renderWidget('vet-clinic-desk', <Panel />, [], { token: 'staff-jwt' }, fetch), fetch };
}

const writes = (fetch: ReturnType<typeof setup>['fetch']) => fetch.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
const section = (name: string) => screen.getByRole('region', { name });
/** A list row's cells after its name. */
const cells = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('desk set-up panel', () => {
  it('lists the clinicians and the appointment types', async () => {
    setup();
    const clinicians = await screen.findByRole('region', { name: 'Clinicians' });
    expect(cells(clinicians, 'Dr Aroha Ngata')).toEqual(['Tui Vets Hamilton', 'Yes', 'Edit']);
    expect(cells(clinicians, 'Dr Tom Field')).toEqual(['None', 'No', 'Edit']);
    const types = section('Appointment types');
    expect(cells(types, 'Consultation')).toEqual(['15 min', 'Yes', 'Yes', 'Edit']);
    expect(cells(types, 'Dental check')).toEqual(['45 min', 'No', 'Yes', 'Edit']);
    expect(within(types).getByRole('button', { name: 'Edit Dental check' })).toBeTruthy();
  });

  it('adds a clinician with their week at one clinic, and focus comes back to their row', async () => {
    const saved = { id: 3, name: 'Dr Mere Rāwiri', active: true, typeIds: [4], clinics: [] as (typeof AROHA)['clinics'] };
    const { user, fetch } = setup((r) =>
      r.method === 'POST' && r.path === `${SETUP_PATH}/clinicians`
        ? ok(fakeAnswer(ClinicianChangeAnswerSchema, { clinician: saved, outsideHours: [] }), 201)
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add clinician' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Add clinician' }));
    await fill(user, screen.getByRole('textbox', { name: /Name/ }), '  Dr Mere Rāwiri ');
    await user.click(screen.getByRole('checkbox', { name: 'Consultation' }));
    const cambridge = within(screen.getByRole('group', { name: 'Tui Vets Cambridge' }));
    await user.click(cambridge.getByRole('checkbox', { name: 'Works here' }));
    await user.click(cambridge.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(cambridge.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(cambridge.getByLabelText('Saturday from'), { target: { value: '09:15' } });
    fireEvent.change(cambridge.getByLabelText('Saturday to'), { target: { value: '12:30' } });
    expect(cambridge.getAllByText('Not working')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Save clinician' }));
    expect(await screen.findByText('Saved Dr Mere Rāwiri.')).toBeTruthy();
    expect(writes(fetch)).toEqual([
      [
        'POST',
        `${SETUP_PATH}/clinicians`,
        {
          name: 'Dr Mere Rāwiri',
          typeIds: [4],
          clinics: [
            {
              clinicId: 'tui-cambridge',
              hours: [
                { day: 'Tuesday', from: '08:00', to: '17:00' },
                { day: 'Saturday', from: '09:15', to: '12:30' },
              ],
            },
          ],
        },
      ],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Dr Mere Rāwiri' }));
  });

  it('after a change of hours, lists the bookings now outside them; a split shift is kept', async () => {
    const { user, fetch } = setup((r) =>
      r.method === 'PUT'
        ? ok(
            fakeAnswer(ClinicianChangeAnswerSchema, {
              clinician: { ...AROHA, clinics: [{ ...AROHA.clinics[0]!, hours: [{ day: 'Monday', from: '08:00', to: '12:00' }] }] },
              outsideHours: [
                {
                  appointmentId: 71,
                  bookingId: 'b-71',
                  start: '2026-12-07T14:00:00+13:00',
                  end: '2026-12-07T14:15:00+13:00',
                  petName: 'Rua',
                  clinicId: 'tui-hamilton',
                },
              ],
            }),
          )
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Dr Aroha Ngata' }));
    const hamilton = within(screen.getByRole('group', { name: 'Tui Vets Hamilton' }));
    expect(hamilton.getByLabelText('Monday to')).toHaveProperty('value', '16:30');
    fireEvent.change(hamilton.getByLabelText('Monday to'), { target: { value: '12:00' } });
    expect(hamilton.getByLabelText('Thursday from')).toHaveProperty('value', '08:00');
    expect(hamilton.getByText('Also 13:00–17:00, kept as it is.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save clinician' }));
    expect(await screen.findByText(OUTSIDE_HOURS)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Mon 7 Dec 2026, 2:00pm · Rua · Tui Vets Hamilton');
    expect(writes(fetch)[0]?.slice(1)).toEqual([
      `${SETUP_PATH}/clinicians/1`,
      {
        name: 'Dr Aroha Ngata',
        active: true,
        typeIds: [4],
        clinics: [
          {
            clinicId: 'tui-hamilton',
            hours: [
              { day: 'Monday', from: '08:00', to: '12:00' },
              { day: 'Thursday', from: '08:00', to: '12:00' },
              { day: 'Thursday', from: '13:00', to: '17:00' },
            ],
          },
        ],
      },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Dr Aroha Ngata' }));
  });

  it('shows a refusal at the form and its field, and keeps what was typed', async () => {
    const { user } = setup((r) => (r.method === 'PUT' ? fail(422, TYPE_NAME_TAKEN, { name: TYPE_NAME_TAKEN }) : undefined));
    await user.click(await screen.findByRole('button', { name: 'Edit Dental check' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit Dental check' }));
    await fill(user, screen.getByRole('textbox', { name: /Name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save appointment type' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TYPE_NAME_TAKEN);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveProperty('value', 'Dental check 2');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(TYPE_NAME_TAKEN);
    expect(document.activeElement).toBe(name);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Dental check' }));
  });

  it('adds a type only the desk can book', async () => {
    const { user, fetch } = setup((r) =>
      r.method === 'POST'
        ? ok(fakeAnswer(SetupTypeAnswerSchema, { ...CONSULT, id: 6, name: 'Nurse clinic', durationMinutes: 30, online: false }), 201)
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add type' }));
    await user.click(screen.getByRole('button', { name: 'Save appointment type' }));
    // Nothing is sent until the form is right; the species are needed.
    expect(writes(fetch)).toEqual([]);
    expect(screen.getByText('Please choose at least one species.')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: /Name/ }), 'Nurse clinic');
    const duration = screen.getByRole('spinbutton', { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, '30');
    await user.click(screen.getByRole('checkbox', { name: 'Dog' }));
    await user.click(screen.getByRole('checkbox', { name: /Clients can book online/ }));
    await user.click(screen.getByRole('button', { name: 'Save appointment type' }));
    expect(await screen.findByText('Saved Nurse clinic.')).toBeTruthy();
    expect(writes(fetch)).toEqual([
      [
        'POST',
        `${SETUP_PATH}/types`,
        {
          name: 'Nurse clinic',
          durationMinutes: 30,
          speciesIds: [1],
          forNewClients: true,
          forReturningClients: true,
          online: false,
          perPet: true,
          active: true,
        },
      ],
    ]);
    expect(cells(section('Appointment types'), 'Nurse clinic')).toEqual(['30 min', 'No', 'Yes', 'Edit']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Nurse clinic' }));
  });
});
