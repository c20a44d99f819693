import { describe, expect, it, vi } from 'vitest';
import { discover, load } from './index';
import { flows, type FlowEntry } from './registry';

describe('the widget loader', () => {
  it('knows every tag of the suite', () => {
    for (const tag of ['vet-booking', 'vet-shop', 'vet-checkout', 'vet-account', 'vet-notifications'])
      expect(flows).toHaveProperty(tag);
  });

  it('ignores elements that are not widget tags', () => {
    expect(load('div')).toBeUndefined();
    expect(load('vet-unknown-thing')).toBeUndefined();
  });

  it('defines a tag whose flow is missing as a visible "not available" notice', async () => {
    // A registry entry with no code yet, as a flow looks before its issue lands.
    (flows as Record<string, FlowEntry>)['vet-test-missing'] = { name: 'Test flow', load: null };
    const element = document.createElement('vet-test-missing');
    document.body.append(element);
    discover(document);
    await customElements.whenDefined('vet-test-missing');
    const notice = element.shadowRoot!.querySelector('[role="status"]')!;
    expect(notice.textContent).toBe('Test flow is not available here yet. Please contact the clinic directly.');
  });

  it('shows a load failure as a notice instead of an empty gap', async () => {
    (flows as Record<string, FlowEntry>)['vet-test-broken'] = {
      name: 'Broken flow',
      load: () => Promise.reject(new Error('chunk 404')),
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('vet-test-broken');
    document.body.append(element);
    await load('vet-test-broken');
    error.mockRestore();
    expect(element.shadowRoot!.textContent).toContain('Broken flow could not be loaded.');
  });
});
