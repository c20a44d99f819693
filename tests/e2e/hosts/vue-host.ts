// A clinic site built with Vue 3 (bundled by tests/e2e/frameworks.spec.ts): it renders widget
// tags as Vue's render functions and compiled templates do, props (kebab-case as a template
// writes them, camelCase, or `.name` to force a DOM property) and `on<Event>` handlers on the
// element, before or after the widget loader has defined the tags. The test drives it through
// window.host; render() resolves once Vue has patched the page.
import { createApp, h, nextTick, shallowRef } from 'vue';

type Props = Record<string, unknown>;
interface Shown {
  tag: string;
  props: Props;
  /** Event names to listen to as `@name` does (Vue: `on` + the name with its first letter raised). */
  listen?: string[];
}

const heard: { type: string; detail: unknown }[] = [];
const shown = shallowRef<Shown[]>([]);

createApp({
  render: () =>
    h(
      'main',
      shown.value.map(({ tag, props, listen = [] }, i) => {
        const handlers = Object.fromEntries(
          listen.map((type) => [
            `on${type[0]!.toUpperCase()}${type.slice(1)}`,
            (event: CustomEvent) => {
              heard.push({ type: event.type, detail: event.detail });
              if (event.cancelable) event.preventDefault();
            },
          ]),
        );
        return h(tag, { key: `${tag}-${i}`, ...props, ...handlers });
      }),
    ),
}).mount('#app');

async function render(next: Shown[]) {
  shown.value = next;
  await nextTick();
}

(window as unknown as { host: object }).host = { render, heard };
