import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeReply, RecordedRequest } from '../../shared/api/fakeFetch';
import { WidgetRoot } from '../kit/WidgetRoot';
import { NO_PAYMENT_METHODS } from '../kit/payments';
import { fail, fakeStandinTokens, standinFrame, ok, resetStandin, routedFetch } from '../card-frame/testing';
import { PayOnline } from './PayOnline';
import { PaymentInformation } from './PaymentInformation';

const CARDS = [
  { id: 7, cardNumber: '4242', brand: 'visa', expiryMonth: 7, expiryYear: 2030, isDefault: false },
  { id: 8, cardNumber: '5454', brand: 'mastercard', expiryMonth: 1, expiryYear: 2031, isDefault: true },
];

function renderPayOnline({
  token,
  pay,
  cards = CARDS,
  info,
  slug,
  blocks = [],
}: { token?: string; pay?: (r: RecordedRequest) => FakeReply; cards?: unknown[]; info?: string; slug?: string; blocks?: unknown[] } = {}) {
  const fetch = routedFetch((r) => {
    if (r.path.startsWith('/content/api/block-payment-information')) return { json: { docs: blocks, totalDocs: blocks.length, limit: 1, page: 1 } };
    if (r.path === '/api/v1/profile/paymentmethod') return ok(cards);
    if (r.path.endsWith('oneoffpayment')) return pay ? pay(r) : ok({ id: 1, reference: 'INV-1', amount: 25 }, 201);
    return undefined;
  });
  const host = document.createElement('div');
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['vet-pay-online:paid', 'vet-pay-online:error'])
    host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  render(
    <WidgetRoot tag="vet-pay-online" host={host} root={host} attributes={{ apiBase: 'http://api.test', token }} fetch={fetch}>
      <PayOnline cardFrame={standinFrame()} paymentInformation={info} informationSlug={slug} />
    </WidgetRoot>,
  );
  return { fetch, host, events, user: userEvent.setup() };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const amount = () => screen.getByRole('spinbutton', { name: /Amount \(NZD\)/ }) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirm payment' });
