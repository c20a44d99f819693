import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../shared/api/fakeFetch';
import { rootStyles } from '../kit/rootStyles';
import './booking.element';
import { startData } from './testServer';

function mount(attributes: Record<string, string>, preview?: string) {
  const element = document.createElement('vet-booking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (preview) element.innerHTML = preview;
  document.body.append(element);
  return { element, shadow: () => within(element.shadowRoot as unknown as HTMLElement) };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<vet-booking> element', () => {
  it('is defined once and renders the flow in an open shadow root, styled and themed inside it', async () => {
    const fetch = fakeFetch({ json: { success: true, data: startData({ bookingConfig: { allowSelectResource: false, mainColour: '#7c3aed' } }) } });
    vi.stubGlobal('fetch', fetch);
    const ready = vi.fn();
    document.addEventListener('vet-booking:ready', ready);
    const { element, shadow } = mount({ 'api-base': 'http://api.test', 'vet-id': 'kea-vets' });
    expect(customElements.get('vet-booking')).toBeDefined();
    expect(await shadow().findByRole('heading', { name: 'Welcome to Tui Vets' })).toBeTruthy();
    expect(fetch.last()).toMatchObject({ url: 'http://api.test/api/v2/appointment/start' });
    expect(fetch.last().headers['x-vet-id']).toBe('kea-vets');
    const root = element.shadowRoot!;
    expect(rootStyles(root, 'booking-theme')).toMatch(/^:host ?\{ ?--vet-group-primary: ?#7c3aed;? ?\}$/);
    // Nothing leaks into the page.
    expect(document.head.querySelectorAll('style[data-vet-styles]')).toHaveLength(0);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect((ready.mock.calls[0]![0] as CustomEvent).detail).toEqual({ step: 'Welcome', clinics: 2 });
    document.removeEventListener('vet-booking:ready', ready);
  });

  it('reads the kebab-case prefill attributes and says which one is wrong', async () => {
    vi.stubGlobal('fetch', fakeFetch());
    const { shadow } = mount({ 'api-base': 'http://api.test', 'first-name': 'Aroha', phone: 'call me' });
    const alert = await shadow().findByRole('alert');
    expect(alert.textContent).toContain('<vet-booking> is not set up correctly');
    expect(alert.textContent).toContain('phone must be digits and spaces only');
  });

  it('shows a host’s preview of the first step (its children) instead of the spinner until the step is ready', async () => {
    let answer!: () => void;
    const started = new Promise<void>((resolve) => (answer = resolve));
    const fetch = fakeFetch({ json: { success: true, data: startData() } });
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await started;
      return fetch(...args);
    });
    const { element, shadow } = mount({ 'api-base': 'http://api.test' }, '<p>In an emergency call us</p>');
    await waitFor(() => expect(element.shadowRoot?.querySelector('slot')).toBeTruthy());
    expect(shadow().queryByText('Loading online booking…')).toBeNull();
    answer();
    expect(await shadow().findByRole('heading', { name: 'Welcome to Tui Vets' })).toBeTruthy();
    // The flow's own step took its place: the children are no longer shown.
    expect(element.shadowRoot!.querySelector('slot')).toBeNull();
  });

  it('without children it shows its own spinner while it loads', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { shadow } = mount({ 'api-base': 'http://api.test' });
    expect(await shadow().findByText('Loading online booking…')).toBeTruthy();
  });
});
