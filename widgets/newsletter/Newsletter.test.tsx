import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../kit/form/testing';
import { fail, fakeServer, ok } from '../kit/form/testing';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { Newsletter, NEWSLETTER_CHECK_INBOX, NEWSLETTER_PASSED_ON, NEWSLETTER_TEXT } from './Newsletter';

function setup(reply: FakeReply = ok({ message: 'sent' }, 201)) {
  const fetch = fakeServer((request) => (request.path === '/api/v1/newsletter' ? reply : { status: 404 }));
  const rendered = renderWidget('vet-newsletter', <Newsletter />, ['vet-newsletter:submit', 'vet-newsletter:submitted'], {}, fetch);
  return { ...rendered, fetch };
}

const email = () => screen.getByRole('textbox', { name: /Email address/ });

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<vet-newsletter>', () => {
  it('mentions the monthly email', () => {
    setup();
    expect(screen.getByText(NEWSLETTER_TEXT)).toBeTruthy();
  });

  it('checks the address first', async () => {
    const { user, events } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Your email is required')).toBeTruthy();
    await user.type(email(), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(events('vet-newsletter:submit')).toHaveLength(0);
  });

  it('sends the address for double opt-in and says to check the inbox', async () => {
    const { user, events, fetch } = setup();
    await user.type(email(), 'mere@example.nz');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(NEWSLETTER_CHECK_INBOX)).toBeTruthy();
    expect(fetch.requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/api/v1/newsletter', { email: 'mere@example.nz' }]]);
    expect(events('vet-newsletter:submitted')).toEqual([{ email: 'mere@example.nz', handled: false }]);
  });

  it("shows the server's message when the sign-up is refused (a 429)", async () => {
    const { user } = setup(fail(429, 'Too many requests from your connection. Please try again in 12 minutes.'));
    await user.type(email(), 'mere@example.nz');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Too many requests from your connection. Please try again in 12 minutes.')).toBeTruthy();
    expect(screen.queryByText(NEWSLETTER_CHECK_INBOX)).toBeNull();
  });

  it('says "passed on" when the host takes the address', async () => {
    const { user, host, events, fetch } = setup();
    host.addEventListener('vet-newsletter:submit', (e) => e.preventDefault());
    await user.type(email(), 'mere@example.nz');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(NEWSLETTER_PASSED_ON)).toBeTruthy();
    expect(events('vet-newsletter:submitted')).toEqual([{ email: 'mere@example.nz', handled: true }]);
    expect(fetch.requests).toHaveLength(0);
  });
});
