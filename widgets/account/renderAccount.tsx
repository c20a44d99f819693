// Renders <Account> inside a WidgetRoot with the test server (component tests only).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetRoot } from '../kit/WidgetRoot';
import { Account, type AccountProps } from './Account';
import { testServer, type Routes } from './testServer';

export function renderAccount(props: Partial<AccountProps> = {}, routes: Routes = {}) {
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
    <WidgetRoot tag="vet-account" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
      <Account api={server.api} pathname="/account/details" {...props} />
    </WidgetRoot>,
  );
  return { server, host, user, events, view };
}
