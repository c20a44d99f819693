import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FAILED, CONTACT_SENT } from '../../shared/schemas/contact';
import { ContactForm } from './ContactForm';
import { contentList, deferred, fail, fakeServer, fill, LOCATIONS, ok, renderWidget } from '../kit/form/testing';
import type { FakeReply } from '../../shared/api/fakeFetch';

function setup(replies: { send?: FakeReply; locations?: FakeReply } = {}, origin?: string) {
  const fetch = fakeServer((request) => {
    if (request.path.startsWith('/content/api/t1-location')) return replies.locations ?? contentList(LOCATIONS);
    if (request.path === '/api/v1/contact') return replies.send ?? ok({ id: 7 }, 201);
    return { status: 404 };
  });
  const rendered = renderWidget('vet-contact-form', <ContactForm origin={origin} />, ['vet-contact-form:submitted', 'vet-contact-form:error'], {}, fetch);
  const sent = () => fetch.requests.filter((r) => r.path === '/api/v1/contact');
  return { ...rendered, fetch, sent };
}

async function fillIn(user: ReturnType<typeof setup>['user']) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Clinic/ }), 'Tui Vets Cambridge');
  await fill(user, screen.getByRole('textbox', { name: /Full name/ }), 'Aroha Ngata');
  await fill(user, screen.getByRole('textbox', { name: /Email address/ }), 'aroha@example.nz');
  await fill(user, screen.getByRole('textbox', { name: /Phone number/ }), '021 555 1234');
  await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Is Rex due for his shots?');
}

const send = () => screen.getByRole('button', { name: 'Send message' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-contact-form>', () => {
  it('lists only clinics with an Email contact, after the placeholder', async () => {
    setup();
    const select = await screen.findByRole('combobox', { name: /Clinic/ });
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Select a clinic...', 'Tui Vets Hamilton', 'Tui Vets Cambridge']);
  });

  it('sends the message with the spec payload and thanks the sender by name', async () => {
    const { user, fetch, sent, events } = setup();
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for contacting us!' })).toBeTruthy();
    expect(screen.getByText(CONTACT_SENT)).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(fetch.last().method).toBe('POST');
    expect(fetch.last().headers['x-vet-id']).toBe('tui-vets');
    expect(fetch.last().body).toEqual({
      clinicId: 'tui-cambridge',
      name: 'Aroha Ngata',
      email: 'aroha@example.nz',
      phone: '021 555 1234',
      message: 'Is Rex due for his shots?',
      recipientEmail: 'cambridge@tuivets.example.nz',
      clinicName: 'Tui Vets Cambridge',
      origin: 'Contact Us Page',
    });
    expect(events('vet-contact-form:submitted')).toEqual([{ id: '7', clinicId: 'tui-cambridge', clinicName: 'Tui Vets Cambridge', origin: 'Contact Us Page' }]);
  });

  it("uses the content block's name as origin when given", async () => {
    const { user, fetch } = setup({}, 'Home page contact block');
    await fillIn(user);
    await user.click(send());
    await screen.findByText(CONTACT_SENT);
    expect((fetch.last().body as { origin: string }).origin).toBe('Home page contact block');
  });

  it('shows every message on submit, focuses the first, and sends nothing', async () => {
    const { user, sent } = setup();
    await screen.findByRole('combobox', { name: /Clinic/ });
    // Nothing is marked before the first submit.
    expect(screen.queryByText('Clinic is required')).toBeNull();
    await user.click(send());
    for (const message of [
      'Clinic is required',
      'Your full name is required',
      'Your email is required',
      'Your phone number is required',
      'Please enter a message',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    const clinic = screen.getByRole('combobox', { name: /Clinic/ });
    expect(clinic.getAttribute('aria-invalid')).toBe('true');
    expect(clinic.getAttribute('aria-describedby')).toContain(screen.getByText('Clinic is required').id);
    await waitFor(() => expect(document.activeElement).toBe(clinic));
    expect(sent()).toHaveLength(0);
  });

  it('re-validates on change after the first submit', async () => {
    const { user } = setup();
    await screen.findByRole('combobox', { name: /Clinic/ });
    await user.click(send());
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'aroha@');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.type(email, 'example.nz');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '021-555');
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
  });

  it('keeps everything typed and says so when sending fails', async () => {
    const { user, events } = setup({ send: fail(500, 'Internal error') });
    await fillIn(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_FAILED);
    expect((screen.getByRole('textbox', { name: /Full name/ }) as HTMLInputElement).value).toBe('Aroha Ngata');
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('Is Rex due for his shots?');
    expect(events('vet-contact-form:error')).toEqual([{ message: CONTACT_FAILED }]);
  });

  it('says why when the server asks the visitor to wait', async () => {
    const wait = 'Too many requests from your connection. Please try again in 42 minutes.';
    const { user, events } = setup({ send: fail(429, wait) });
    await fillIn(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(`${CONTACT_FAILED} ${wait}`);
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('Is Rex due for his shots?');
    expect(events('vet-contact-form:error')).toEqual([{ message: `${CONTACT_FAILED} ${wait}` }]);
  });

  it('puts a server field message on its field', async () => {
    const { user } = setup({ send: fail(422, 'Please select one of our clinics', { clinicId: 'Please select one of our clinics' }) });
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByText('Please select one of our clinics')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Clinic/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('cannot send twice while the request runs', async () => {
    const gate = deferred<FakeReply>();
    const { user, sent } = setup({ send: () => gate.promise });
    await fillIn(user);
    await user.click(send());
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    await user.click(send());
    gate.resolve(ok({ id: 1 }, 201));
    await screen.findByText(CONTACT_SENT);
    expect(sent()).toHaveLength(1);
  });

  it('offers a retry when the clinics cannot be loaded', async () => {
    let calls = 0;
    const { user } = setup({ locations: () => (++calls === 1 ? { status: 500 } : contentList(LOCATIONS)) });
    expect(await screen.findByText('We could not load our clinics.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: /Clinic/ })).toBeTruthy();
  });
});
