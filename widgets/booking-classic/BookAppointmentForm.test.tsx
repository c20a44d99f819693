import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../kit/WidgetRoot';
import { fakeFetch, type FakeReply } from '../../shared/api/fakeFetch';
import { CLASSIC_DATE_PAST } from '../../shared/schemas/appointments';
import { BookAppointmentForm, REQUEST_FAILED, REQUEST_ORIGIN } from './BookAppointmentForm';

const NOW = new Date('2026-11-20T10:00:00+13:00');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<vet-book-appointment-form>', () => {
  function setup(reply: FakeReply) {
    const fetch = fakeFetch(reply);
    const host = document.createElement('div');
    document.body.append(host);
    const events: { type: string; detail: unknown }[] = [];
    for (const type of ['vet-book-appointment-form:submitted', 'vet-book-appointment-form:error'])
      host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
    const user = userEvent.setup();
    render(
      <WidgetRoot tag="vet-book-appointment-form" host={host} root={host} attributes={{ apiBase: 'http://api.test' }} fetch={fetch}>
        <BookAppointmentForm now={NOW} clinics={[{ id: 'tui-hamilton', name: 'Tui Vets Hamilton' }]} />
      </WidgetRoot>,
    );
    return { fetch, user, events };
  }

  async function fillIn(user: ReturnType<typeof userEvent.setup>, date = '2026-11-24T09:30') {
    await user.selectOptions(screen.getByRole('combobox', { name: /Clinic/ }), 'Tui Vets Hamilton');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Aroha Ngata');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aroha@example.nz');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '021 555 1234');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Vaccination');
    await user.type(screen.getByLabelText(/Preferred date and time/), date);
  }

  it('validates, sends the request to the chosen clinic, and only then thanks the client', async () => {
    const { fetch, user, events } = setup({ status: 201, json: { success: true, data: { id: 5 } } });
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    for (const message of [
      'Location is required',
      'Your full name is required',
      'An email is required',
      'A phone number is required',
      'Reason for booking is required',
      'The preferred date is required',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Clinic/ }));

    await fillIn(user, '2026-11-19T09:00');
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(screen.getByText(CLASSIC_DATE_PAST)).toBeTruthy();
    const when = screen.getByLabelText(/Preferred date and time/);
    await user.clear(when);
    await user.type(when, '2026-11-24T09:30');
    expect(fetch.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));

    expect((await screen.findByRole('status')).textContent).toContain('Thank you, Aroha Ngata.');
    expect(fetch.requests).toHaveLength(1);
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/contact' });
    expect(fetch.requests[0]!.body).toMatchObject({
      clinicId: 'tui-hamilton',
      name: 'Aroha Ngata',
      email: 'aroha@example.nz',
      phone: '021 555 1234',
      origin: REQUEST_ORIGIN,
    });
    expect(String((fetch.requests[0]!.body as { message: string }).message)).toContain('Vaccination');
    const data = {
      clinicId: 'tui-hamilton',
      clinicName: 'Tui Vets Hamilton',
      fullName: 'Aroha Ngata',
      email: 'aroha@example.nz',
      phone: '021 555 1234',
      reason: 'Vaccination',
      dateTime: '2026-11-24T09:30',
    };
    expect(events).toEqual([{ type: 'vet-book-appointment-form:submitted', detail: data }]);
  });

  it('says so when the request could not be sent, and keeps what was typed', async () => {
    const { user, events } = setup({ status: 503, json: { success: false } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_FAILED);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Full name/ }).value).toBe('Aroha Ngata');
    expect(events).toEqual([{ type: 'vet-book-appointment-form:error', detail: { message: REQUEST_FAILED } }]);
  });
});
