import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeReply, type RecordedRequest } from '../../shared/api/fakeFetch';
import type { FetchLike } from '../../shared/api/http';
import { WidgetRoot } from '../kit/WidgetRoot';
import { NO_UNREAD, Notifications } from './Notifications';

const ITEMS = [
  { id: 3, title: 'Subscription order #100010 placed', body: 'Your dog food is on its way.', isRead: false, processedOn: '2026-11-20T02:00:00Z' },
  { id: 2, title: 'Practice account linked', body: 'Your pets are now linked.', isRead: false, processedOn: '2026-11-02T21:30:00Z' },
  { id: 1, title: 'Welcome to Tui Vets', body: '', isRead: true, processedOn: '2026-10-01T00:00:00Z' },
];

async function renderBell(routes: Record<string, FakeReply> = {}) {
  const all: Record<string, FakeReply> = {
    'GET /api/v1/notification': { json: { success: true, data: { items: ITEMS, total: 3, unread: 2 } } },
    'PUT /api/v1/notification/read/3': { json: { success: true, data: { ...ITEMS[0], isRead: true } } },
    'PUT /api/v1/notification/read/all': { json: { success: true, data: { updated: 2 } } },
    ...routes,
  };
  const recorder = fakeFetch();
  const route = (r: RecordedRequest): FakeReply => all[`${r.method} ${r.path.split('?')[0]}`] ?? { status: 404, json: { success: false } };
  const fetch: FetchLike = (input, init) => (recorder.reply(route), recorder(input, init));
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-notifications" host={host} root={host} attributes={{ apiBase: 'http://api.test', token: 't' }} fetch={fetch}>
      <Notifications />
    </WidgetRoot>,
  );
  const calls = (key: string) => recorder.requests.filter((r) => `${r.method} ${r.path.split('?')[0]}` === key);
  // The bell shows once the token has been read (signed out, nothing shows).
  await screen.findByRole('button', { name: /^Notifications/ });
  return { user: userEvent.setup(), calls, requests: recorder.requests };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('<vet-notifications>', () => {
  it('shows the unread count on the bell, loading the list once', async () => {
    const { user, calls } = await renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await user.click(bell());
    await user.click(bell());
    await user.click(bell());
    expect(calls('GET /api/v1/notification')).toHaveLength(1);
  });

  it("opens a 400 px panel showing only unread ones by default, dated 'dd MMM yyyy'", async () => {
    const { user } = await renderBell();
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel.style.width).toContain('400px');
    expect((within(panel).getByRole('checkbox', { name: 'Only show unread' }) as HTMLInputElement).checked).toBe(true);
    expect(await within(panel).findByText('Subscription order #100010 placed')).toBeTruthy();
    expect(within(panel).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(panel).getByText('03 Nov 2026')).toBeTruthy();
    expect(within(panel).queryByText('Welcome to Tui Vets')).toBeNull();
    await user.click(within(panel).getByRole('checkbox', { name: 'Only show unread' }));
    expect(within(panel).getByText('Welcome to Tui Vets')).toBeTruthy();
  });

  it('marks an unread one read when clicked', async () => {
    const { user, calls } = await renderBell();
    await user.click(bell());
    await user.click(await screen.findByRole('button', { name: /Subscription order #100010 placed/ }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(calls('PUT /api/v1/notification/read/3')).toHaveLength(1);
    // With 'only show unread' on, it leaves the list.
    expect(screen.queryByText('Subscription order #100010 placed')).toBeNull();
  });

  it("marks all as read with 'mark all as read'", async () => {
    const { user, calls } = await renderBell();
    await user.click(bell());
    await screen.findByText('Practice account linked');
    await user.click(screen.getByRole('button', { name: /mark all as read/i }));
    expect(await screen.findByText(NO_UNREAD)).toBeTruthy();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(calls('PUT /api/v1/notification/read/all')).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const { user } = await renderBell();
    await user.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('only logs a failed load: the bell stays, without a count', async () => {
    const { user } = await renderBell({ 'GET /api/v1/notification': { status: 500, json: { success: false } } });
    await user.click(bell());
    await waitFor(() => expect(screen.getByText(NO_UNREAD)).toBeTruthy());
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });
});
