// A clinic site built with React 19 (bundled by tests/e2e/frameworks.spec.ts): it renders
// widget tags as React does, props and `on<event>` handlers on the element, before or after
// the widget loader has defined the tags. The test drives it through window.host.
import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

type Props = Record<string, unknown>;
interface Shown {
  tag: string;
  props: Props;
  /** Event names to listen to declaratively (React 19: `on` + the event's own name). */
  listen?: string[];
}

const heard: { type: string; detail: unknown; cancel?: boolean }[] = [];
const root = createRoot(document.getElementById('app')!);

function render(shown: Shown[]) {
  const children: ReactNode[] = shown.map(({ tag, props, listen = [] }, i) => {
    const handlers = Object.fromEntries(
      listen.map((type) => [
        `on${type}`,
        (event: CustomEvent) => {
          heard.push({ type: event.type, detail: event.detail });
          if (event.cancelable) event.preventDefault();
        },
      ]),
    );
    return createElement(tag, { key: `${tag}-${i}`, ...props, ...handlers });
  });
  flushSync(() => root.render(createElement('main', null, ...children)));
}

(window as unknown as { host: object }).host = { render, heard };
