import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBasketApi } from '../../shared/api/basket';
import { createApiClient } from '../../shared/api/http';
import { BasketStoreProvider, createBasketStore } from '../commerce/basket';
import { WidgetRoot } from '../kit/WidgetRoot';
import { ok, routedFetch } from '../card-frame/testing';
import { Subscriptions } from './Subscriptions';
import { fakeAnswer } from '../../shared/schemas/fakeAnswer';
import { SubscriptionAnswerSchema } from '../../shared/schemas/subscriptions';
import { stickyHeader } from '../kit/scroll.testing';

const product = (id: number, name: string, price: number) => ({
  id,
  slug: `p${id}`,
  name,
  brand: 'Acme',
  brands: [],
  sku: `S${id}`,
  description: `${name} description`,
  categories: [],
  price,
  discountedPrice: null,
  images: [],
  petTypes: [],
  shippingCost: 5.95,
});
const PRODUCTS = { items: [product(1, 'Dog food 12 kg', 120), product(2, 'Flea treatment', 60)], total: 2 };
const BASKET = (items: { productId: number; quantity: number }[]) => ({
  id: 'b9',
  basketItems: items.map((i) => ({
    id: i.productId,
    productId: i.productId,
    productName: i.productId === 1 ? 'Dog food 12 kg' : 'Flea treatment',
    productSlug: '',
    productImages: [],
    quantity: i.quantity,
    itemTotal: 120 * i.quantity,
    price: 120,
    discountedPrice: null,
    shippingCost: 5.95,
  })),
  subTotal: 240,
  shippingTotal: 0,
  tax: 31.3,
  total: 240,
});

