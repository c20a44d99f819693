import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../shared/api/fakeFetch';
import { WidgetRoot } from '../kit/WidgetRoot';
import { fail, fakeStandinTokens, standinFrame, ok, resetStandin, routedFetch } from '../card-frame/testing';
import { Fundraiser } from './Fundraiser';

const NOW = () => new Date('2026-11-23T00:00:00Z');
const EVENT = {
  id: 'paws-2026',
  name: 'Paws for the Rescue 2026',
  active: true,
  startDate: '2026-11-15T11:00:00.000Z',
  endDate: '2026-12-18T11:00:00.000Z',
  body: [{ type: 'paragraph', children: [{ text: 'Every dollar goes to the rescue.' }] }],
  images: [{ url: '/demo/assets/product-hamper.svg', alt: 'A hamper' }],
  items: [
    { id: 'calendar', name: '2027 calendar', price: 25, image: { url: '/c.svg', alt: 'A calendar' } },
    { id: 'hamper', name: 'Christmas hamper', price: 45, image: { url: '/h.svg', alt: 'A hamper' } },
  ],
  payOnPickup: true,
  pickupLocations: [
    {
      id: 'pickup-hamilton',
      name: 'Tui Vets Hamilton',
      friendlyAddress: '214 Grey Street, Hamilton East',
      pickupTime: '2026-12-19T20:00:00.000Z',
      address: { coordinates: [175.2948, -37.7931] },
    },
    {
      id: 'pickup-gardens',
      name: 'Hamilton Gardens Sunday market',
      friendlyAddress: 'Hamilton Gardens car park, Cobham Drive, Hamilton 3216',
      pickupTime: '2026-12-19T21:00:00.000Z',
      address: { coordinates: [175.3018, -37.8058] },
    },
  ],
  thankYouPageTitle: 'Thank you for supporting Waikato Animal Rescue!',
  thankYouPageImage: { url: '/t.svg', alt: 'A happy dog' },
  thankYouPageBody: [{ type: 'paragraph', children: [{ text: 'See you at pickup.' }] }],
};
const DONATION = {
  id: 3,
  fundraiserContentfulId: 'paws-2026',
  selectedItems: [{ fundraiserProductContentfulId: 'hamper', quantity: 2, name: 'Christmas hamper', price: 45 }],
  pickupLocation: { id: 'pickup-hamilton', name: 'Tui Vets Hamilton' },
  payment: 'card',
  status: 'paid',
  total: 90,
};

function renderFundraiser({ docs = [EVENT], donate }: { docs?: unknown[]; donate?: (r: RecordedRequest) => FakeReply } = {}) {
  const fetch = routedFetch((r) => {
    if (r.path.startsWith('/content/api/t1-fundraiser')) return { json: { docs, totalDocs: docs.length, limit: 20, page: 1 } };
    if (r.path === '/api/v1/admin/donation') return donate ? donate(r) : ok(DONATION, 201);
    return undefined;
  });
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-fundraiser" host={host} root={host} attributes={{ apiBase: 'http://api.test' }} fetch={fetch}>
      <Fundraiser cardFrame={standinFrame()} now={NOW} />
    </WidgetRoot>,
  );
  const donations = () => fetch.requests.filter((r) => r.path === '/api/v1/admin/donation');
  return { fetch, host, donations, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function toCheckout(user: User) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity of Christmas hamper' }), '2');
  await user.click(screen.getByRole('radio', { name: /Tui Vets Hamilton/ }));
  await user.click(screen.getByRole('button', { name: 'COMPLETE ORDER' }));
  await screen.findByRole('button', { name: 'PLACE ORDER' });
}

async function fillContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Ngata');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aroha@example.nz');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '021 555 1234');
}

afterEach(() => {
  resetStandin();
  document.body.innerHTML = '';
});

