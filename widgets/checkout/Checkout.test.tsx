import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createBasketApi } from '../../shared/api/basket';
import type { FakeReply, RecordedRequest } from '../../shared/api/fakeFetch';
import { createApiClient } from '../../shared/api/http';
import { fakeBookingStart } from '../../shared/schemas/fakeAnswer';
import { BasketStoreProvider, createBasketStore } from '../commerce/basket';
import { WidgetRoot } from '../kit/WidgetRoot';
import { fail, fakeStandinTokens, standinFrame, ok, resetStandin, routedFetch } from '../card-frame/testing';
import { CONNECTION_LOST } from '../kit/payments/messages';
import { Checkout } from './Checkout';

const line = (productId: number, name: string, quantity: number, price: number) => ({
  id: productId * 10,
  productId,
  productName: name,
  productSlug: name.toLowerCase().replace(/\s+/g, '-'),
  productImages: [],
  quantity,
  itemTotal: price * quantity,
  price,
  discountedPrice: null,
  shippingCost: 8.95,
});
const BASKET = {
  id: 'b1',
  basketItems: [line(1, 'Dog biscuits', 2, 20), line(2, 'Cat toy', 1, 9.5)],
  subTotal: 49.5,
  shippingTotal: 8.95,
  tax: 7.62,
  total: 58.45,
};
const NEW_BASKET = { id: 'b2', basketItems: [], subTotal: 0, shippingTotal: 0, tax: 0, total: 0 };
const CLINICS = [
  { id: 'tui-hamilton', name: 'Tui Vets Hamilton', address: '214 Grey Street, Hamilton East' },
  { id: 'tui-cambridge', name: 'Tui Vets Cambridge', address: '58 Victoria Street, Cambridge' },
];
const PROFILE = { id: 1, firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.nz', phone: '021 555 0101' };
const ADDRESSES = {
  items: [
    {
      id: 1,
      street: '12 Victoria Street',
      suburb: 'Hamilton Central',
      city: 'Hamilton',
      postCode: '3204',
      region: { id: 3, name: 'Waikato' },
      isDefault: true,
    },
  ],
  total: 1,
};
const CARDS = { items: [{ id: 5, cardNumber: '4242', brand: 'visa', expiryMonth: 7, expiryYear: 2030, isDefault: true }], total: 1 };
const ORDER = {
  id: 9,
  number: 100007,
  status: 'processing',
  basket: { subTotal: 49.5, shippingTotal: 8.95, total: 58.45, tax: 7.62 },
  contact: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' },
  receipt: 'rcpt-9',
};

interface Options {
  token?: string;
  basket?: unknown;
  order?: (r: RecordedRequest) => FakeReply;
  coupon?: (r: RecordedRequest) => FakeReply;
  cards?: unknown;
  addresses?: unknown;
  hideHeading?: boolean;
}

function renderCheckout({ token, basket = BASKET, order, coupon, cards = CARDS, addresses = ADDRESSES, hideHeading }: Options = {}) {
  const fetch = routedFetch((r) => {
    const path = r.path.split('?')[0]!;
    if (path === '/api/v2/appointment/start') return ok(fakeBookingStart({ clinics: CLINICS }));
    if (path === '/api/v1/profile') return ok(PROFILE);
    if (path === '/api/v1/profile/address' && r.method === 'GET') return ok(addresses);
    if (path === '/api/v1/profile/address' && r.method === 'POST')
      return ok({ ...(r.body as object), id: 7, region: { id: 3, name: 'Waikato' }, isDefault: true }, 201);
    if (path === '/api/v1/profile/paymentmethod' && r.method === 'GET') return ok(cards);
    if (path === '/api/v1/basket' && r.method === 'GET') return ok(basket);
    if (path === '/api/v1/basket' && r.method === 'POST') return ok(NEW_BASKET, 201);
    if (path === '/api/v1/basket/b1' && r.method === 'PUT') {
      // The basket update: the server's answer with the new quantities and totals.
      const items = (r.body as { items: { productId: number; quantity: number }[] }).items;
      const lines = BASKET.basketItems.map((l) => {
        const q = items.find((i) => i.productId === l.productId)?.quantity ?? l.quantity;
        return { ...l, quantity: q, itemTotal: l.price * q };
      });
      const subTotal = lines.reduce((sum, l) => sum + l.itemTotal, 0);
      return ok({ ...BASKET, basketItems: lines, subTotal, total: subTotal + 8.95 });
    }
    if (path.startsWith('/api/v1/basket/b1/coupon/'))
      return coupon ? coupon(r) : ok({ totalAfterDiscount: 53.5, taxAfterDiscount: 6.98, discount: 4.95, code: 'WELCOME10' });
    if (path === '/api/v1/basket/b1/order') return order ? order(r) : r.method === 'POST' ? ok(ORDER, 201) : fail(404, 'That order was not found.');
    if (path === '/api/v1/basket/order/9')
      return new URL(r.path, 'http://api.test').searchParams.get('receipt') === 'rcpt-9' ? ok(ORDER) : fail(404, 'That order was not found.');
    return undefined;
  });
  let storedId: string | null = 'b1';
  const client = createApiClient({ apiBase: 'http://api.test', token, fetch });
  const store = createBasketStore({
    api: createBasketApi(client),
    isSignedIn: async () => Boolean(token),
    ids: { get: () => storedId, set: (id) => (storedId = id), remove: () => (storedId = null) },
  });
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['vet-checkout:completed', 'vet-checkout:error'])
    host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  render(
    <WidgetRoot tag="vet-checkout" host={host} root={host} attributes={{ apiBase: 'http://api.test', token }} fetch={fetch}>
      <BasketStoreProvider store={store}>
        <Checkout cardFrame={standinFrame()} {...(hideHeading ? { hideHeading } : {})} />
      </BasketStoreProvider>
    </WidgetRoot>,
  );
  const orders = () => fetch.requests.filter((r) => r.path === '/api/v1/basket/b1/order');
  return { fetch, host, events, orders, store, storedId: () => storedId, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm order' });

async function fillCard(user: User) {
  const node = await waitFor(() => {
    const found = document.querySelector('[data-test-card-frame] [data-standin-element]');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  const card = within(node);
  await user.type(card.getByLabelText('Card number'), '4242424242424242');
  await user.type(card.getByLabelText('Expiration date (MM / YY)'), '1234');
  await user.type(card.getByLabelText('Security code (CVC)'), '123');
}

async function fillGuest(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Aroha');
  await user.type(textbox(/Last name/), 'Ngata');
  await user.type(textbox(/Email/), 'aroha@example.nz');
  await user.type(textbox(/Phone/), '021 555 1234');
  await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
  await user.type(textbox(/^Address/), '1 Main Road');
  await user.type(textbox(/City/), 'Hamilton');
  await user.type(textbox(/^Postcode/), '3204');
  // No region is chosen for the guest: 'Choose a region', the account form's rule too.
  const region = screen.getByRole('combobox', { name: /Region/ }) as HTMLSelectElement;
  expect([region.value, region.selectedOptions[0]!.textContent]).toEqual(['', 'Choose a region']);
  await user.selectOptions(region, 'Waikato');
  await fillCard(user);
}

afterEach(() => {
  resetStandin();
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/checkout');
});

describe('<vet-checkout>', () => {
  it("leaves its 'Checkout' heading to a host page that titles it (hide-heading), still named Checkout", async () => {
    renderCheckout({ hideHeading: true });
    expect(await screen.findByText('Dog biscuits')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Checkout' })).toBeTruthy();
  });

  describe('as a guest', () => {
    it('shows the login prompt, the basket lines and the totals with GST included', async () => {
      renderCheckout();
      expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
      expect(await screen.findByText('Dog biscuits')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/sign-in?callbackUrl=%2Fcheckout');
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(within(summary).getByText('$49.50')).toBeTruthy();
      expect(within(summary).getByText('$8.95')).toBeTruthy();
      expect(within(summary).getByText('$58.45')).toBeTruthy();
      expect(within(summary).getByText('GST included').nextElementSibling!.textContent).toBe('$7.62');
    });

    it("refuses an empty form: toasts 'A delivery method is required' first and marks the contact fields", async () => {
      const { user, orders, events } = renderCheckout();
      await screen.findByText('Dog biscuits');
      await user.click(confirm());
      expect((await screen.findAllByText('A delivery method is required')).length).toBeGreaterThan(0);
      expect(screen.getByText('Your first name is required')).toBeTruthy();
      expect(screen.getByText('An email address is required')).toBeTruthy();
      expect(screen.getByText('A phone number is required')).toBeTruthy();
      // Focus goes to the first field to put right, in reading order: the contact comes first.
      await waitFor(() => expect(document.activeElement).toBe(textbox(/^First name/)));
      expect(orders()).toHaveLength(0);
      expect(events[0]).toEqual({ type: 'vet-checkout:error', detail: { message: 'A delivery method is required' } });
      await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
      expect((await screen.findAllByText('The click and collect address is required')).length).toBeGreaterThan(0);
    });

    it('refuses a postcode that is not four digits, and sends no order', async () => {
      fakeStandinTokens();
      const { user, orders } = renderCheckout();
      await fillGuest(user);
      const postcode = textbox(/^Postcode/);
      await user.clear(postcode);
      await user.type(postcode, '31x0');
      expect(screen.getByText('A New Zealand postcode is 4 digits, for example 3204')).toBeTruthy();
      await user.click(confirm());
      await waitFor(() => expect(document.activeElement).toBe(postcode));
      expect(orders()).toHaveLength(0);
    });

    it("labels the address as every address form does: 'Company (optional)', 'Postcode'", async () => {
      const { user } = renderCheckout();
      await user.click(await screen.findByRole('radio', { name: /^Delivery/ }));
      const delivery = screen.getByRole('group', { name: 'Delivery' });
      const labels = Array.from(delivery.querySelectorAll('label'), (l) => l.textContent);
      expect(labels).toEqual(expect.arrayContaining(['Company (optional)', 'Address*', 'Suburb (optional)', 'City*', 'Postcode*', 'Region*']));
      expect(labels.filter((l) => /Post code|Postal code|Company name/.test(l ?? ''))).toEqual([]);
    });

    it('validates on change and counts delivery notes up to 150', async () => {
      const { user } = renderCheckout();
      await user.type(await screen.findByRole('textbox', { name: /Phone/ }), '12-34');
      expect(screen.getByText('Invalid phone number')).toBeTruthy();
      await user.type(screen.getByRole('textbox', { name: /Delivery notes/ }), 'Gate code 1234');
      expect(screen.getByTestId('char-count').textContent).toBe('14/150');
    });

    it('places the order with a card token and an Idempotency-Key, thanks the customer and forgets the basket', async () => {
      fakeStandinTokens();
      const { user, orders, events, storedId } = renderCheckout();
      await fillGuest(user);
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      expect(screen.getByText(/A purchase receipt will been sent to/).textContent).toContain('aroha@example.nz');
      expect(screen.queryByRole('link', { name: 'Go to my orders' })).toBeNull();
      const [request] = orders();
      expect(request!.headers['idempotency-key']).toBeTruthy();
      expect(request!.body).toMatchObject({
        basketId: 'b1',
        isClickAndCollect: false,
        address: { street: '1 Main Road', city: 'Hamilton', postCode: '3204', region: { id: 3 } },
        paymentMethod: { token: 'tok_test_4242' },
        user: { id: '', firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' },
      });
      // The ordered basket's id is forgotten; the next add makes a new one.
      await waitFor(() => expect(storedId()).toBeNull());
      expect(events.at(-1)).toEqual({ type: 'vet-checkout:completed', detail: { orderId: '9', number: '100007', total: 58.45, signedIn: false } });
      // Totals carry the GST-included label.
      expect(screen.getByText(/Total \$58\.45 \(GST included\)/)).toBeTruthy();
    });

    it('shows a declined card and keeps the basket and the form', async () => {
      fakeStandinTokens();
      const { user, storedId } = renderCheckout({ order: () => fail(402, 'Your card was declined.') });
      await fillGuest(user);
      await user.click(confirm());
      expect((await screen.findAllByText('Your card was declined.')).length).toBeGreaterThan(0);
      // The card field (emptied) takes focus for another card, not the page's <body>.
      await waitFor(() => expect(document.activeElement?.closest('[data-test-card-frame]')).not.toBeNull());
      expect(screen.queryByRole('heading', { name: /Thanks/ })).toBeNull();
      expect(textbox(/First name/).value).toBe('Aroha');
      expect(screen.getByText('Dog biscuits')).toBeTruthy();
      expect(storedId()).toBe('b1');
    });

    it("takes the declined card's message away when another card then pays", async () => {
      fakeStandinTokens();
      let tries = 0;
      const { user } = renderCheckout({ order: () => (++tries === 1 ? fail(402, 'Your card was declined.') : ok(ORDER, 201)) });
      await fillGuest(user);
      await user.click(confirm());
      await screen.findAllByText('Your card was declined.');
      const declined = document.querySelector('.Toastify__toast')!;
      expect(declined.textContent).toContain('Your card was declined.');
      await fillCard(user);
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      // Leaving (react-toastify's exit animation, which jsdom never ends).
      await waitFor(() => expect(declined.className).toMatch(/exit/));
    });
  });

  describe('reload and Back/Forward', () => {
    it('gives the thank-you its own URL, and a reload shows it again from the API', async () => {
      fakeStandinTokens();
      const first = renderCheckout();
      await fillGuest(first.user);
      await first.user.click(confirm());
      await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' });
      expect(new URLSearchParams(location.search).get('vet-checkout-order')).toBe('9');
      cleanup();
      document.body.innerHTML = '';

      const again = renderCheckout();
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      expect(screen.getByText(/A purchase receipt will been sent to/).textContent).toContain('aroha@example.nz');
      expect(again.fetch.requests.find((r) => r.path.startsWith('/api/v1/basket/order/9'))!.path).toContain('receipt=rcpt-9');
    });

    it('after a lost answer, a reload asks what the kept key made and shows that order’s thank-you', async () => {
      fakeStandinTokens();
      const sent: RecordedRequest[] = [];
      const first = renderCheckout({
        order: (r) => {
          sent.push(r);
          return new TypeError('Failed to fetch');
        },
      });
      await fillGuest(first.user);
      await first.user.click(confirm());
      expect((await screen.findAllByText(CONNECTION_LOST)).length).toBeGreaterThan(0);
      cleanup();
      document.body.innerHTML = '';

      // The order was placed and its basket with it: the page basket is gone.
      renderCheckout({
        basket: null,
        order: (r) => {
          sent.push(r);
          return r.method === 'GET' ? ok(ORDER) : fail(409, 'This basket has already been ordered. Please refresh your basket.');
        },
      });
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      // Asked right after the dropped answer (the connection still down), and again after the reload.
      const key = sent[0]!.headers['idempotency-key'];
      expect(sent.map((r) => [r.method, r.headers['idempotency-key']])).toEqual([
        ['POST', key],
        ['GET', key],
        ['GET', key],
      ]);
    });

    it('shows no order to a browser without its receipt: the checkout, and the URL let go', async () => {
      history.replaceState(null, '', '/checkout?vet-checkout-order=9');
      const { fetch } = renderCheckout();
      expect(await screen.findByText('Dog biscuits')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /Thanks/ })).toBeNull();
      expect(fetch.requests.some((r) => r.path.startsWith('/api/v1/basket/order/'))).toBe(false);
      await waitFor(() => expect(location.search).toBe(''));
    });

    it('keeps what was typed when the page comes back (Back then Forward), until the order is placed', async () => {
      fakeStandinTokens();
      const first = renderCheckout();
      await first.user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Aroha');
      await first.user.click(screen.getByRole('radio', { name: /^Delivery/ }));
      await first.user.type(textbox(/^Address/), '1 Main Road');
      await first.user.type(textbox(/Delivery notes/), 'Leave at the gate');
      cleanup();
      document.body.innerHTML = '';

      const again = renderCheckout();
      await waitFor(() => expect(textbox(/First name/).value).toBe('Aroha'));
      expect(screen.getByRole('radio', { name: /^Delivery/ }).getAttribute('aria-checked')).toBe('true');
      expect(textbox(/^Address/).value).toBe('1 Main Road');
      expect(textbox(/Delivery notes/).value).toBe('Leave at the gate');
      await again.user.clear(textbox(/First name/));
      await again.user.clear(textbox(/^Address/));
      await fillGuest(again.user);
      await again.user.click(confirm());
      await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' });
      expect(Object.keys(sessionStorage).filter((k) => k.includes('checkout-draft'))).toEqual([]);
    });
  });

  describe('quantities (the spec: the checkout minimum is 1)', () => {
    it("refuses an empty or 0 quantity with the spec's messages and saves a valid one to the basket", async () => {
      const { user, fetch } = renderCheckout();
      await screen.findByText('Dog biscuits');
      const field = screen.getByRole('textbox', { name: 'Quantity of Dog biscuits' }) as HTMLInputElement;
      expect(field.value).toBe('2');
      await user.clear(field);
      expect(screen.getByText('The quantity is required')).toBeTruthy();
      await user.type(field, 'x0');
      expect(field.value).toBe('0');
      expect(screen.getByText('Select a quantity grater than 0')).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      await user.click(confirm());
      expect(fetch.requests.filter((r) => r.path === '/api/v1/basket/b1' && r.method === 'PUT')).toHaveLength(0);
      await user.clear(field);
      await user.type(field, '3');
      expect(screen.queryByText('Select a quantity grater than 0')).toBeNull();
      await waitFor(() => expect(fetch.requests.filter((r) => r.path === '/api/v1/basket/b1' && r.method === 'PUT')).toHaveLength(1), { timeout: 2000 });
      const [update] = fetch.requests.filter((r) => r.method === 'PUT');
      expect(update!.body).toEqual({ items: [{ productId: 1, quantity: 3, deleted: false }] });
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(await within(summary).findByText('$69.50')).toBeTruthy();
      expect(field.value).toBe('3');
    });

    it('saves a changed quantity before the order is placed', async () => {
      fakeStandinTokens();
      const { user, fetch, orders } = renderCheckout();
      await fillGuest(user);
      const field = screen.getByRole('textbox', { name: 'Quantity of Cat toy' });
      await user.clear(field);
      await user.type(field, '4');
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      const put = fetch.requests.findIndex((r) => r.path === '/api/v1/basket/b1' && r.method === 'PUT');
      expect(put).toBeGreaterThanOrEqual(0);
      expect(fetch.requests[put]!.body).toEqual({ items: [{ productId: 2, quantity: 4, deleted: false }] });
      expect(fetch.requests.indexOf(orders()[0]!)).toBeGreaterThan(put);
    });
  });

  describe('form reset (the spec: when the basket or profile changes)', () => {
    it('keeps what was typed while quantities change, and starts again for a different basket', async () => {
      const { user, store } = renderCheckout();
      await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Aroha');
      await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
      await user.type(textbox(/Delivery notes/), 'Leave at the gate');
      const quantity = screen.getByRole('textbox', { name: 'Quantity of Cat toy' });
      await user.clear(quantity);
      await user.type(quantity, '2');
      expect(textbox(/First name/).value).toBe('Aroha');

      await store.getState().actions.resetBasket();
      await waitFor(() => expect(textbox(/First name/).value).toBe(''));
      expect(screen.getByRole('radio', { name: /^Delivery/ }).getAttribute('aria-checked')).toBe('false');
      expect(screen.queryByRole('textbox', { name: /Delivery notes/ })?.getAttribute('value') ?? '').toBe('');
      expect(screen.queryByText('The first name is required')).toBeNull();
    });
  });

  describe('the coupon', () => {
    it('redeems, shows the discounted total, and re-applies when collecting changes the total', async () => {
      const { user, fetch } = renderCheckout();
      await screen.findByText('Dog biscuits');
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(await within(summary).findByText('Coupon WELCOME10')).toBeTruthy();
      expect(within(summary).getByText('$53.50')).toBeTruthy();
      expect(within(summary).getByText('GST included').nextElementSibling!.textContent).toBe('$6.98');
      await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
      await waitFor(() => expect(fetch.requests.filter((r) => r.path.includes('/coupon/'))).toHaveLength(2));
      expect(fetch.requests.filter((r) => r.path.includes('/coupon/'))[1]!.path).toContain('isClickAndCollect=true');
    });

    it('after an order with a coupon, the thank-you shows no coupon error', async () => {
      fakeStandinTokens();
      const { user, fetch } = renderCheckout();
      await screen.findByText('Dog biscuits');
      await fillGuest(user);
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByText('Coupon WELCOME10')).toBeTruthy();
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // No basket is asked about the old coupon after the order.
      const ordered = fetch.requests.findIndex((r) => r.path.endsWith('/order'));
      expect(fetch.requests.slice(ordered + 1).filter((r) => r.path.includes('/coupon/'))).toEqual([]);
      expect(screen.queryByText(/The Basket must have at least 1 item|could not/i)).toBeNull();
    });

    it('keeps an applied coupon through a reload, checked with the server again; Remove forgets it', async () => {
      const first = renderCheckout();
      await screen.findByText('Dog biscuits');
      await first.user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await first.user.click(screen.getByRole('button', { name: 'Redeem' }));
      expect(await screen.findByText('Coupon WELCOME10')).toBeTruthy();
      // The page is loaded again in the same tab.
      cleanup();
      document.body.innerHTML = '';
      const again = renderCheckout();
      const summary = await screen.findByRole('complementary', { name: 'Order summary' });
      expect(await within(summary).findByText('Coupon WELCOME10')).toBeTruthy();
      expect(again.fetch.requests.filter((r) => r.path.startsWith('/api/v1/basket/b1/coupon/welcome10'))).toHaveLength(1);
      await again.user.click(within(summary).getByRole('button', { name: 'Remove coupon WELCOME10' }));
      cleanup();
      document.body.innerHTML = '';
      const third = renderCheckout();
      await screen.findByText('Dog biscuits');
      await waitFor(() => expect(screen.getByRole('complementary', { name: 'Order summary' }).textContent).toContain('$58.45'));
      expect(screen.queryByText('Coupon WELCOME10')).toBeNull();
      expect(third.fetch.requests.filter((r) => r.path.includes('/coupon/'))).toEqual([]);
    });

    it('takes an applied coupon off with Remove: the basket total again, and the order goes without it', async () => {
      fakeStandinTokens();
      const { user, orders } = renderCheckout();
      await fillGuest(user);
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(await within(summary).findByText('Coupon WELCOME10')).toBeTruthy();
      await user.click(within(summary).getByRole('button', { name: 'Remove coupon WELCOME10' }));
      expect(within(summary).queryByText('Coupon WELCOME10')).toBeNull();
      expect(within(summary).getByText('$58.45')).toBeTruthy();
      expect((screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).value).toBe('');
      await user.click(confirm());
      await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' });
      expect(orders()[0]!.body).not.toHaveProperty('coupon');
    });

    it('an order refused for its coupon takes the coupon off, says why, and the retry goes without it', async () => {
      fakeStandinTokens();
      const refusal = 'This coupon is for a first order only, and this account or email has ordered before.';
      const { user, orders } = renderCheckout({
        order: (r) =>
          (r.body as { coupon: string | null }).coupon
            ? { status: 422, json: { success: false, message: refusal, issues: { coupon: refusal } } }
            : ok(ORDER, 201),
      });
      await fillGuest(user);
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(await within(summary).findByText('Coupon WELCOME10')).toBeTruthy();
      await user.click(confirm());
      // The message stays by the coupon field (the toast goes after 5 s), and focus goes there.
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Coupon code' }).getAttribute('aria-invalid')).toBe('true'));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon code' })));
      expect(within(summary).getByText(refusal)).toBeTruthy();
      expect(within(summary).queryByText('Coupon WELCOME10')).toBeNull();
      expect(within(summary).getByText('$58.45')).toBeTruthy();
      expect(textbox(/First name/).value).toBe('Aroha');
      // The card stays as typed: only a decline empties it.
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Aroha Ngata for your order!' })).toBeTruthy();
      expect(orders().map((o) => (o.body as { coupon: string | null }).coupon)).toEqual(['welcome10', undefined]);
    });

    it("clears the discount and shows the server's message when refused", async () => {
      const { user } = renderCheckout({ coupon: () => fail(422, 'This coupon has expired.') });
      await screen.findByText('Dog biscuits');
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OLD');
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      // The toast and, staying after it, the message by the field.
      expect((await screen.findAllByText('This coupon has expired.')).length).toBeGreaterThan(0);
      expect(screen.getByRole('textbox', { name: 'Coupon code' }).getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText(/^Coupon OLD/)).toBeNull();
      // Typing another code puts the message away.
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'X');
      expect(screen.getByRole('textbox', { name: 'Coupon code' }).getAttribute('aria-invalid')).toBeNull();
    });
  });

  describe('signed in', () => {
    it('uses the profile read-only, the default address and card, and offers Go to my orders', async () => {
      const { user, orders } = renderCheckout({ token: 'tok-sam' });
      const first = await screen.findByRole('textbox', { name: /First name/ });
      await waitFor(() => expect((first as HTMLInputElement).value).toBe('Sam'));
      expect((first as HTMLInputElement).readOnly).toBe(true);
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
      await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
      await user.click(screen.getByRole('radio', { name: 'Tui Vets Cambridge' }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending 4242/ }).getAttribute('aria-checked')).toBe('true'));
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Sam Taylor for your order!' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/account/orders');
      expect(orders()[0]!.body).toMatchObject({
        isClickAndCollect: true,
        clinicId: 'tui-cambridge',
        paymentMethod: { id: 5 },
        user: { id: 1, firstName: 'Sam' },
      });
      expect(orders()[0]!.headers.authorization).toBe('Bearer tok-sam');
    });

    it('with no saved card: shows the card field and pays with its token', async () => {
      fakeStandinTokens();
      const { user, fetch, orders } = renderCheckout({ token: 'tok-sam', cards: { items: [], total: 0 } });
      await waitFor(() => expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Sam'));
      expect(await screen.findByText('You have no saved cards. Enter a card to pay for this order.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Save a card in Payment Methods' }).getAttribute('href')).toBe('/account/payment-methods');
      await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
      await user.click(screen.getByRole('radio', { name: 'Tui Vets Cambridge' }));
      // The card is required, as for a guest.
      await user.click(confirm());
      expect((await screen.findAllByText('A payment method is required')).length).toBeGreaterThan(0);
      expect(orders()).toHaveLength(0);
      await fillCard(user);
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Sam Taylor for your order!' })).toBeTruthy();
      expect(orders()[0]!.body).toMatchObject({
        isClickAndCollect: true,
        clinicId: 'tui-cambridge',
        paymentMethod: { token: 'tok_test_4242' },
        user: { id: 1, firstName: 'Sam' },
      });
      expect(orders()[0]!.headers.authorization).toBe('Bearer tok-sam');
      // The server takes a token signed in (docs/commerce.md): no card is saved first.
      expect(fetch.requests.filter((r) => r.path === '/api/v1/profile/paymentmethod' && r.method === 'POST')).toHaveLength(0);
    });

    it('with no saved address: adds one right there, chooses it and delivers to it', async () => {
      const { user, fetch, orders } = renderCheckout({ token: 'tok-sam', addresses: { items: [], total: 0 } });
      await waitFor(() => expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Sam'));
      await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
      expect(screen.getByText('There are no delivery addresses')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Add a delivery address' }));
      const dialog = await screen.findByRole('dialog', { name: 'New delivery address' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '5 Rata Street');
      await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Hamilton');
      await user.type(within(dialog).getByRole('textbox', { name: /^Postcode/ }), '3204');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /Region/ }), 'Waikato');
      await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Saving the address is not placing the order.
      expect(orders()).toHaveLength(0);
      expect(fetch.requests.find((r) => r.path === '/api/v1/profile/address' && r.method === 'POST')!.body).toMatchObject({
        street: '5 Rata Street',
        city: 'Hamilton',
        postCode: '3204',
        region: { id: 3 },
      });
      await waitFor(() => expect(screen.getByRole('radio', { name: /5 Rata Street/ }).getAttribute('aria-checked')).toBe('true'));
      expect(screen.queryByText('There are no delivery addresses')).toBeNull();
      await user.click(confirm());
      expect(await screen.findByRole('heading', { name: 'Thanks Sam Taylor for your order!' })).toBeTruthy();
      expect(orders()[0]!.body).toMatchObject({ isClickAndCollect: false, address: { id: 7 } });
    });

    it('when the session has ended: keeps a Log in link (back to the checkout) and the basket', async () => {
      const expired = 'Your session has expired. Please sign in again.';
      const { user, fetch, orders } = renderCheckout({ token: 'tok-sam', order: () => fail(401, expired) });
      await waitFor(() => expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Sam'));
      await user.click(screen.getByRole('radio', { name: /Click and collect/ }));
      await user.click(screen.getByRole('radio', { name: 'Tui Vets Cambridge' }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending 4242/ }).getAttribute('aria-checked')).toBe('true'));
      await user.click(confirm());
      await waitFor(() => expect(orders()).toHaveLength(1));
      // Not only the toast (it goes after 5 s): a prompt in the form, with the way back.
      const form = screen.getByRole('form', { name: 'Checkout' });
      const prompt = await within(form).findByText(/Your session has expired\. Please sign in again\./);
      expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/sign-in?callbackUrl=%2Fcheckout');
      // The basket stays: no new one, and its lines are still there.
      expect(fetch.requests.filter((r) => r.path === '/api/v1/basket' && r.method === 'POST')).toHaveLength(0);
      expect(screen.getByText('Dog biscuits')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /Thanks/ })).toBeNull();
    });

    it('with saved cards opens no card frame', async () => {
      const { host } = renderCheckout({ token: 'tok-sam' });
      await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending 4242/ }).getAttribute('aria-checked')).toBe('true'));
      expect(host.querySelector('iframe')).toBeNull();
      expect(document.querySelector('[data-test-card-frame]')).toBeNull();
      expect(screen.queryByText('Card details')).toBeNull();
    });

    it('with an empty basket shows the empty state and no Confirm order at $0.00', async () => {
      const { user, orders } = renderCheckout({ token: 'tok-sam', basket: { ...NEW_BASKET, id: 'b1' } });
      expect(await screen.findByText('There are no products in your basket')).toBeTruthy();
      await user.click(await screen.findByRole('radio', { name: /^Delivery/ }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /12 Victoria Street/ }).getAttribute('aria-checked')).toBe('true'));
      expect(screen.queryByRole('button', { name: 'Confirm order' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
      expect(orders()).toHaveLength(0);
    });
  });
});
