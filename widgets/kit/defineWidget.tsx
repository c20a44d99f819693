// Turns a React component into a custom element (r2wc) with the shared contract: an open
// shadow root styled by the page's one utility sheet (adoptStyles.ts), inherited host styles
// reset on :host, the common attributes parsed, and the widget context provided.
// Registration is apart from components (Shoelace, cal.com): `<flow>.element.ts` calls
// this; components import without side effects so the shell and tests use them directly.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { CommonAttributes } from './attributes';
import { adoptStyles } from './adoptStyles';
import { WidgetRoot } from './WidgetRoot';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

// r2wc's element keeps its state under these registered symbols (@r2wc/core); the subclass
// below reads them to defer unmounting and to honour removed attributes.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
}

export type WidgetAttributes = Partial<Record<keyof CommonAttributes, string>>;

// Inherited properties (font, colour, line-height…) cross the shadow boundary: `all: initial`
// stops a host page's `body { font: … }` from restyling the widget. Custom properties still
// inherit, which is what lets hosts theme with --vet-primary and friends.
// The host element itself is the page's to style, and a page's `* { all: unset }` beats
// :host. So the widget's own root (.vet-root, inside the shadow, out of the page's reach)
// sets the type and paints its own surface and text: on a dark page, or under
// `text-transform: uppercase; letter-spacing: .2em`, the widget reads as designed. Hosts
// change those through --vet-surface, --vet-text and --vet-font, or ::part(base).
const HOST_CSS = `
:host { all: initial; display: block; box-sizing: border-box; -webkit-text-size-adjust: 100%; }
:host([hidden]) { display: none; }
.vet-root { font-family: var(--vet-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); font-size: 16px; font-weight: 400; font-style: normal; line-height: 1.5; letter-spacing: normal; word-spacing: normal; text-transform: none; text-align: start; text-indent: 0; text-shadow: none; white-space: normal; color: var(--vet-text, #1f2937); background: var(--vet-surface, #ffffff); color-scheme: light; }
`;

let hostSheet: CSSStyleSheet | undefined;
function hostStyles(): CSSStyleSheet {
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(HOST_CSS);
  }
  return hostSheet;
}

/** Each property's attribute (`vetId` → `vet-id`) and every spelling that maps back to it. */
function attributeNames(props: string[]) {
  const kebab = new Map(props.map((prop) => [prop, prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)]));
  const byAttribute = new Map<string, string>();
  for (const prop of props) {
    byAttribute.set(kebab.get(prop)!, prop);
    byAttribute.set(prop.toLowerCase(), prop);
  }
  return { props, kebab, byAttribute };
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

  const types = { vetId: 'string', apiBase: 'string', token: 'string', tokenUrl: 'string', ...attributes } as Record<string, AttributeType>;
  const names = attributeNames(Object.keys(types));
  const Base = r2wc(Root as ComponentType<WidgetAttributes>, { shadow: 'open', props: types }) as new () => R2wcElement;
  const booleans = new Set(Object.keys(types).filter((prop) => types[prop] === 'boolean'));

  class WidgetElement extends Base {
    #unmount: ReturnType<typeof setTimeout> | undefined;
    #early: [string, unknown][] = [];

    static get observedAttributes() {
      // The kebab-case names and the all-lowercase spellings React 19 writes on a tag that is
      // not defined yet (`vetId` becomes the attribute `vetid`).
      return [...names.byAttribute.keys()];
    }

    constructor() {
      super();
      // Styles go in before React's first render so the widget never flashes unstyled.
      adoptStyles(this.shadowRoot!, [hostStyles(), ...(styles?.() ?? [])]);
      // A framework (Vue, Angular, plain scripts) may have set `el.vetId` before this tag was
      // defined: that own property hides the accessor for good. Take the value and drop the
      // own property (as Lit and Shoelace do); it goes through the accessor once connected,
      // where setting attributes is allowed.
      for (const prop of names.props) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        this.#early.push([prop, value]);
        this[PROPS][prop] = booleans.has(prop) ? Boolean(value) : value;
      }
    }

    override connectedCallback() {
      clearTimeout(this.#unmount);
      this.#unmount = undefined;
      for (const [prop, value] of this.#early.splice(0)) (this as unknown as Record<string, unknown>)[prop] = value;
      // Mounted already (moved, not new): r2wc updates the tree instead of mounting another.
      super.connectedCallback();
    }

    override disconnectedCallback() {
      // Moving the element (tabs, modals, a framework re-parenting it) disconnects and
      // reconnects it within one task: the React tree, typed values and finished start calls
      // stay. Only an element still out of the document after this task is unmounted.
      this[CONNECTED] = false;
      clearTimeout(this.#unmount);
      this.#unmount = setTimeout(() => {
        this.#unmount = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      }, 0);
    }

    override attributeChangedCallback(name: string, previous: string | null, value: string | null) {
      const prop = names.byAttribute.get(name);
      if (!prop) return;
      // Removing one spelling leaves the value the other one (`vet-id`, `vetid`) still gives.
      if (value === null) value = this.getAttribute(names.kebab.get(prop)!) ?? this.getAttribute(prop.toLowerCase());
      if (booleans.has(prop)) {
        // As on a native element, presence is true (`<vet-checkout hide-heading>`); "false"
        // also counts as absent, since templates often write the value out.
        const on = value !== null && value.trim().toLowerCase() !== 'false';
        if (this[PROPS][prop] !== on) {
          this[PROPS][prop] = on;
          this[RENDER]();
        }
        return;
      }
      super.attributeChangedCallback(names.kebab.get(prop)!, previous, value);
      // r2wc keeps the old value when an attribute is removed or emptied: a removed `token`
      // would keep the widget signed in. Absent means unset, as for a native element.
      // Rendered even when already unset: r2wc's setter (`el.vetId = undefined`) clears the
      // value before it removes the attribute.
      if (value === null || value === '') {
        this[PROPS][prop] = undefined;
        this[RENDER]();
      }
    }
  }

  for (const prop of names.props) {
    const kebabName = names.kebab.get(prop)!;
    const lower = prop.toLowerCase();
    const inherited = Object.getOwnPropertyDescriptor(Base.prototype, prop)!;
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return booleans.has(prop) ? this[PROPS][prop] === true : inherited.get!.call(this);
      },
      set(this: R2wcElement, value: unknown) {
        // A framework setting the property owns the value from now on: the lowercase copy
        // React wrote before the tag was defined must not come back when this is unset.
        if (lower !== kebabName) this.removeAttribute(lower);
        // Booleans reflect as native ones do: true adds the bare attribute, false removes it.
        if (booleans.has(prop)) this.toggleAttribute(kebabName, Boolean(value) && value !== 'false');
        else inherited.set!.call(this, value);
      },
    });
  }

  customElements.define(tag, WidgetElement);
  return WidgetElement;
}