function renderWizard(token?: string) {
  const fetch = routedFetch((r) => {
    const path = r.path.split('?')[0]!;
    if (path === '/api/v1/profile') return ok({ id: 1, firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' });
    if (path === '/api/v1/profile/address')
      return ok({ items: [{ id: 1, street: '12 Victoria Street', city: 'Hamilton', postCode: '3204', isDefault: true }], total: 1 });
    if (path === '/api/v1/profile/paymentmethod')
      return ok({ items: [{ id: 5, cardNumber: '4242', brand: 'visa', expiryMonth: 7, expiryYear: 2030, isDefault: true }], total: 1 });
    if (path === '/api/v1/shop') return ok(PRODUCTS);
    // Only the wizard's own basket may be read or written (?purpose=subscription): b9.
    if (path === '/api/v1/basket' && r.method === 'GET') return r.path.includes('purpose=subscription') ? ok(BASKET([])) : undefined;
    if (path === '/api/v1/basket' && r.method === 'POST') return ok({ ...BASKET([]), id: 'b10' }, 201);
    if (path === '/api/v1/basket/b9/clear') return ok(BASKET([]));
    if (path === '/api/v1/basket/b9' && r.method === 'PUT') return ok(BASKET((r.body as { items: { productId: number; quantity: number }[] }).items));
    if (path === '/api/v1/basket/b9/subscription') return ok(fakeAnswer(SubscriptionAnswerSchema, { id: 42, name: 'Rex food', status: 'active' }), 201);
    return undefined;
  });
  const client = createApiClient({ apiBase: 'http://api.test', token, fetch });
  const store = createBasketStore({
    api: createBasketApi(client),
    isSignedIn: async () => Boolean(token),
    ids: { get: () => null, set: () => undefined, remove: () => undefined },
  });
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-subscriptions" host={host} root={host} attributes={{ apiBase: 'http://api.test', token }} fetch={fetch}>
      <BasketStoreProvider store={store}>
        <Subscriptions />
      </BasketStoreProvider>
    </WidgetRoot>,
  );
  return { fetch, user: userEvent.setup() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<vet-subscriptions>', () => {
  it("signed out asks to 'Log In to Create Subscriptions' with a LOGIN button", async () => {
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Log In to Create Subscriptions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/auth/sign-in?callbackUrl=%2F');
  });

  it('walks intro → name → products → checkout → delivered and creates the subscription from the basket', async () => {
    const { user, fetch } = renderWizard('tok-sam');
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByText('You can pause or cancel at any time.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start now' }));

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('The subscription name is required')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: /Subscription name/ }), 'Rex food');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    expect((await screen.findAllByText('Please select at least one product for your subscription')).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'View Dog food 12 kg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dog food 12 kg' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add to subscription' }));
    expect(screen.getByText('Dog food 12 kg × 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    // Entering checkout syncs the basket: clear, then update with the items.
    expect((await screen.findAllByText('$240.00')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending 4242/ }).getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByRole('radio', { name: /12 Victoria Street/ }).getAttribute('aria-checked')).toBe('true');
    await user.selectOptions(screen.getByRole('combobox', { name: /Delivery frequency/ }), '2 Months');
    await user.click(screen.getByRole('button', { name: 'Activate subscription' }));

    // The spec's shared confirmation, with the wizard's line and button.
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Delivered to your door!')).toBeTruthy();
    expect(screen.getByText(/Order summary has been sent to/).textContent).toContain('sam@example.nz');
    expect(screen.getByText(/We will send the first order on/).textContent).toMatch(/on \d{2} [A-Z][a-z]{2} \d{4}\./);
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Go to my subscriptions' }).getAttribute('href')).toBe('./account/subscriptions');
    const create = fetch.requests.find((r) => r.path === '/api/v1/basket/b9/subscription')!;
    expect(create.body).toMatchObject({ name: 'Rex food', interval: 'monthly', intervalCount: 2, basketId: 'b9', address: { id: 1 }, paymentMethodId: 5 });
    expect(fetch.requests.filter((r) => r.path === '/api/v1/basket/b9' && r.method === 'PUT').at(-1)!.body).toEqual({ items: [{ productId: 1, quantity: 2 }] });
    // The shop basket is never fetched, cleared or replaced by the wizard.
    expect(
      fetch.requests.filter((r) => r.path.startsWith('/api/v1/basket') && !r.path.includes('purpose=subscription') && !r.path.startsWith('/api/v1/basket/b9')),
    ).toEqual([]);
  });

  it("brings each new step's heading into view ('Continue to checkout', 'Activate subscription' sit at a long step's foot)", async () => {
    const { user } = renderWizard('tok-sam');
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    await user.type(await screen.findByRole('textbox', { name: /Subscription name/ }), 'Rex food');
    const box = screen.getByRole('heading', { name: 'Create subscription' }).closest('.max-w-6xl') as HTMLElement;
    const { scrolled } = stickyHeader(16);
    // The customer is at the foot of the step: its top is above the view.
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: -900, bottom: 300 } as DOMRect);
    const stepShown = async (name: string) => {
      expect(document.activeElement).toBe(await screen.findByRole('heading', { name }));
      expect(scrolled).toContain(box);
      scrolled.length = 0;
    };
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepShown('Select products');

    await user.click(await screen.findByRole('button', { name: 'View Dog food 12 kg' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Dog food 12 kg' })).getByRole('button', { name: 'Add to subscription' }));
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await stepShown('Checkout');

    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending 4242/ }).getAttribute('aria-checked')).toBe('true'));
    await user.selectOptions(screen.getByRole('combobox', { name: /Delivery frequency/ }), '2 Months');
    await user.click(screen.getByRole('button', { name: 'Activate subscription' }));
    await stepShown('Thank you!');
  });

  it("takes 'Please select at least one product' away once a product is added", async () => {
    const { user } = renderWizard('tok-sam');
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    await user.type(await screen.findByRole('textbox', { name: /Subscription name/ }), 'Rex food');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));
    const products = screen.getByRole('region', { name: 'Select products' });
    expect(await within(products.parentElement!).findByText('Please select at least one product for your subscription')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'View Dog food 12 kg' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Dog food 12 kg' })).getByRole('button', { name: 'Add to subscription' }));
    expect(within(products.parentElement!).queryByText('Please select at least one product for your subscription')).toBeNull();
  });
});
