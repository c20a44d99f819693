import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccount } from '../../renderAccount';
import { fail, ok, order } from '../../testServer';
import { ORDER_NOT_FOUND } from './Orders';

afterEach(() => history.replaceState(null, '', '/'));

describe('<vet-account section="orders">', () => {
  it('asks for the first 10 and shows status and courier labels', async () => {
    const { server } = await renderAccount({ section: 'orders' });
    const first = (await screen.findByText('Order #100004', { ignore: '.sr-only' })).closest('li')!;
    expect(within(first).getByText('Processing')).toBeTruthy();
    expect(within(first).getByText('In Transit')).toBeTruthy();
    expect(within(first).getByText(/19 Nov 2026/)).toBeTruthy();
    expect(within(screen.getByText('Order #100003', { ignore: '.sr-only' }).closest('li')!).getByText('Cancelled')).toBeTruthy();
    expect(server.requests.find((r) => r.path.startsWith('/api/v1/profile/order'))!.path).toBe('/api/v1/profile/order?offset=0&limit=10');
  });

  it('pages 10 at a time', async () => {
    const items = Array.from({ length: 10 }, (_, i) => order(30 - i));
    const { user, server } = await renderAccount({ section: 'orders' }, { 'GET /api/v1/profile/order': ok({ items, total: 23 }) });
    await screen.findByText('Order #100030', { ignore: '.sr-only' });
    await user.click(screen.getByRole('button', { name: /page 3/i }));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/profile/order?offset=20&limit=10')).toBe(true));
  });

  it.each([
    ['complete', 'Complete'],
    ['outForDelivery', 'Out For Delivery'],
  ])('labels the status %s as %s', async (status, label) => {
    await renderAccount({ section: 'orders' }, { 'GET /api/v1/profile/order': ok({ items: [order(1, { status, courierTracking: [] })], total: 1 }) });
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it.each([
    ['Preparing', 'Processing'],
    ['Delivered', 'Delivered'],
  ])('labels the courier status %s as %s', async (status, label) => {
    await renderAccount(
      { section: 'orders' },
      { 'GET /api/v1/profile/order': ok({ items: [order(1, { status: 'complete', courierTracking: [{ status }] })], total: 1 }) },
    );
    const item = (await screen.findByText('Order #100001', { ignore: '.sr-only' })).closest('li')!;
    expect(within(item).getByText(label)).toBeTruthy();
  });

  it("says 'No orders to display' when there are none or the list fails", async () => {
    await renderAccount({ section: 'orders' }, { 'GET /api/v1/profile/order': fail(500) });
    expect(await screen.findByText('No orders to display')).toBeTruthy();
  });

  it('opens the details: lines, totals, address, card (last 4, 2-digit year) and tracking', async () => {
    const { user } = await renderAccount({ section: 'orders' });
    await user.click(await screen.findByRole('button', { name: 'View details of Order #100004' }));
    expect(screen.getByRole('heading', { name: 'Order #100004' })).toBeTruthy();
    expect(screen.getByText('Dog food 10kg')).toBeTruthy();
    expect(screen.getByText('$109.00')).toBeTruthy();
    expect(screen.getByText(/Visa ending 4242, expires 08\/29/)).toBeTruthy();
    expect(screen.getByText('12 Victoria Street', { ignore: '.sr-only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Track parcel/ }).getAttribute('href')).toBe('https://track.example/NZP123');
    await user.click(screen.getByRole('button', { name: /Back to orders/ }));
    expect(await screen.findByText('Order #100003', { ignore: '.sr-only' })).toBeTruthy();
  });

  it('an order has its own URL: opening sets ?vet-order=, Back returns to the list, a reload (or an old ?order= link) opens it, an unknown id says so', async () => {
    const { user } = await renderAccount({ section: 'orders' });
    await user.click(await screen.findByRole('button', { name: 'View details of Order #100004' }));
    expect(location.search).toBe('?vet-order=4');
    expect(screen.getByRole('heading', { name: 'Order #100004' })).toBeTruthy();
    history.back();
    expect(await screen.findByText('Order #100003', { ignore: '.sr-only' })).toBeTruthy();
    expect(location.search).toBe('');
    document.body.innerHTML = '';

    // An order that is not on the first page is asked for by its id.
    history.replaceState(null, '', '/account/orders?order=9');
    const { server } = await renderAccount({ section: 'orders' }, { 'GET /api/v1/profile/order/9': ok(order(9)) });
    expect(await screen.findByRole('heading', { name: 'Order #100009' })).toBeTruthy();
    expect(server.calls('GET /api/v1/profile/order/9')).toHaveLength(1);
    document.body.innerHTML = '';

    history.replaceState(null, '', '/account/orders?vet-order=999');
    await renderAccount({ section: 'orders' });
    expect(await screen.findByText(ORDER_NOT_FOUND)).toBeTruthy();
    expect(screen.getByText('Order #100004', { ignore: '.sr-only' })).toBeTruthy();
  });

  it("shows no shipping charge as 'Free', as the checkout does", async () => {
    const free = order(5, { basket: { id: 'b5', basketItems: [], subTotal: 160, shippingTotal: 0, tax: 20.87, total: 160 } });
    const { user } = await renderAccount({ section: 'orders' }, { 'GET /api/v1/profile/order': ok({ items: [free], total: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'View details of Order #100005' }));
    expect(screen.getByText('Shipping').nextElementSibling!.textContent).toBe('Free');
    expect(screen.queryByText('$0.00')).toBeNull();
  });
});
