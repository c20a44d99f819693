// Rendering a commerce widget in a test as the element does: inside <WidgetRoot> (config,
// toasts), against the in-memory commerce server given to the root as its fetch, with the
// page basket registry emptied between tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { WidgetRoot } from '../kit/WidgetRoot';
import { forgetPageBaskets } from './basket';
import { API, commerceServer } from './testServer';

export function renderCommerce(
  ui: ReactNode | ReactNode[],
  options: Parameters<typeof commerceServer>[0] & {
    tag?: string;
    before?: (server: ReturnType<typeof commerceServer>) => void;
    /** Attributes each host element has before the widget starts (as the loader may leave). */
    hostAttributes?: Record<string, string>;
  } = {},
) {
  const server = commerceServer(options);
  options.before?.(server);
  const events: { type: string; detail: unknown }[] = [];
  // Under vi.useFakeTimers a test's clicks move its own clock, so a pause (the basket's quantity
  // save) is measured on that clock and not on how busy the machine is.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(ms) : undefined) });
  const hosts: HTMLElement[] = [];
  const widgets = (Array.isArray(ui) ? ui : [ui]).map((child, i) => {
    const host = document.createElement('div');
    for (const [name, value] of Object.entries(options.hostAttributes ?? {})) host.setAttribute(name, value);
    document.body.append(host);
    hosts.push(host);
    for (const type of [
      'vet-shop:results',
      'vet-shop:added',
      'vet-cart:opened',
      'vet-cart:closed',
      'vet-cart:checkout',
      'vet-cart:added',
      'vet-product:loaded',
      'vet-product:added',
    ])
      host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
    return (
      <WidgetRoot
        key={i}
        tag={options.tag ?? 'vet-test'}
        host={host}
        root={host}
        attributes={{ apiBase: API, token: options.signedIn ? 'tok' : undefined }}
        fetch={server.fetch}
      >
        {child}
      </WidgetRoot>
    );
  });
  const result = render(<>{widgets}</>);
  return { ...result, server, user, hosts, events: (type: string) => events.filter((e) => e.type === type).map((e) => e.detail) };
}

export function resetCommerce() {
  forgetPageBaskets();
  localStorage.clear();
  // The shop keeps its listing in the URL: each test starts on a plain page.
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
