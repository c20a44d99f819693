import { describe, expect, it, vi } from 'vitest';
import { discover, load } from './index';
import { flows, type FlowLoader } from './registry';
import { UNAVAILABLE } from './unavailable';

describe('the widget loader', () => {
  it('knows every tag of the suite', () => {
    for (const tag of ['vet-booking', 'vet-shop', 'vet-checkout', 'vet-account', 'vet-notifications']) expect(flows).toHaveProperty(tag);
  });

  it('ignores elements that are not widget tags', () => {
    expect(load('div')).toBeUndefined();
    expect(load('vet-unknown-thing')).toBeUndefined();
  });

  it('shows a load failure as a notice instead of an empty gap', async () => {
    (flows as Record<string, FlowLoader>)['vet-test-broken'] = () => Promise.reject(new Error('chunk 404'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('vet-test-broken');
    document.body.append(element);
    await load('vet-test-broken');
    error.mockRestore();
    const notice = element.shadowRoot!.querySelector('[role="status"]')!;
    expect(notice.textContent).toBe(UNAVAILABLE);
  });
});

describe('the loader on real clinic pages', () => {
  it('loads tags inside a host shadow root once the host asks it to observe that root', async () => {
    (flows as Record<string, FlowLoader>)['vet-test-shadowed'] = () => Promise.reject(new Error('not built'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const { observe } = await import('./index');
    observe(shadow);
    const element = document.createElement('vet-test-shadowed');
    shadow.append(element);
    await customElements.whenDefined('vet-test-shadowed');
    error.mockRestore();
    expect((globalThis as { VetWidgets?: { observe: unknown } }).VetWidgets?.observe).toBe(observe);
  });

  it('warns once about a vet-* tag it does not know (a typo), and says which tags exist', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.append(document.createElement('vet-bookng'), document.createElement('vet-bookng'));
    discover(document);
    discover(document);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^<vet-bookng> is not a vet widget\. Known tags: .*vet-booking/);
    warn.mockRestore();
  });
});

describe('loading="lazy"', () => {
  it('loads a lazy tag only when it comes near the viewport', async () => {
    const observed: Element[] = [];
    let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    const loadFlow = vi.fn(() => new Promise<never>(() => {}));
    (flows as Record<string, FlowLoader>)['vet-test-lazy'] = loadFlow;
    const element = document.createElement('vet-test-lazy');
    element.setAttribute('loading', 'lazy');
    document.body.append(element);
    discover(document);
    expect(observed).toContain(element);
    expect(loadFlow).not.toHaveBeenCalled();
    report!([{ target: element, isIntersecting: false }]);
    expect(loadFlow).not.toHaveBeenCalled();
    report!([{ target: element, isIntersecting: true }]);
    expect(loadFlow).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('loading="interaction"', () => {
  it('loads the flow on the first pointer, touch or focus, and not before', () => {
    const loadFlow = vi.fn(() => new Promise<never>(() => {}));
    (flows as Record<string, FlowLoader>)['vet-test-touch'] = loadFlow;
    const element = document.createElement('vet-test-touch');
    element.setAttribute('loading', 'interaction');
    element.innerHTML = '<button type="button">Basket</button>';
    document.body.append(element);
    discover(document);
    expect(loadFlow).not.toHaveBeenCalled();
    element.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loadFlow).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute('activated')).toBe(false);
  });

  it('marks a click that came before the code `activated`, for the widget to act on', () => {
    const loadFlow = vi.fn(() => new Promise<never>(() => {}));
    (flows as Record<string, FlowLoader>)['vet-test-click'] = loadFlow;
    const element = document.createElement('vet-test-click');
    element.setAttribute('loading', 'interaction');
    element.innerHTML = '<button type="button">Basket</button>';
    document.body.append(element);
    discover(document);
    element.querySelector('button')!.click();
    expect(loadFlow).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute('activated')).toBe(true);
  });
});
