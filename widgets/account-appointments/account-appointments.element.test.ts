import { afterEach, describe, expect, it, vi } from 'vitest';
import './account-appointments.element';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<vet-account-appointments> element', () => {
  it('is defined once and renders in an open shadow root, asking signed-out visitors to log in', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(customElements.get('vet-account-appointments')).toBeTruthy();
    const el = document.createElement('vet-account-appointments');
    el.setAttribute('api-base', 'https://portal.example.nz');
    el.setAttribute('book-url', '/book-appointment');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.textContent).toContain('Log in to see your appointments.'));
    expect(el.shadowRoot!.querySelector('a[href="/book-appointment"]')?.textContent).toBe('Book appointment');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says which attribute is wrong', async () => {
    const el = document.createElement('vet-account-appointments');
    el.setAttribute('token-url', 'javascript:alert(1)');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.textContent).toContain('token-url must be an http(s) URL or a path starting with /'));
  });
});
