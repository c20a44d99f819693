import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_TAGS } from './AccountSection';
import './sections.element';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the per-section account tags', () => {
  it.each(Object.keys(SECTION_TAGS))('<%s> is defined and asks a signed-out visitor to sign in, with no call', async (tag) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(customElements.get(tag)).toBeTruthy();
    const el = document.createElement(tag);
    el.setAttribute('api-base', 'https://portal.example.nz');
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.textContent).toContain('Please sign in to see your account.'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
