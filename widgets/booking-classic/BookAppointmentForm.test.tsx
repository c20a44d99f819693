import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../kit/WidgetRoot';
import { BookAppointmentForm } from './BookAppointmentForm';

const NOW = new Date('2026-11-20T10:00:00+13:00');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<vet-book-appointment-form>', () => {
  it('validates, then only logs its data and makes no call', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    const host = document.createElement('div');
    document.body.append(host);
    const submitted: unknown[] = [];
    host.addEventListener('vet-book-appointment-form:submitted', (e) => submitted.push((e as CustomEvent).detail));
    const user = userEvent.setup();
    render(
      <WidgetRoot tag="vet-book-appointment-form" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
        <BookAppointmentForm now={NOW} clinics={[{ id: 'tui-hamilton', name: 'Tui Vets Hamilton' }]} />
      </WidgetRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    for (const message of ['Location is required', 'Your full name is required', 'An email is required', 'A phone number is required', 'Reason for booking is required', 'The preferred date is required'])
      expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Clinic/ }));

    await user.selectOptions(screen.getByRole('combobox', { name: /Clinic/ }), 'Tui Vets Hamilton');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Aroha Ngata');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aroha@example.nz');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '021 555 1234');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Vaccination');
    const when = screen.getByLabelText(/Preferred date and time/);
    await user.type(when, '2026-11-19T09:00');
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));
    expect(screen.getByText('The preferred date must be in the future')).toBeTruthy();
    await user.clear(when);
    await user.type(when, '2026-11-24T09:30');
    await user.click(screen.getByRole('button', { name: 'Request appointment' }));

    expect((await screen.findByRole('status')).textContent).toContain('Thank you, Aroha Ngata.');
    const data = { clinicId: 'tui-hamilton', clinicName: 'Tui Vets Hamilton', fullName: 'Aroha Ngata', email: 'aroha@example.nz', phone: '021 555 1234', reason: 'Vaccination', dateTime: '2026-11-24T09:30' };
    expect(info).toHaveBeenCalledWith('vet-book-appointment-form', data);
    expect(submitted).toEqual([data]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
