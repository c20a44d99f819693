// The sites signed in with the account, under Change Password: listed with their origin and
// since when, signed out with one button; left out where the widget runs on another site.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { WidgetRoot } from '../../kit/WidgetRoot';
import { AccountApiContext } from '../context';
import { fail, ok, testServer, type Routes } from '../testServer';
import { ChangePassword } from './ChangePassword';
import { NO_SITES, SITES_HEADING } from './SignedInSites';

const SITES = [
  { id: 's1', origin: 'https://www.hamiltonvets.example.nz', createdAt: '2026-11-27T22:10:00.000Z', lastUsedAt: '2026-11-27T22:12:00.000Z' },
  { id: 's2', origin: 'http://clinic.example', createdAt: '2026-11-27T21:05:00.000Z', lastUsedAt: null },
];

function renderSection(apiBase: string, routes: Routes = {}) {
  const server = testServer({ 'GET /api/v1/profile/sites': ok({ items: SITES, total: 2 }), 'DELETE /api/v1/profile/sites/s2': { status: 204 }, ...routes });
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-account" host={host} root={host} attributes={{ apiBase }}>
      <AccountApiContext.Provider value={server.api}>
        <ChangePassword redirect={() => {}} />
      </AccountApiContext.Provider>
    </WidgetRoot>,
  );
  return { server, user: userEvent.setup() };
}

describe('Sites signed in with your account', () => {
  it('lists each site with since when, on the portal’s own origin', async () => {
    renderSection(window.location.origin);
    const part = await screen.findByRole('region', { name: SITES_HEADING });
    const items = await within(part).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('www.hamiltonvets.example.nz'), expect.stringContaining('clinic.example')]);
    expect(items[0]!.textContent).toContain('Since 28 November 2026 11:10AM');
  });

  it('signs one site out with its button, and the rest stay', async () => {
    const { server, user } = renderSection(window.location.origin);
    const part = await screen.findByRole('region', { name: SITES_HEADING });
    await user.click(await within(part).findByRole('button', { name: 'Sign out clinic.example' }));
    expect(server.calls('DELETE /api/v1/profile/sites/s2')).toHaveLength(1);
    await waitFor(() => expect(within(part).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('clinic.example has been signed out.')).toBeTruthy();
  });

  it('says so when no site is signed in, and shows the server’s message when signing out fails', async () => {
    const { user } = renderSection(window.location.origin, {
      'GET /api/v1/profile/sites': ok({ items: SITES.slice(1), total: 1 }),
      'DELETE /api/v1/profile/sites/s2': fail(404, 'This site is not signed in with your account.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out clinic.example' }));
    expect(await screen.findByText('This site is not signed in with your account.')).toBeTruthy();
    renderSection(window.location.origin, { 'GET /api/v1/profile/sites': ok({ items: [], total: 0 }) });
    expect(await screen.findByText(NO_SITES)).toBeTruthy();
  });

  it('is left out, and not asked for, where the account widget runs on another site', async () => {
    const { server } = renderSection('http://api.test');
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    // Decided as it renders: a list that were there would show its heading at once, loading or not.
    expect(screen.queryByRole('region', { name: SITES_HEADING })).toBeNull();
    expect(server.calls('GET /api/v1/profile/sites')).toHaveLength(0);
  });
});
