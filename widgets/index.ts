// The widget loader: the one small script a clinic page includes.
//   <script type="module" src="https://portal.example.nz/widgets/vet-widgets.js"></script>
// It knows every tag (registry.ts) but loads a flow's code only when its tag first appears
// on the page (the Shoelace autoloader approach): found at start-up and, through a
// MutationObserver, whenever the page adds one later. React and the kit live in shared
// chunks, so a page with five widgets still loads them once.
// Tags inside a host's own shadow roots are out of the document observer's sight: hosts
// call VetWidgets.observe(shadowRoot) (or import { observe }) once per root.
import { flows, type WidgetTag } from './registry';
import { defineUnavailable } from './unavailable';

const started = new Set<string>();

function isWidgetTag(tag: string): tag is WidgetTag {
  return Object.hasOwn(flows, tag);
}

/** Loads (once) the code behind a tag. Resolves when the tag is defined. */
export function load(tag: string): Promise<CustomElementConstructor> | undefined {
  if (!isWidgetTag(tag)) return undefined;
  if (!started.has(tag)) {
    started.add(tag);
    flows[tag]().catch((error: unknown) => {
      // The error names the chunk that failed (for the site's developer); the page gets a notice.
      console.error(error);
      defineUnavailable(tag);
    });
  }
  return customElements.whenDefined(tag);
}

const warned = new Set<string>();

/** Loads a tag's flow; a vet-* tag we do not know gets one console warning (a typo). */
function found(tag: string): void {
  if (load(tag) || !tag.startsWith('vet-') || warned.has(tag)) return;
  warned.add(tag);
  console.warn(`<${tag}> is not a vet widget. Known tags: ${Object.keys(flows).join(', ')}`);
}

let near: IntersectionObserver | undefined;

/**
 * A tag with loading="lazy" (as for <img>) loads its flow when it comes within a screen of the
 * viewport: a footer's sign-up form costs a page nothing until the reader scrolls.
 * loading="interaction" loads it when the reader first points at, touches or tabs to it (its
 * own children show until then: a header's basket button); a click that comes before the
 * code is marked `activated` on the tag, for the widget to act on when it starts.
 */
function foundElement(element: Element): void {
  const tag = element.localName;
  const mode = element.getAttribute('loading');
  if (started.has(tag) || !isWidgetTag(tag)) return found(tag);
  if (mode === 'interaction') {
    // pointerenter comes for a touch too, before its click.
    for (const type of ['pointerenter', 'focusin', 'click'])
      element.addEventListener(
        type,
        (event) => {
          if (event.type == 'click' && !customElements.get(tag)) element.setAttribute('activated', '');
          void load(tag);
        },
        { once: true },
      );
    return;
  }
  // Every browser the widgets run in (constructable style sheets) has IntersectionObserver.
  if (mode !== 'lazy') return found(tag);
  near ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          near!.unobserve(entry.target);
          void load(entry.target.localName);
        }
    },
    { rootMargin: '100% 0px' },
  );
  near.observe(element);
}

/** Finds widget tags under a root (document or a shadow root) and loads them. */
export function discover(root: ParentNode): void {
  if (root instanceof Element) foundElement(root);
  for (const element of root.querySelectorAll(':not(:defined)')) foundElement(element);
}

/** Loads the widgets under `root` now and whenever tags are added under it later. */
export function observe(root: Document | ShadowRoot | Element): void {
  discover(root);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  }).observe(root, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') {
  observe(document);
  (globalThis as { VetWidgets?: object }).VetWidgets = { observe, load };
}
