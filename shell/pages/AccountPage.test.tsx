import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { AccountPage } from './AccountPage';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  sessionStore.setState({ status: 'signedIn' });
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.setState({ status: 'unknown' });
});

describe('account page', () => {
  it('gives phones an Account menu disclosure with the sections, keyboard usable', async () => {
    const view = render(<AccountPage section="orders" pathname="/account/orders" />);
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(nav.className).toContain('lg:hidden');
    const toggle = within(nav).getByRole('button', { name: 'Account menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(false);
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Details',
      'Pets',
      'Appointments',
      'Orders',
      'Subscriptions',
      'Pay Online',
      'Payment Methods',
      'Change Password',
      'Linked Accounts',
      'Feedback',
      'Logout',
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');

    // Escape closes it and puts focus back on the button.
    within(nav).getByRole('link', { name: 'Pets' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Moving to another section closes it.
    fireEvent.click(toggle);
    await act(async () => view.rerender(<AccountPage section="pets" pathname="/account/pets" />));
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has one h1, the section name, and asks <vet-account> to leave its menu and title out', () => {
    const { container } = render(<AccountPage section="orders" pathname="/account/orders" />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Orders']);
    expect(container.querySelector('vet-account')!.getAttribute('hide-nav')).toBe('true');
  });
});
