// Signed in with a sign-in handed to a clinic's website (the popup), the account shows the way
// to the portal for what only the portal may do, instead of forms the server would refuse.
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PORTAL_ONLY, SITE_CANNOT } from '../../../shared/schemas/signedInSites';
import { WidgetRoot } from '../../kit/WidgetRoot';
import { AccountApiContext } from '../context';
import { testServer } from '../testServer';
import { ChangePassword } from './ChangePassword';
import { Details } from './details/Details';
import { PaymentMethods } from './payment-methods/PaymentMethods';

const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const FAR = Math.floor(Date.now() / 1000) + 3600;
const SITE_TOKEN = jwt({ sub: '1', vetId: 'tui-vets', scope: 'embed', origin: 'https://clinic.example', exp: FAR });
const PORTAL_TOKEN = jwt({ sub: '1', vetId: 'tui-vets', exp: FAR });

function renderSection(section: ReactElement, token: string) {
  const server = testServer();
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-account" host={host} root={host} attributes={{ apiBase: 'http://api.test', token }}>
      <AccountApiContext.Provider value={server.api}>{section}</AccountApiContext.Provider>
    </WidgetRoot>,
  );
  return server;
}

const portalLink = () => screen.getByRole('link', { name: /api\.test/ });

describe('account sections signed in from a clinic’s website', () => {
  it('Change password: no form, a link to the same section on the portal', async () => {
    renderSection(<ChangePassword />, SITE_TOKEN);
    await waitFor(() => expect(screen.queryByLabelText(/^Current password/)).toBeNull());
    expect(screen.getByText(new RegExp(`^${PORTAL_ONLY.changePassword} on the portal`))).toBeTruthy();
    expect(screen.getByText(new RegExp(SITE_CANNOT.replace('.', '\\.')))).toBeTruthy();
    expect(portalLink().getAttribute('href')).toBe('http://api.test/account/change-password');
    expect(portalLink().getAttribute('target')).toBe('_blank');
    // Nor the list of signed-in sites, which is the portal's too.
    expect(screen.queryByRole('heading', { name: /signed in/i })).toBeNull();
  });

  it('Payment methods: the cards are listed, but not added, removed or made the default', async () => {
    renderSection(<PaymentMethods />, SITE_TOKEN);
    expect(await screen.findByText(new RegExp(`^${PORTAL_ONLY.manageCards} on the portal`))).toBeTruthy();
    expect(await screen.findAllByText(/Expires/)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set as default/ })).toBeNull();
  });

  it('Details: the email cannot be edited and the account is deleted on the portal', async () => {
    renderSection(<Details />, SITE_TOKEN);
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    await waitFor(() => expect(email.readOnly).toBe(true));
    expect(screen.getByText(new RegExp(`^${PORTAL_ONLY.deleteAccount} on the portal`))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('signed in on the portal itself, every form is there', async () => {
    renderSection(<ChangePassword />, PORTAL_TOKEN);
    expect(await screen.findByLabelText(/^Current password/)).toBeTruthy();
    renderSection(<PaymentMethods />, PORTAL_TOKEN);
    expect(await screen.findByRole('button', { name: 'Add card' })).toBeTruthy();
  });
});
