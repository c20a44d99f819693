import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../shared/api/fakeFetch';
import { WidgetRoot } from '../WidgetRoot';
import { CardField, CardPayments, STRIPE_KEY_MISSING, STRIPE_NOT_LOADED, useCardPayment, type CardPayment } from './index';
import { NO_KEY_CONFIG, STANDIN_CONFIG, fakeStandinTokens, loadStandin, resetStandin } from './testing';

let payment: CardPayment;
function Probe() {
  payment = useCardPayment();
  return null;
}

function renderCard(config: unknown, { shadow = true, disabled = false } = {}) {
  const fetch = fakeFetch({ json: config });
  const host = document.createElement('div');
  document.body.append(host);
  const root = shadow ? host.attachShadow({ mode: 'open' }) : host;
  const container = document.createElement('div');
  root.append(container);
  const tree = (disabled: boolean) => (
    <WidgetRoot tag="vet-test" host={host} root={root} attributes={{ apiBase: 'http://api.test' }} fetch={fetch}>
      <CardPayments loadScript={loadStandin}>
        <CardField label="Card details" disabled={disabled} />
        <Probe />
      </CardPayments>
    </WidgetRoot>
  );
  const view = render(tree(disabled), { container });
  return { fetch, host, root, container, setDisabled: (next: boolean) => view.rerender(tree(next)) };
}

afterEach(() => {
  resetStandin();
  document.body.innerHTML = '';
});

describe('card payments (kit/payments)', () => {
  it('asks the server which card provider to use', async () => {
    const { fetch } = renderCard(STANDIN_CONFIG);
    await waitFor(() => expect(payment.ready).toBe(true));
    expect(fetch.requests[0]!.path).toBe('/api/v1/config/stripe');
  });

  it('mounts the card inputs in the host light DOM and projects them through a named slot', async () => {
    const { host, container } = renderCard(STANDIN_CONFIG);
    await waitFor(() => expect(payment.ready).toBe(true));
    const lightNode = host.querySelector(':scope > [data-vet-card]') as HTMLElement;
    expect(lightNode).toBeTruthy();
    expect(lightNode.slot).toMatch(/^vet-card-/);
    expect(container.querySelector(`slot[name="${lightNode.slot}"]`)).toBeTruthy();
    // The inputs (the stand-in's, as real Stripe's iframe would be) are not in the shadow root.
    expect(within(lightNode).getByLabelText('Card number')).toBeTruthy();
    expect(container.querySelector('input')).toBeNull();
  });

  it('turns a typed test card into a token', async () => {
    const tokens = fakeStandinTokens();
    const { host } = renderCard(STANDIN_CONFIG);
    await waitFor(() => expect(payment.ready).toBe(true));
    const user = userEvent.setup();
    const card = within(host.querySelector('[data-vet-card]') as HTMLElement);
    await user.type(card.getByLabelText('Card number'), '4242424242424242');
    await user.type(card.getByLabelText('Expiration date (MM / YY)'), '1234');
    await user.type(card.getByLabelText('Security code (CVC)'), '123');
    await waitFor(() => expect(payment.complete).toBe(true));
    let token = '';
    await act(async () => {
      token = await payment.createToken();
    });
    expect(token).toBe('tok_test_4242');
    expect(tokens.numbers).toEqual(['4242424242424242']);
  });

  it('is usable again once a submit ends: disabled while sending, enabled after', async () => {
    const { host, setDisabled } = renderCard(STANDIN_CONFIG);
    await waitFor(() => expect(payment.ready).toBe(true));
    const number = () => within(host.querySelector('[data-vet-card]') as HTMLElement).getByLabelText<HTMLInputElement>('Card number');
    expect(number().disabled).toBe(false);
    setDisabled(true);
    await waitFor(() => expect(number().disabled).toBe(true));
    // The submit failed (a declined card): the client must be able to type another card.
    setDisabled(false);
    await waitFor(() => expect(number().disabled).toBe(false));
    // (Once digits are typed the label also names the brand, so keep the input itself.)
    const input = number();
    const user = userEvent.setup();
    await user.type(input, '4000');
    expect(input.value.replace(/\s/g, '')).toBe('4000');
    act(() => payment.clear());
    expect(input.value).toBe('');
  });

  it("shows the provider's own error for an incomplete card", async () => {
    renderCard(STANDIN_CONFIG);
    await waitFor(() => expect(payment.ready).toBe(true));
    await expect(payment.createToken()).rejects.toThrow('Your card number is incomplete.');
  });

  it("says 'Stripe token not found, please check your environment variables' without a key", async () => {
    const { container } = renderCard(NO_KEY_CONFIG);
    expect(await within(container).findByText(STRIPE_KEY_MISSING)).toBeTruthy();
    await expect(payment.createToken()).rejects.toThrow(STRIPE_KEY_MISSING);
  });

  it("says 'Stripe has not loaded yet.' when asked for a token before the card loaded", async () => {
    renderCard(STANDIN_CONFIG);
    await expect(payment.createToken()).rejects.toThrow(STRIPE_NOT_LOADED);
    await waitFor(() => expect(payment.ready).toBe(true));
  });

  it('the stand-in, like Stripe, refuses to mount inside a shadow root', async () => {
    await loadStandin();
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(inner);
    const Stripe = (window as unknown as { Stripe: (key: string) => { elements(): { create(t: string): { mount(n: Element): void } } } }).Stripe;
    const card = Stripe('pk_test_standin').elements().create('card');
    expect(() => card.mount(inner)).toThrow('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
    expect(screen.queryByText('x')).toBeNull();
  });
});
