// The frame's side: what it does with the widget's messages, and what it says back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_FRAME_SOURCE, type FromCardFrame, type Unsourced } from '../../shared/schemas/cardFrame';
import { resetStandin, loadStandin } from './testing';
import { runCardFrame, type CardFrameEnv } from './cardFrame';

function start(stripe?: CardFrameEnv['stripe']) {
  loadStandin();
  const Stripe = (window as unknown as { Stripe: (key: string) => CardFrameEnv['stripe'] }).Stripe;
  const container = document.createElement('div');
  document.body.append(container);
  const said: Unsourced<FromCardFrame>[] = [];
  let handler: (data: unknown) => void = () => {};
  const stop = runCardFrame({
    container,
    stripe: stripe ?? Stripe('pk_test_standin'),
    send: (message) => said.push(message),
    listen: (on) => {
      handler = on;
      return () => (handler = () => {});
    },
  });
  const number = () => container.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]')!;
  return { said, stop, number, tell: (data: object) => handler({ source: CARD_FRAME_SOURCE, ...data }), raw: (data: unknown) => handler(data) };
}

afterEach(() => {
  resetStandin();
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty('--primary');
});

describe('the card frame', () => {
  it('says when the card is ready, and passes on only the card’s state', async () => {
    const { said, number } = start();
    await vi.waitFor(() => expect(said).toContainEqual({ type: 'ready' }));
    number().value = '4242';
    number().dispatchEvent(new Event('input'));
    expect(said.at(-1)).toEqual({ type: 'change', complete: false, empty: false, error: null });
  });

  it('follows the widget: disabled, cleared', async () => {
    const { said, number, tell } = start();
    await vi.waitFor(() => expect(said).toContainEqual({ type: 'ready' }));
    tell({ type: 'options', disabled: true });
    expect(number().disabled).toBe(true);
    tell({ type: 'options', disabled: false });
    number().value = '4242';
    number().dispatchEvent(new Event('input'));
    tell({ type: 'clear' });
    expect(number().disabled).toBe(false);
    expect(number().value).toBe('');
  });

  it('takes the widget’s primary colour for its focus ring, and nothing that is not a plain colour', async () => {
    const { said, tell } = start();
    await vi.waitFor(() => expect(said).toContainEqual({ type: 'ready' }));
    const primary = () => document.documentElement.style.getPropertyValue('--primary');
    tell({ type: 'theme', primary: 'rgb(124, 58, 237)' });
    expect(primary()).toBe('rgb(124, 58, 237)');
    tell({ type: 'theme', primary: 'red; background: url(https://evil.example/x)' });
    tell({ type: 'theme', primary: 'var(--x)' });
    expect(primary()).toBe('rgb(124, 58, 237)');
  });

  it("answers a token request with the provider's words when the card is not complete", async () => {
    const { said, tell } = start();
    await vi.waitFor(() => expect(said).toContainEqual({ type: 'ready' }));
    tell({ type: 'token', id: 7 });
    await vi.waitFor(() => expect(said.at(-1)).toEqual({ type: 'token', id: 7, error: 'Your card number is incomplete.' }));
  });

  it('ignores what is not one of its messages', async () => {
    const createToken = vi.fn();
    loadStandin();
    const real = (window as unknown as { Stripe: (key: string) => CardFrameEnv['stripe'] }).Stripe('pk_test_standin');
    const { said, number, tell, raw } = start({ elements: real.elements.bind(real), createToken } as unknown as CardFrameEnv['stripe']);
    await vi.waitFor(() => expect(said).toContainEqual({ type: 'ready' }));
    raw({ type: 'options', disabled: true });
    raw('clear');
    tell({ type: 'token', id: -1 });
    tell({ type: 'options', disabled: 'yes' });
    tell({ type: 'steal' });
    expect(number().disabled).toBe(false);
    expect(createToken).not.toHaveBeenCalled();
  });

  it('needs its own document: the stand-in, like Stripe, refuses to mount inside a shadow root', () => {
    loadStandin();
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(inner);
    const Stripe = (window as unknown as { Stripe: (key: string) => CardFrameEnv['stripe'] }).Stripe;
    expect(() => runCardFrame({ container: inner, stripe: Stripe('pk_test_standin'), send: () => {}, listen: () => () => {} })).toThrow(
      'Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.',
    );
  });
});
