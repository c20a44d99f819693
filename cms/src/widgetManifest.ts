// The widget tags an editor can place, from the manifest the widget build writes
// (scripts/manifest.ts -> dist/widgets/custom-elements.json; `npm run cms` writes it first).
// The same manifest drives the portal's /widgets page, so the CMS offers exactly the tags the
// portal renders.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface WidgetDeclaration {
  tagName: string;
  description: string;
  /** `rule`: what a value must be (scripts/manifest.ts's ATTRIBUTE_RULES), 'string' for any text. */
  attributes: { name: string; description: string; rule: string }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const MANIFEST_PATH = process.env.WIDGET_MANIFEST ?? path.resolve(here, '../../dist/widgets/custom-elements.json');

interface Manifest {
  modules?: { declarations?: { tagName?: string; description?: string; attributes?: { name: string; description?: string; type?: { text?: string } }[] }[] }[];
}

export function readWidgetManifest(file = MANIFEST_PATH): WidgetDeclaration[] {
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" (or "node --import tsx scripts/manifest.ts") in the repository first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const out: WidgetDeclaration[] = [];
  for (const module of manifest.modules ?? []) {
    for (const d of module.declarations ?? []) {
      if (!d.tagName) continue;
      out.push({
        tagName: d.tagName,
        description: d.description ?? '',
        attributes: (d.attributes ?? []).map((a) => ({ name: a.name, description: a.description ?? '', rule: a.type?.text ?? 'string' })),
      });
    }
  }
  return out.sort((a, b) => a.tagName.localeCompare(b.tagName));
}
