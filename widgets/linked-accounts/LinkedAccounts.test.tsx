import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../shared/api/fakeFetch';
import {
  CONFIRM_FAILED,
  LINK_STARTED,
  NO_LINKED_ACCOUNTS,
  NO_MATCH,
  RECORD_DETAIL_REQUIRED,
  SEARCH_FAILED,
  TOO_MANY_SEARCHES,
} from '../../shared/schemas/linkedAccounts';
import { fail, fakeServer, fill, ok, renderWidget } from '../kit/form/testing';
import { LinkedAccounts, SIGN_IN_TO_LINK } from './LinkedAccounts';

const status = (over: Record<string, unknown> = {}) => ({
  accountType: 'pms',
  name: 'Practice management system',
  isLinked: false,
  linkedAccountIdentifier: null,
  displayPrompt: true,
  status: 'none',
  ...over,
});
const MATCH = { name: 'Alex Morgan', emailAddress: 'alex@example.nz', petCount: 3 };

type Routes = Partial<Record<'status' | 'list' | 'search' | 'confirm', FakeReply | ((r: RecordedRequest) => FakeReply)>>;

function setup(routes: Routes = {}, token: string | null = 'jwt-alex') {
  let confirmed = false;
  const fetch = fakeServer((request) => {
    const path = request.path.replace('/api/v2/linked-account', '');
    const pick = (name: keyof Routes, fallback: FakeReply) => {
      const r = routes[name];
      return typeof r === 'function' ? r(request) : (r ?? fallback);
    };
    if (path === '/status/pms') return pick('status', ok(confirmed ? status({ status: 'pending', displayPrompt: false }) : status()));
    if (path === '') return pick('list', ok(confirmed ? [status({ status: 'pending', displayPrompt: false })] : []));
    if (path === '/search/pms') return pick('search', ok(MATCH));
    if (path === '/confirm-link/pms') {
      const reply = pick('confirm', ok({ ...status({ status: 'pending', displayPrompt: false }), message: LINK_STARTED }));
      confirmed = !('status' in reply && reply.status && reply.status >= 400);
      return reply;
    }
    return fail(404);
  });
  const rendered = renderWidget(
    'vet-linked-accounts',
    <LinkedAccounts />,
    ['vet-linked-accounts:submitted', 'vet-linked-accounts:error', 'vet-linked-accounts:match'],
    token ? { token } : {},
    fetch,
  );
  return { ...rendered, fetch };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-linked-accounts>', { timeout: 20_000 }, () => {
  it('asks visitors to sign in and calls nothing', async () => {
    const { fetch } = setup({}, null);
    expect(await screen.findByText(SIGN_IN_TO_LINK)).toBeTruthy();
    expect(fetch.requests).toHaveLength(0);
  });

  it('searches, shows the match (name, email, pet count), confirms, and says the link has started', async () => {
    const { user, fetch, events } = setup();
    expect(await screen.findByText(NO_LINKED_ACCOUNTS)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Is this your account?' });
    expect(within(dialog).getByText('Alex Morgan')).toBeTruthy();
    expect(within(dialog).getByText('alex@example.nz')).toBeTruthy();
    expect(within(dialog).getByText('3')).toBeTruthy();
    const search = fetch.requests.find((r) => r.path.endsWith('/search/pms'))!;
    expect(search.method).toBe('POST');
    expect(search.headers.authorization).toBe('Bearer jwt-alex');
    expect(search.body).toEqual({});

    await user.click(within(dialog).getByRole('button', { name: 'Confirm link' }));
    expect(await screen.findByText(LINK_STARTED)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Linking in progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(fetch.requests.filter((r) => r.path.endsWith('/confirm-link/pms'))).toHaveLength(1);
    expect(events('vet-linked-accounts:submitted')).toEqual([{ accountType: 'pms' }]);
  });

  it('with a client code, asks for a second fact from the record and sends both', async () => {
    const { user, fetch } = setup();
    expect(screen.queryByRole('textbox', { name: /Phone number or a pet's name/ })).toBeNull();
    await fill(user, await screen.findByRole('textbox', { name: /Client code/ }), 'TV10877');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(RECORD_DETAIL_REQUIRED)).toBeTruthy();
    expect(fetch.requests.filter((r) => r.path.endsWith('/search/pms'))).toHaveLength(0);
    await fill(user, screen.getByRole('textbox', { name: /Phone number or a pet's name/ }), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('dialog');
    expect(fetch.requests.find((r) => r.path.endsWith('/search/pms'))!.body).toEqual({ clientCode: 'TV10877', recordDetail: 'Rex' });
  });

  it("shows the server's 429 message when searches are limited", async () => {
    const { user } = setup({ search: { status: 429, json: { success: false, message: TOO_MANY_SEARCHES } } });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText(TOO_MANY_SEARCHES)).toBeTruthy();
  });

  it('says when there is no match', async () => {
    const { user } = setup({ search: { status: 200, json: { success: true, data: null, message: NO_MATCH } } });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText(NO_MATCH)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [
      'the server message',
      fail(409, 'The linking process has already been started for your account.'),
      'The linking process has already been started for your account.',
    ],
    ['its own message', fail(500), SEARCH_FAILED],
  ])('a failed search shows %s', async (_, reply, message) => {
    const { user, events } = setup({ search: reply });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(events('vet-linked-accounts:error')).toEqual([{ message }]);
  });

  it('a failed confirm keeps the modal open with the message', async () => {
    const { user } = setup({ confirm: fail(500) });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CONFIRM_FAILED);
    expect(screen.queryByText(LINK_STARTED)).toBeNull();
  });

  it('shows a linked account without the search', async () => {
    const linked = status({ isLinked: true, status: 'linked', linkedAccountIdentifier: 'TV10234', displayPrompt: false });
    setup({ status: ok(linked), list: ok([linked]) });
    expect(await screen.findByText('Linked (client code TV10234)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
