import { render, screen, within } from '@testing-library/react';
import { WidgetRoot } from '../kit/WidgetRoot';
import { Account, SIGNED_OUT } from './Account';
import { AccountSection } from './AccountSection';
import { TEST_TOKEN, testServer } from './testServer';
import { describe, expect, it } from 'vitest';
import { renderAccount } from './renderAccount';

describe('<vet-account>', () => {
  it('shows the menu in the spec order with the current entry highlighted by path prefix', async () => {
    await renderAccount({ pathname: '/account/pets/11' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
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
    expect(within(nav).getByRole('link', { name: 'Pets' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    // The section comes from the path when no section attribute is given.
    expect(await screen.findByRole('button', { name: 'Add new pet' })).toBeTruthy();
  });

  it('leaves out entries named in omit, and the menu with hide-nav', async () => {
    const { view } = await renderAccount({ omit: 'Feedback,Linked Accounts' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).queryByRole('link', { name: 'Feedback' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Linked Accounts' })).toBeNull();
    view.unmount();
    await renderAccount({ hideNav: 'true' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('titles its sections itself, but leaves the title to the host with hide-nav', async () => {
    const { view } = await renderAccount({ section: 'details' });
    expect(await screen.findByRole('heading', { level: 2, name: 'My details' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Delivery addresses' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Delete account' })).toBeTruthy();
    view.unmount();
    await renderAccount({ section: 'details', hideNav: 'true' });
    // The host's h1 names the section; the section's parts follow it at h2, no level skipped.
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery addresses' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My details' })).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it("keeps a section heading's action when the host titles the section", async () => {
    await renderAccount({ section: 'pets', hideNav: 'true' });
    expect(await screen.findByRole('button', { name: 'Add new pet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pets' })).toBeNull();
  });

  it('asks the host before following a menu link (cancelable vet-account:navigate)', async () => {
    const { user, events } = await renderAccount();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(events).toEqual([{ type: 'vet-account:navigate', detail: { href: '/account/orders' } }]);
  });

  it('says what to fix when the section attribute is wrong', async () => {
    await renderAccount({ section: 'billing' });
    expect(screen.getByRole('alert').textContent).toContain('section must be one of details, pets, appointments');
  });

  it.each([
    ['appointments', 'vet-account-appointments'],
    ['pay-invoices', 'vet-pay-online'],
    ['linked-accounts', 'vet-linked-accounts'],
    ['feedback', 'vet-feedback'],
  ])('renders the %s section as <%s> with the same API settings', async (section, tag) => {
    await renderAccount({ section });
    const element = document.querySelector(tag);
    expect(element).not.toBeNull();
    expect(element!.getAttribute('api-base')).toBe('http://api.test');
    expect(element!.getAttribute('vet-id')).toBe('tui-vets');
  });

  it('leaves <vet-pay-online> its own heading only when nothing else titles the section', async () => {
    await renderAccount({ section: 'pay-invoices' });
    expect(document.querySelector('vet-pay-online')!.getAttribute('information-slug')).toBe('pay-online');
    expect(document.querySelector('vet-pay-online')!.hasAttribute('hide-heading')).toBe(false);
    document.body.innerHTML = '';
    await renderAccount({ section: 'pay-invoices', hideNav: 'true' });
    expect(document.querySelector('vet-pay-online')!.getAttribute('hide-heading')).toBe('true');
  });

  it('asks a visitor without a token to sign in, and makes no account call', async () => {
    const host = document.createElement('div');
    render(
      <WidgetRoot tag="vet-account" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
        <Account pathname="/account/details" />
      </WidgetRoot>,
    );
    expect(await screen.findByText(SIGNED_OUT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(/^http:\/\/api\.test\/auth\/sign-in\?callbackUrl=/);
  });
});

describe('a section as its own tag (<vet-account-pets> and friends)', () => {
  it('renders one section with its own title and no account menu', async () => {
    const server = testServer();
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <WidgetRoot tag="vet-account-pets" host={host} root={host} attributes={{ apiBase: 'http://api.test', token: TEST_TOKEN }} fetch={server.fetch}>
        <AccountSection section="pets" />
      </WidgetRoot>,
    );
    expect(await screen.findByRole('heading', { name: 'Pets', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
