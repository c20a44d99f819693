import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../kit/form/testing';
import { Newsletter, NEWSLETTER_NOT_TAKEN, NEWSLETTER_PASSED_ON, NEWSLETTER_TEXT } from './Newsletter';

function setup() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const rendered = renderWidget('vet-newsletter', <Newsletter />, ['vet-newsletter:submit', 'vet-newsletter:submitted']);
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

  it('makes no call and does not claim a subscription nobody took', async () => {
    const { user, events, fetch } = setup();
    await user.type(email(), 'mere@example.nz');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(NEWSLETTER_NOT_TAKEN)).toBeTruthy();
    expect(screen.queryByText(/subscribed/i)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(events('vet-newsletter:submit')).toEqual([{ email: 'mere@example.nz' }]);
    expect(events('vet-newsletter:submitted')).toEqual([{ email: 'mere@example.nz', handled: false }]);
  });

  it('says "passed on" when the host takes the address', async () => {
    const { user, host, events } = setup();
    host.addEventListener('vet-newsletter:submit', (e) => e.preventDefault());
    await user.type(email(), 'mere@example.nz');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(NEWSLETTER_PASSED_ON)).toBeTruthy();
    expect(events('vet-newsletter:submitted')).toEqual([{ email: 'mere@example.nz', handled: true }]);
  });
});
