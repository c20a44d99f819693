// The widget catalogue of the /widgets page comes from the custom-elements.json manifest that
// `npm run build` writes (scripts/manifest.ts) and the server serves beside the bundle. It is
// read at run time, so a widget that gains an attribute shows it here after the next build,
// with no copy of the list in the shell.
import * as v from 'valibot';

export const MANIFEST_URL = '/widgets/custom-elements.json';

const Named = v.object({ name: v.string(), description: v.optional(v.string(), '') });

const DeclarationSchema = v.object({
  tagName: v.optional(v.string()),
  summary: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  attributes: v.optional(v.array(Named), []),
  events: v.optional(v.array(Named), []),
  cssParts: v.optional(v.array(Named), []),
  cssProperties: v.optional(v.array(v.object({ name: v.string() })), []),
});

export const ManifestSchema = v.object({
  modules: v.array(v.object({ path: v.optional(v.string(), ''), declarations: v.optional(v.array(DeclarationSchema), []) })),
});

export interface WidgetDoc {
  tag: string;
  name: string;
  description: string;
  attributes: { name: string; description: string }[];
  events: { name: string; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: string[];
}

/** The tags of a manifest, in its order; anything that is not a custom element is skipped. */
export function widgetDocs(manifest: unknown): WidgetDoc[] {
  const parsed = v.parse(ManifestSchema, manifest);
  return parsed.modules.flatMap((module) =>
    module.declarations.flatMap((d) =>
      d.tagName && /^vet-[a-z0-9-]+$/.test(d.tagName)
        ? [
            {
              tag: d.tagName,
              name: d.summary || d.tagName,
              // Doc blocks give one line; a summary cut off mid-sentence ends in an ellipsis.
              description: d.description.trim().replace(/[,:;]$/, '…'),
              attributes: d.attributes.map((a) => ({ name: a.name, description: a.description })),
              events: d.events.map((e) => ({ name: e.name, description: e.description })),
              cssParts: d.cssParts.map((p) => ({ name: p.name, description: p.description })),
              cssProperties: d.cssProperties.map((p) => p.name),
            },
          ]
        : [],
    ),
  );
}

export async function loadWidgetDocs(signal?: AbortSignal): Promise<WidgetDoc[]> {
  const response = await fetch(MANIFEST_URL, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The widget manifest answered ${response.status}.`);
  return widgetDocs(await response.json());
}
