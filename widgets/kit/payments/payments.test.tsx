import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../shared/api/fakeFetch';
import { CARD_FRAME_SOURCE, type FromCardFrame } from '../../../shared/schemas/cardFrame';
import { WidgetRoot } from '../WidgetRoot';
import { postMessageConnector } from './frameChannel';
import {
  CARD_SITE_NOT_ALLOWED,
  CardField,
  CardPayments,
  STRIPE_KEY_MISSING,
  STRIPE_LOAD_FAILED,
  STRIPE_NOT_LOADED,
  useCardPayment,
  type CardFrameConnector,
  type CardPayment,
} from './index';
import { cardFrameInputs, fakeStandinTokens, resetStandin, standinFrame, type StandinFrameOptions } from '../../card-frame/testing';

let payment: CardPayment;
function Probe() {
  payment = useCardPayment();
  return null;
}

function renderCard({ frame = {}, connector, disabled = false }: { frame?: StandinFrameOptions; connector?: CardFrameConnector; disabled?: boolean } = {}) {
  const fetch = fakeFetch({ json: {} });
  const host = document.createElement('vet-test');
  host.innerHTML = '<p>Server-rendered words</p>';
  document.body.append(host);
  const lightDom = [...host.childNodes];
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const cardFrame = connector ?? standinFrame(frame);
  const tree = (disabled: boolean) => (
    <WidgetRoot tag="vet-test" host={host} root={root} attributes={{ apiBase: 'http://api.test', vetId: 'kea-vets' }} fetch={fetch}>
      <CardPayments cardFrame={cardFrame}>
        <CardField label="Card details" disabled={disabled} />
        <Probe />
      </CardPayments>
    </WidgetRoot>
  );
  const view = render(tree(disabled), { container });
  return { fetch, host, lightDom, root, container, setDisabled: (next: boolean) => view.rerender(tree(next)) };
}