describe('<vet-fundraiser>', () => {
  it('with no event open says so and links back home', async () => {
    renderFundraiser({ docs: [{ ...EVENT, endDate: '2026-11-01T00:00:00Z' }] });
    expect(await screen.findByRole('heading', { name: 'No fundraising event at the moment' })).toBeTruthy();
    expect(screen.getByText('Fundraiser')).toBeTruthy();
    expect(screen.getByText('Please wait for the next incoming event.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO HOME' }).getAttribute('href')).toBe('/');
  });

  it('shows the event, its products with quantities up to 10 and the pickup choices', async () => {
    renderFundraiser();
    expect(await screen.findByRole('heading', { name: 'Paws for the Rescue 2026' })).toBeTruthy();
    expect(screen.getByText('Every dollar goes to the rescue.')).toBeTruthy();
    const quantity = screen.getByRole('combobox', { name: 'Quantity of 2027 calendar' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('radio', { name: /Tui Vets Hamilton/ })).toBeTruthy();
    expect(screen.getByText(/20 December 2026 9:00AM/i)).toBeTruthy();
  });

  it("needs a pickup place and a product: 'Please select one pickup details', 'Please select at least one product'", async () => {
    const { user } = renderFundraiser();
    await user.click(await screen.findByRole('button', { name: 'COMPLETE ORDER' }));
    expect((await screen.findAllByText('Please select one pickup details')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please select at least one product').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'PLACE ORDER' })).toBeNull();
  });

  it('goes back from checkout keeping the choices', async () => {
    const { user } = renderFundraiser();
    await toCheckout(user);
    expect(screen.getByText('Christmas hamper × 2')).toBeTruthy();
    expect(screen.getAllByText('$90.00')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(((await screen.findByRole('combobox', { name: 'Quantity of Christmas hamper' })) as HTMLSelectElement).value).toBe('2');
  });

  it('pays by card with a token and an Idempotency-Key, then thanks with the pickup and directions', async () => {
    fakeStandinTokens();
    const { user, donations } = renderFundraiser();
    await toCheckout(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect((await screen.findAllByText('Please select one payment method')).length).toBeGreaterThan(0);
    const card = within(document.querySelector('[data-test-card-frame] [data-standin-element]') as HTMLElement);
    await user.type(card.getByLabelText('Card number'), '4242424242424242');
    await user.type(card.getByLabelText('Expiration date (MM / YY)'), '1234');
    await user.type(card.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for supporting Waikato Animal Rescue!' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map showing Tui Vets Hamilton' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-37.7931,175.2948',
    );
    const [request] = donations();
    expect(request!.headers['idempotency-key']).toBeTruthy();
    expect(request!.body).toEqual({
      fundraiserContentfulId: 'paws-2026',
      user: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', phone: '021 555 1234' },
      selectedItems: [{ fundraiserProductContentfulId: 'hamper', quantity: 2, price: 45 }],
      pickupLocation: 'pickup-hamilton',
      pickupTime: '2026-12-19T20:00:00.000Z',
      paymentMethod: { token: 'tok_test_4242' },
    });
  });

  it('pays on pickup without a card when the event allows it', async () => {
    const { user, donations } = renderFundraiser({ donate: () => ok({ ...DONATION, payment: 'payOnPickup', status: 'payOnPickup' }, 201) });
    await toCheckout(user);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: /Pay on pickup/ }));
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('You pay when you pick up your order at Tui Vets Hamilton.')).toBeTruthy();
    expect(donations()[0]!.body).toMatchObject({ paymentMethod: null });
  });

  it('at a market pickup says to pay there, not at a clinic, and shows the GST in the totals', async () => {
    const { user } = renderFundraiser({
      donate: () =>
        ok(
          { ...DONATION, payment: 'payOnPickup', status: 'payOnPickup', pickupLocation: { id: 'pickup-gardens', name: 'Hamilton Gardens Sunday market' } },
          201,
        ),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity of Christmas hamper' }), '2');
    await user.click(screen.getByRole('radio', { name: /Hamilton Gardens Sunday market/ }));
    await user.click(screen.getByRole('button', { name: 'COMPLETE ORDER' }));
    // $90.00 GST included: 3/23 of it, as the checkout shows it.
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('GST included').nextElementSibling!.textContent).toBe('$11.74');
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: /Pay on pickup/ }));
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('You pay when you pick up your order at Hamilton Gardens Sunday market.')).toBeTruthy();
    expect(screen.queryByText(/at the clinic/)).toBeNull();
    expect(screen.getByText('GST included').nextElementSibling!.textContent).toBe('$11.74');
  });

  it("shows the server's message, or 'An error occurred while submitted your donation.'", async () => {
    const { user } = renderFundraiser({ donate: () => ({ status: 500, text: 'boom' }) });
    await toCheckout(user);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: /Pay on pickup/ }));
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText('An error occurred while submitted your donation.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeTruthy();
  });

  it('refuses incomplete contact details with the checkout messages, and focuses the first to fix', async () => {
    const { user, donations } = renderFundraiser({ donate: () => fail(422, 'x') });
    await toCheckout(user);
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    expect((await screen.findAllByText('Your last name is required')).length).toBeGreaterThan(0);
    expect(donations()).toHaveLength(0);
    await waitFor(() => expect(screen.getByText('A phone number is required')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Last name/ })));
  });
});
