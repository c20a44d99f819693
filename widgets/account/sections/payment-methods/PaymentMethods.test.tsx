import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../renderAccount';
import { fail, ok } from '../../testServer';

describe('<vet-account section="payment-methods">', () => {
  it('lists cards with the last 4 digits, brand and a 2-digit year; the default cannot be deleted', async () => {
    await renderAccount({ section: 'payment-methods' });
    const visa = (await screen.findByText('Expires 08/29')).closest('li')!;
    expect(visa.textContent).toContain('Visa');
    expect(visa.textContent).toContain('4242');
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('Expires 01/31')).toBeTruthy();
  });

  it("says 'No payment methods to display' when there are none", async () => {
    await renderAccount({ section: 'payment-methods' }, { 'GET /api/v1/profile/paymentmethod': ok({ items: [], total: 0 }) });
    expect(await screen.findByText('No payment methods to display')).toBeTruthy();
  });

  it('sets a default, which unmarks the others', async () => {
    const { user, server } = await renderAccount({ section: 'payment-methods' });
    await user.click(await screen.findByRole('button', { name: 'Set as default for Mastercard ending 5555' }));
    expect(await screen.findByRole('button', { name: 'Set as default for Visa ending 4242' })).toBeTruthy();
    expect(server.calls('PUT /api/v1/profile/paymentmethod/22/setdefault')).toHaveLength(1);
  });

  it('says so when setting the default fails', async () => {
    const { user } = await renderAccount({ section: 'payment-methods' }, { 'PUT /api/v1/profile/paymentmethod/22/setdefault': fail(500) });
    await user.click(await screen.findByRole('button', { name: 'Set as default for Mastercard ending 5555' }));
    expect(await screen.findByText('An error occurred while setting your payment method as default.')).toBeTruthy();
  });

  it('deletes a card after confirming', async () => {
    const { user, server } = await renderAccount({ section: 'payment-methods' });
    await user.click(await screen.findByRole('button', { name: 'Delete Mastercard ending 5555' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Your payment method have been deleted.')).toBeTruthy();
    expect(server.calls('DELETE /api/v1/profile/paymentmethod/22')).toHaveLength(1);
    expect(screen.queryByText('Expires 01/31')).toBeNull();
  });

  it('shows the failure message when deleting fails', async () => {
    const { user } = await renderAccount({ section: 'payment-methods' }, { 'DELETE /api/v1/profile/paymentmethod/22': fail(500) });
    await user.click(await screen.findByRole('button', { name: 'Delete Mastercard ending 5555' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('An error occurred while updating your payment method details.')).toBeTruthy();
  });
});
