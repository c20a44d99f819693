import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { fail, fakeServer, fill, ok, renderWidget } from '../kit/form/testing';
import { Enquiry, ENQUIRY_FAILED, ENQUIRY_SENT } from './Enquiry';

function setup(reply: FakeReply = ok({ id: 3 }, 201), origin?: string) {
  const fetch = fakeServer((request) => (request.path === '/api/v1/contact/enquiry' ? reply : { status: 404 }));
  const rendered = renderWidget('vet-enquiry', <Enquiry origin={origin} />, ['vet-enquiry:submitted', 'vet-enquiry:error'], {}, fetch);
  return { ...rendered, fetch };
}

async function fillIn(user: ReturnType<typeof setup>['user']) {
  await fill(user, screen.getByRole('textbox', { name: /Full name/ }), 'Hemi Walker');
  await fill(user, screen.getByRole('textbox', { name: /Phone number/ }), '07 123 4567');
  await fill(user, screen.getByRole('textbox', { name: /Email address/ }), 'hemi@example.nz');
  await fill(user, screen.getByRole('textbox', { name: /Message/ }), 'Do you see alpacas?');
}

const send = () => screen.getByRole('button', { name: 'Send enquiry' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-enquiry>', () => {
  it('sends name, phone, email and message and thanks the sender', async () => {
    const { user, fetch, events } = setup(undefined, 'Farm services page');
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Thanks Hemi Walker, we have your enquiry.' })).toBeTruthy();
    expect(screen.getByText(ENQUIRY_SENT)).toBeTruthy();
    expect(fetch.requests).toHaveLength(1);
    expect(fetch.last().method).toBe('POST');
    expect(fetch.last().body).toEqual({
      name: 'Hemi Walker',
      phone: '07 123 4567',
      email: 'hemi@example.nz',
      message: 'Do you see alpacas?',
      origin: 'Farm services page',
    });
    expect(events('vet-enquiry:submitted')).toEqual([{ id: '3', origin: 'Farm services page' }]);
  });

  it.each([
    ['Full name', '', 'Your full name is required'],
    ['Phone number', '', 'Your phone number is required'],
    ['Phone number', '07-123', 'Invalid phone number'],
    ['Email address', '', 'Your email is required'],
    ['Email address', 'hemi@', 'Please enter a valid email address'],
    ['Message', '', 'Please enter a message'],
  ])('%s "%s" gives "%s"', async (label, value, message) => {
    const { user, fetch } = setup();
    if (value) await user.type(screen.getByRole('textbox', { name: new RegExp(label) }), value);
    await user.click(send());
    const field = screen.getByRole('textbox', { name: new RegExp(label) });
    const shown = screen.getByText(message);
    expect(field.getAttribute('aria-describedby')).toContain(shown.id);
    expect(fetch.requests).toHaveLength(0);
  });

  it('focuses the first field with a message', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Hemi');
    await user.click(send());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Phone number/ })));
  });

  it("shows the server's message, else its own, and keeps what was typed", async () => {
    const { user, events } = setup(fail(409, 'We cannot take enquiries online at the moment. Please call us instead.'));
    await fillIn(user);
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('We cannot take enquiries online at the moment. Please call us instead.');
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe('Do you see alpacas?');
    expect(events('vet-enquiry:error')).toHaveLength(1);

    document.body.innerHTML = '';
    const second = setup(new Error('offline'));
    await fillIn(second.user);
    await second.user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(ENQUIRY_FAILED);
  });
});
