// Turns a React component into a custom element (r2wc) with the shared contract: an open
// shadow root styled by the page's one twind sheet, inherited host styles reset on :host,
// the common attributes parsed, and the widget context provided.
// Registration is apart from components (Shoelace, cal.com): `<flow>.element.ts` calls
// this; components import without side effects so the shell and tests use them directly.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { CommonAttributes } from './attributes';
import { adoptStyles } from './twind';
import { WidgetRoot } from './WidgetRoot';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export type WidgetAttributes = Partial<Record<keyof CommonAttributes, string>>;

// Inherited properties (font, colour, line-height…) cross the shadow boundary: `all: initial`
// stops a host page's `body { font: … }` from restyling the widget. Custom properties still
// inherit, which is what lets hosts theme with --vet-primary and friends.
const HOST_CSS = `
:host { all: initial; display: block; box-sizing: border-box; font-family: var(--vet-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); color: var(--vet-text, #1f2937); line-height: 1.5; font-size: 16px; -webkit-text-size-adjust: 100%; }
:host([hidden]) { display: none; }
`;

let hostSheet: CSSStyleSheet | undefined;
function hostStyles(): CSSStyleSheet {
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(HOST_CSS);
  }
  return hostSheet;
}

export interface DefineWidgetOptions<P> {
  tag: `vet-${string}`;
  component: ComponentType<P>;
  /** Flow-specific attributes, camelCase name → type; kebab-case on the element. */
  attributes?: Partial<Record<Extract<keyof P, string>, AttributeType>>;
  /** Extra stylesheets for this widget's shadow root (e.g. a third-party component's CSS). */
  styles?: () => CSSStyleSheet[];
}

export function defineWidget<P extends object>(options: DefineWidgetOptions<P>): CustomElementConstructor {
  const existing = customElements.get(options.tag);
  if (existing) return existing;
  const { tag, component: Flow, attributes = {}, styles } = options;

  function Root(props: P & WidgetAttributes & { container?: ShadowRoot }) {
    const root = props.container as ShadowRoot;
    const { vetId, apiBase, token, tokenUrl } = props;
    return (
      <WidgetRoot tag={tag} host={root.host as HTMLElement} root={root} attributes={{ vetId, apiBase, token, tokenUrl }}>
        <Flow {...props} />
      </WidgetRoot>
    );
  }

  const Base = r2wc(Root as ComponentType<WidgetAttributes>, {
    shadow: 'open',
    props: { vetId: 'string', apiBase: 'string', token: 'string', tokenUrl: 'string', ...attributes } as Record<string, AttributeType>,
  });

  class WidgetElement extends Base {
    constructor() {
      super();
      // Styles go in before React's first render so the widget never flashes unstyled.
      adoptStyles(this.shadowRoot!, [hostStyles(), ...(styles?.() ?? [])]);
    }
  }

  customElements.define(tag, WidgetElement);
  return WidgetElement;
}
