import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../shared/api/fakeFetch';
import { DECLINE_FAILED } from '../../shared/schemas/linkedAccounts';
import { fail, fakeServer, ok, renderWidget } from '../kit/form/testing';
import { LinkPrompt, PROMPT_TITLE } from './LinkPrompt';

const status = (displayPrompt: boolean) => ({
  accountType: 'pms',
  name: 'Practice management system',
  isLinked: false,
  linkedAccountIdentifier: null,
  displayPrompt,
  status: 'none',
});

function setup(statusReply: FakeReply = ok(status(true)), declineReply: FakeReply = ok(status(false)), token: string | null = 'jwt') {
  const fetch = fakeServer((request) => {
    if (request.path === '/api/v2/linked-account/status/pms') return statusReply;
    if (request.path === '/api/v2/linked-account/decline-link/pms') return declineReply;
    return fail(404);
  });
  const navigate = vi.fn();
  const rendered = renderWidget(
    'vet-link-prompt',
    <LinkPrompt navigate={navigate} />,
    ['vet-link-prompt:submitted', 'vet-link-prompt:accepted', 'vet-link-prompt:error'],
    token ? { token } : {},
    fetch,
  );
  return { ...rendered, fetch, navigate };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-link-prompt>', () => {
  it('appears when the status says displayPrompt; Yes closes and goes to /account/linked-accounts', async () => {
    const { user, navigate, events } = setup();
    const dialog = await screen.findByRole('dialog', { name: PROMPT_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/linked-accounts');
    expect(events('vet-link-prompt:accepted')).toEqual([{ accountType: 'pms', href: '/account/linked-accounts' }]);
  });

  it('lets a host route itself', async () => {
    const { user, navigate, host } = setup();
    host.addEventListener('vet-link-prompt:accepted', (e) => e.preventDefault());
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('No declines the link for pms and closes on success', async () => {
    const { user, fetch, events } = setup();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v2/linked-account/decline-link/pms' });
    expect(events('vet-link-prompt:submitted')).toEqual([{ accountType: 'pms', answer: 'declined' }]);
  });

  it.each([
    ['the server message', fail(409, 'Your account is already linked to the practice system.'), 'Your account is already linked to the practice system.'],
    ['its own message', fail(500), DECLINE_FAILED],
  ])('a failed No shows %s and stays open', async (_, reply, message) => {
    const { user } = setup(undefined, reply);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stays hidden when displayPrompt is false, or for visitors', async () => {
    const first = setup(ok(status(false)));
    await waitFor(() => expect(first.fetch.requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.innerHTML = '';
    const visitor = setup(undefined, undefined, null);
    await visitor.settled();
    expect(visitor.fetch.requests).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
