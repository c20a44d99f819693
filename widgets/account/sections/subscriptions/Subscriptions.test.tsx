import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../renderAccount';
import { fail, ok, order, subscription } from '../../testServer';

const toggle = (name: string) => screen.getByRole('switch', { name: `${name}: active` });

describe('<vet-account section="subscriptions">', () => {
  it('lists 10 a page with status, frequency and next payment date', async () => {
    const { server } = await renderAccount({ section: 'subscriptions' });
    const first = (await screen.findByText('Dog food 1', { ignore: '.sr-only' })).closest('li')!;
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText(/Monthly · next payment 01 Dec 2026/)).toBeTruthy();
    expect(within(screen.getByText('Dog food 2', { ignore: '.sr-only' }).closest('li')!).getByText('Suspended')).toBeTruthy();
    expect(server.requests.some((r) => r.path === '/api/v1/profile/subscription?offset=0&limit=10')).toBe(true);
  });

  it("says 'No subscriptions to display' when there are none", async () => {
    await renderAccount({ section: 'subscriptions' }, { 'GET /api/v1/profile/subscription': ok({ items: [], total: 0 }) });
    expect(await screen.findByText('No subscriptions to display')).toBeTruthy();
  });

  it('suspends by saving the new status, and flips only when the save succeeds', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const { user, server } = await renderAccount(
      { section: 'subscriptions' },
      { 'PUT /api/v1/profile/subscription/1': async (r) => (await pending, ok({ ...subscription(1), ...(r.body as object) })) },
    );
    await screen.findByText('Dog food 1', { ignore: '.sr-only' });
    expect(toggle('Dog food 1').getAttribute('aria-checked')).toBe('true');
    await user.click(toggle('Dog food 1'));
    // Saving: still Active, and the switch cannot be pressed again.
    expect(toggle('Dog food 1').getAttribute('aria-checked')).toBe('true');
    expect((toggle('Dog food 1') as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(toggle('Dog food 1').getAttribute('aria-checked')).toBe('false'));
    expect(await screen.findByText('Your subscription details have been updated.')).toBeTruthy();
    expect(server.calls('PUT /api/v1/profile/subscription/1')).toHaveLength(1);
    expect(server.calls('PUT /api/v1/profile/subscription/1')[0]!.body).toMatchObject({
      name: 'Dog food 1',
      status: 'suspended',
      interval: 'monthly',
      intervalCount: 1,
      nextPaymentDate: '2026-12-01',
    });
  });

  it('stays as it was and shows the server message when the save fails', async () => {
    const { user } = await renderAccount(
      { section: 'subscriptions' },
      { 'PUT /api/v1/profile/subscription/1': fail(409, 'This subscription has been cancelled.') },
    );
    await screen.findByText('Dog food 1', { ignore: '.sr-only' });
    await user.click(toggle('Dog food 1'));
    expect(await screen.findByText('This subscription has been cancelled.')).toBeTruthy();
    expect(toggle('Dog food 1').getAttribute('aria-checked')).toBe('true');
  });

  it('edits the name with frequency and next payment date read-only', async () => {
    const { user, server } = await renderAccount({ section: 'subscriptions' });
    await user.click(await screen.findByRole('button', { name: 'Edit Dog food 1' }));
    expect((screen.getByRole('textbox', { name: /^Delivery frequency/ }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: /^Next payment date/ }) as HTMLInputElement).value).toBe('01 Dec 2026');
    expect((screen.getByRole('textbox', { name: /^Next payment date/ }) as HTMLInputElement).readOnly).toBe(true);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('The Name is required')).toBeTruthy();
    await user.type(name, 'Biscuits');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your subscription details have been updated.')).toBeTruthy();
    expect(server.calls('PUT /api/v1/profile/subscription/1')[0]!.body).toMatchObject({ name: 'Biscuits' });
  });

  it("shows the history of past orders, or 'No past orders to display'", async () => {
    const { user } = await renderAccount(
      { section: 'subscriptions' },
      { 'GET /api/v1/profile/subscription/1/history': ok({ items: [order(9, { status: 'complete' })], total: 1 }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Dog food 1' }));
    expect(await screen.findByText('Order #100009', { ignore: '.sr-only' })).toBeTruthy();
  });

  it('cancels through the edit view with a delete flag, and the list drops it', async () => {
    let listed = [subscription(1), subscription(2, { status: 'suspended' })];
    const { user, server } = await renderAccount(
      { section: 'subscriptions' },
      {
        'GET /api/v1/profile/subscription': () => ok({ items: listed, total: listed.length }),
        'PUT /api/v1/profile/subscription/1': () => ((listed = listed.slice(1)), ok({ ...subscription(1), status: 'cancelled' })),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Dog food 1' }));
    expect(await screen.findByText('No past orders to display')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your subscription has been cancelled.')).toBeTruthy();
    expect(server.calls('PUT /api/v1/profile/subscription/1')[0]!.body).toEqual({ id: 1, delete: true });
    await screen.findByText('Dog food 2', { ignore: '.sr-only' });
    expect(screen.queryByText('Dog food 1', { ignore: '.sr-only' })).toBeNull();
  });
});