afterEach(() => {
  resetStandin();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('card payments (kit/payments)', () => {
  it('shows the card in a frame from the API’s origin, for this page and the widget’s group, inside the shadow root', async () => {
    const opened: string[] = [];
    const { container } = renderCard({ frame: { opened } });
    await waitFor(() => expect(payment.ready).toBe(true));
    const frame = container.querySelector('iframe')!;
    expect(frame.title).toBe('Card details');
    expect(opened).toEqual([`http://api.test/pay/card-frame?origin=${encodeURIComponent(location.origin)}&vetId=kea-vets`]);
    // The widget sizes the frame to what the frame reports.
    expect(frame.style.height).toMatch(/^\d+px$/);
  });

  it('leaves the host element’s light DOM as the page wrote it', async () => {
    const { host, lightDom } = renderCard();
    await waitFor(() => expect(payment.ready).toBe(true));
    expect([...host.childNodes]).toEqual(lightDom);
  });

  it('turns a typed test card into a token', async () => {
    const tokens = fakeStandinTokens();
    renderCard();
    await waitFor(() => expect(payment.ready).toBe(true));
    const user = userEvent.setup();
    const card = cardFrameInputs();
    await user.type(card.getByLabelText('Card number'), '4242424242424242');
    await user.type(card.getByLabelText('Expiration date (MM / YY)'), '1234');
    await user.type(card.getByLabelText('Security code (CVC)'), '123');
    await waitFor(() => expect(payment.complete).toBe(true));
    let token = '';
    await act(async () => {
      token = await payment.createToken({ name: 'Aroha Ngata' });
    });
    expect(token).toBe('tok_test_4242');
    expect(tokens.numbers).toEqual(['4242424242424242']);
  });

  it('is usable again once a submit ends: disabled while sending, enabled after, emptied by clear()', async () => {
    const { setDisabled } = renderCard();
    await waitFor(() => expect(payment.ready).toBe(true));
    const number = () => cardFrameInputs().getByLabelText<HTMLInputElement>('Card number');
    expect(number().disabled).toBe(false);
    setDisabled(true);
    await waitFor(() => expect(number().disabled).toBe(true));
    // The submit failed (a declined card): the client must be able to type another card.
    setDisabled(false);
    await waitFor(() => expect(number().disabled).toBe(false));
    const input = number();
    await userEvent.setup().type(input, '4000');
    expect(input.value.replace(/\s/g, '')).toBe('4000');
    act(() => payment.clear());
    await waitFor(() => expect(input.value).toBe(''));
  });

  it("gives the provider's own error for an incomplete card", async () => {
    renderCard();
    await waitFor(() => expect(payment.ready).toBe(true));
    await expect(payment.createToken()).rejects.toThrow('Your card number is incomplete.');
  });

  it.each([
    ['key-missing', STRIPE_KEY_MISSING],
    ['load-failed', STRIPE_LOAD_FAILED],
    ['site-not-allowed', CARD_SITE_NOT_ALLOWED],
  ] as const)('says why when the frame reports %s', async (fail, message) => {
    const { container } = renderCard({ frame: { fail } });
    expect(await within(container).findByText(message)).toBeTruthy();
    await expect(payment.createToken()).rejects.toThrow(message);
  });

  it("says 'Stripe has not loaded yet.' when asked for a token before the card loaded", async () => {
    renderCard();
    await expect(payment.createToken()).rejects.toThrow(STRIPE_NOT_LOADED);
    await waitFor(() => expect(payment.ready).toBe(true));
  });

  it('says the card form could not be loaded when the frame loads but never speaks (a host CSP without frame-src)', async () => {
    vi.useFakeTimers();
    const { container } = renderCard({ connector: () => ({ post: () => {}, close: () => {} }) });
    act(() => {
      container.querySelector('iframe')!.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(3_100);
    });
    expect(within(container).getByText(STRIPE_LOAD_FAILED)).toBeTruthy();
  });
});

describe('the postMessage channel to the card frame', () => {
  const FRAME_ORIGIN = 'http://api.test';
  function connect() {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const heard: FromCardFrame[] = [];
    const channel = postMessageConnector(iframe, FRAME_ORIGIN, (message) => heard.push(message));
    const say = (data: unknown, from: { source?: MessageEventSource | null; origin?: string } = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', { data, source: from.source === undefined ? iframe.contentWindow : from.source, origin: from.origin ?? FRAME_ORIGIN }),
      );
    return { iframe, heard, channel, say };
  }

  it('hears its own frame, from the frame’s origin, saying something it knows', () => {
    const { heard, say } = connect();
    say({ source: CARD_FRAME_SOURCE, type: 'ready' });
    expect(heard).toEqual([{ source: CARD_FRAME_SOURCE, type: 'ready' }]);
  });

  it('ignores another origin, another window, and messages that are not the frame’s', () => {
    const { heard, say } = connect();
    const other = document.createElement('iframe');
    document.body.append(other);
    say({ source: CARD_FRAME_SOURCE, type: 'token', id: 1, token: 'tok_evil' }, { origin: 'http://clinic.example' });
    say({ source: CARD_FRAME_SOURCE, type: 'token', id: 1, token: 'tok_evil' }, { source: other.contentWindow });
    say({ source: CARD_FRAME_SOURCE, type: 'token', id: 1, token: '<img src=x>' });
    say({ type: 'ready' });
    say('ready');
    expect(heard).toEqual([]);
  });

  it('posts to the frame’s origin only, and stops listening when closed', () => {
    const { iframe, heard, channel, say } = connect();
    const posted = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => {});
    channel.post({ type: 'clear' });
    expect(posted).toHaveBeenCalledWith({ source: CARD_FRAME_SOURCE, type: 'clear' }, FRAME_ORIGIN);
    channel.close();
    say({ source: CARD_FRAME_SOURCE, type: 'ready' });
    expect(heard).toEqual([]);
  });
});
