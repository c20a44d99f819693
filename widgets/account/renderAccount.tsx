// Renders <Account> inside a WidgetRoot with the test server (component tests only).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { WidgetRoot } from '../kit/WidgetRoot';
import { Account, type AccountProps } from './Account';
import { TEST_TOKEN, testServer, type Routes } from './testServer';

export async function renderAccount(props: Partial<AccountProps> = {}, routes: Routes = {}) {
  const server = testServer(routes);
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['vet-account:navigate', 'vet-account:deleted', 'vet-account:password-changed'])
    host.addEventListener(type, (e) => {
      events.push({ type, detail: (e as CustomEvent).detail });
      // Stay on the page: the test host routes itself (a deletion's redirect is the tests' to see).
      if (type !== 'vet-account:deleted') e.preventDefault();
    });
  const user = userEvent.setup();
  const view = render(
    <WidgetRoot tag="vet-account" host={host} root={host} attributes={{ apiBase: 'http://api.test', token: TEST_TOKEN }} fetch={server.fetch}>
      <Account pathname="/account/details" {...props} />
    </WidgetRoot>,
  );
  // The sections show once the token has been read.
  await waitFor(() => expect(screen.queryByText('Checking your sign-in…')).toBeNull());
  return { server, host, user, events, view };
}