const payments = (fetch: ReturnType<typeof routedFetch>) => fetch.requests.filter((r) => r.path.endsWith('oneoffpayment'));

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  const node = await waitFor(() => {
    const found = document.querySelector('[data-test-card-frame] [data-standin-element]');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  const card = within(node);
  await user.type(card.getByLabelText('Card number'), number);
  await user.type(card.getByLabelText('Expiration date (MM / YY)'), '1234');
  await user.type(card.getByLabelText('Security code (CVC)'), '123');
}

async function fillAnonymous(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Aroha Ngata');
  await user.type(field(/Email/), 'aroha@example.nz');
  await user.type(amount(), '25.50');
  await user.type(field(/Reference/), 'INV-1001');
}

afterEach(() => {
  resetStandin();
  document.body.innerHTML = '';
});

describe('<vet-pay-online>', () => {
  describe('signed out', () => {
    it("shows 'Payment Details', 'Amount due', 'Details', 'Amount (NZD)' and 'Confirm payment'", async () => {
      renderPayOnline({ info: 'Your reference is on your invoice.' });
      expect(await screen.findByRole('group', { name: 'Payment Details' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Amount due' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Details' })).toBeTruthy();
      expect(amount()).toBeTruthy();
      expect(confirm()).toBeTruthy();
      expect(screen.getByRole('complementary', { name: 'Payment information' }).textContent).toBe('Your reference is on your invoice.');
    });

    it("shows the content service's payment-information block chosen by slug, as rich text", async () => {
      const body = [{ type: 'paragraph', children: [{ text: 'Pay ' }, { text: 'Tui Vets 12-3140', bold: true }, { text: ' <img src=x onerror=alert(1)>' }] }];
      const { fetch } = renderPayOnline({
        slug: 'pay-online',
        info: 'fallback text',
        blocks: [{ id: 'b1', slug: 'pay-online', title: 'Other ways to pay', body }],
      });
      const block = await screen.findByRole('complementary', { name: 'Other ways to pay' });
      expect(within(block).getByRole('heading', { name: 'Other ways to pay' })).toBeTruthy();
      expect(block.querySelector('strong')?.textContent).toBe('Tui Vets 12-3140');
      expect(block.textContent).toContain('<img src=x onerror=alert(1)>');
      expect(block.querySelector('img')).toBeNull();
      expect(screen.queryByText('fallback text')).toBeNull();
      const call = fetch.requests.find((r) => r.path.startsWith('/content/api/block-payment-information'));
      expect(call?.path).toContain('where[slug][equals]=pay-online');
    });

    it("leaves its heading out with hide-heading, the section still named 'Pay online'", async () => {
      const fetch = routedFetch(() => undefined);
      const host = document.createElement('div');
      document.body.append(host);
      render(
        <WidgetRoot tag="vet-pay-online" host={host} root={host} attributes={{ apiBase: 'http://api.test' }} fetch={fetch}>
          <PayOnline cardFrame={standinFrame()} hideHeading />
        </WidgetRoot>,
      );
      expect(await screen.findByRole('region', { name: 'Pay online' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Pay online' })).toBeNull();
    });

    it('falls back to the plain-text attribute when no document has the slug', async () => {
      const { fetch } = renderPayOnline({ slug: 'missing', info: 'Your reference is on your invoice.' });
      await waitFor(() => expect(fetch.requests.some((r) => r.path.startsWith('/content/api/block-payment-information'))).toBe(true));
      expect(screen.getByRole('complementary', { name: 'Payment information' }).textContent).toBe('Your reference is on your invoice.');
    });

    it('shows a block seen before at once when the slug comes back to it, without asking again', async () => {
      const blocks = [
        { id: 'b1', slug: 'pay-online', title: 'Other ways to pay', body: [] },
        { id: 'b2', slug: 'by-bank', title: 'Pay by bank', body: [] },
      ];
      const fetch = routedFetch((r) => {
        if (!r.path.startsWith('/content/api/block-payment-information')) return undefined;
        const docs = blocks.filter((b) => r.path.includes(`where[slug][equals]=${b.slug}`));
        return { json: { docs, totalDocs: docs.length, limit: 1, page: 1 } };
      });
      let choose!: (slug: string) => void;
      function Switching() {
        const [slug, setSlug] = useState('pay-online');
        choose = setSlug;
        return <PaymentInformation slug={slug} />;
      }
      const host = document.createElement('div');
      document.body.append(host);
      render(
        <WidgetRoot tag="vet-pay-online" host={host} root={host} attributes={{ apiBase: 'http://api.test' }} fetch={fetch}>
          <Switching />
        </WidgetRoot>,
      );
      await screen.findByRole('complementary', { name: 'Other ways to pay' });
      act(() => choose('by-bank'));
      await screen.findByRole('complementary', { name: 'Pay by bank' });
      act(() => choose('pay-online'));
      expect(screen.getByRole('complementary', { name: 'Other ways to pay' })).toBeTruthy();
      expect(fetch.requests.filter((r) => r.path.includes('where[slug][equals]=pay-online'))).toHaveLength(1);
    });

    it('shows every required message and focuses the first', async () => {
      const { user, fetch } = renderPayOnline();
      await screen.findByRole('textbox', { name: /Name/ });
      await user.click(confirm());
      expect(screen.getByText('The name is required')).toBeTruthy();
      expect(screen.getByText('The email is required')).toBeTruthy();
      expect(screen.getByText('The amount due is required')).toBeTruthy();
      expect(screen.getByText('The reference is required')).toBeTruthy();
      expect(document.activeElement).toBe(field(/Name/));
      expect(payments(fetch)).toHaveLength(0);
      await user.type(field(/Email/), 'not-an-email');
      expect(screen.getByText('Invalid email')).toBeTruthy();
      await user.type(amount(), '0.5');
      expect(screen.getByText('The amount due is required')).toBeTruthy();
    });

    it("asks for the card: 'The payment method token is required'", async () => {
      const { user, fetch } = renderPayOnline();
      await waitFor(() => expect(document.querySelector('[data-test-card-frame] [data-standin-element]')).toBeTruthy());
      await fillAnonymous(user);
      await user.click(confirm());
      expect((await screen.findAllByText('The payment method token is required')).length).toBeGreaterThan(0);
      expect(payments(fetch)).toHaveLength(0);
    });

    it('pays with a card token and an Idempotency-Key, then resets the form and the card', async () => {
      fakeStandinTokens();
      const { user, fetch, events } = renderPayOnline();
      await fillAnonymous(user);
      await typeCard(user);
      await user.click(confirm());
      expect(await screen.findByText('Your payment has been processed.')).toBeTruthy();
      const [request] = payments(fetch);
      expect(request!.method).toBe('POST');
      expect(request!.path).toBe('/api/v1/profile/anonymous/oneoffpayment');
      expect(request!.body).toEqual({ name: 'Aroha Ngata', email: 'aroha@example.nz', amount: 25.5, reference: 'INV-1001', token: 'tok_test_4242' });
      expect(request!.headers['idempotency-key']).toMatch(/.{16,}/);
      await waitFor(() => expect(field(/Name/).value).toBe(''));
      expect(amount().value).toBe('');
      expect((within(document.querySelector('[data-test-card-frame]') as HTMLElement).getByLabelText('Card number') as HTMLInputElement).value).toBe('');
      expect(events).toEqual([{ type: 'vet-pay-online:paid', detail: { reference: 'INV-1001', amount: 25.5, signedIn: false } }]);
    });

    it("shows the server's error text and keeps what was typed", async () => {
      fakeStandinTokens();
      const { user } = renderPayOnline({ pay: () => fail(402, 'Your card was declined.') });
      await fillAnonymous(user);
      await typeCard(user, '4000000000000002');
      await user.click(confirm());
      expect((await screen.findAllByText('Your card was declined.')).length).toBeGreaterThan(0);
      expect(field(/Name/).value).toBe('Aroha Ngata');
      expect(field(/Reference/).value).toBe('INV-1001');
    });
  });

  describe('signed in', () => {
    it('preselects the default card and pays with paymentMethodID', async () => {
      const { user, fetch } = renderPayOnline({ token: 'token-1' });
      const radio = await screen.findByRole('radio', { name: /Mastercard ending 5454/ });
      await waitFor(() => expect(radio.getAttribute('aria-checked')).toBe('true'));
      expect(screen.getByText(/Expires 01\/31/)).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
      await user.type(amount(), '40');
      await user.type(field(/Reference/), 'INV-2');
      await user.click(confirm());
      expect(await screen.findByText('Your payment has been processed.')).toBeTruthy();
      const [request] = payments(fetch);
      expect(request!.path).toBe('/api/v1/profile/oneoffpayment');
      expect(request!.body).toEqual({ paymentMethodID: 8, amount: 40, reference: 'INV-2' });
      expect(request!.headers.authorization).toBe('Bearer token-1');
      expect(request!.headers['idempotency-key']).toBeTruthy();
      await waitFor(() => expect(field(/Reference/).value).toBe(''));
    });

    it("with no saved cards says so and 'The payment method is required'", async () => {
      const { user, fetch } = renderPayOnline({ token: 'token-1', cards: [] });
      expect(await screen.findByText(NO_PAYMENT_METHODS)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Add a card in Payment Methods' }).getAttribute('href')).toBe('/account/payment-methods');
      await user.type(amount(), '40');
      await user.type(field(/Reference/), 'INV-2');
      await user.click(confirm());
      expect(screen.getByText('The payment method is required')).toBeTruthy();
      expect(payments(fetch)).toHaveLength(0);
    });
  });
});
