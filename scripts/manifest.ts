// Generates custom-elements.json (the community manifest format) and React JSX typings
// for every tag, from the registry and each widget's header doc block:
//   /**
//    * <vet-newsletter>: one-line summary …
//    * @attr heading      the title
//    * @event vet-newsletter:submit  { email } cancelable; …
//    * @csspart base      the widget's outer box
//    */
// Run by `npm run build`; the portal's /widgets page and editors read the manifest.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { flows } from '../widgets/registry';
import { CATALOGUE } from './catalogue';

interface Doc {
  summary: string;
  /** `type`: the attribute's rule, written `@attr {rule} name …` (see ATTRIBUTE_RULES); 'string' without one. */
  attributes: { name: string; description: string; type?: string }[];
  events: { name: string; description: string }[];
  cssParts: { name: string; description: string }[];
}

/**
 * The rules an attribute can declare, `@attr {rule} name …`: `integer 1-100`; a choice of
 * quoted words (`'details' | 'pets'`); or an id the platform's API knows: `clinic-id`,
 * `species-id`, `product-id`, `shop-category`.
 */
export const ATTRIBUTE_RULES = ['integer <min>-<max>', "'a' | 'b'", 'clinic-id', 'species-id', 'product-id', 'shop-category'] as const;

const COMMON_ATTRIBUTES: { name: string; description: string; type?: string }[] = [
  { name: 'vet-id', description: 'The vet group id (default tui-vets).' },
  { name: 'api-base', description: 'The API server URL (default: the origin the script came from).' },
  { name: 'token', description: 'A bearer token for a signed-in client.' },
  { name: 'token-url', description: "The site's authentication proxy; GET returns { token }." },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'kit' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

export function parseDocBlocks(source: string): Map<string, Doc & { file?: string }> {
  const docs = new Map<string, Doc>();
  for (const block of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = block[1]!.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
    const head = lines.find((line) => line.trim() !== '') ?? '';
    const tag = /^<(vet-[a-z0-9-]+)>:?\s*(.*)$/.exec(head.trim());
    if (!tag) continue;
    const doc: Doc = { summary: tag[2]!, attributes: [], events: [], cssParts: [] };
    for (const line of lines) {
      const item = /^@(attr|event|csspart)\s+(?:\{([^}]+)\}\s+)?(\S+)\s*(.*)$/.exec(line.trim());
      if (!item) continue;
      const [, kind, rule, name, description] = item;
      const list = kind === 'attr' ? doc.attributes : kind === 'event' ? doc.events : doc.cssParts;
      // '@attr vet-id, api-base, …' refers to the common attributes, listed once below.
      if (kind === 'attr' && name!.endsWith(',')) continue;
      list.push({ name: name!, description: description!.trim(), ...(kind === 'attr' && rule ? { type: rule.trim() } : {}) });
    }
    docs.set(tag[1]!, doc);
  }
  return docs;
}

export function buildManifest(root = 'widgets') {
  const docs = new Map<string, Doc & { file: string }>();
  for (const file of sourceFiles(root)) for (const [tag, doc] of parseDocBlocks(readFileSync(file, 'utf8'))) docs.set(tag, { ...doc, file });

  const modules = Object.keys(flows).map((tag) => {
    const doc = docs.get(tag);
    const name = tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element';
    return {
      kind: 'javascript-module',
      path: doc?.file ?? 'widgets/registry.ts',
      declarations: [
        {
          kind: 'class',
          name,
          tagName: tag,
          customElement: true,
          summary: CATALOGUE[tag]?.name ?? tag,
          description: CATALOGUE[tag]?.sentence ?? doc?.summary ?? tag,
          // The type's text is the attribute's rule (an editor's CMS checks values against it).
          attributes: [...COMMON_ATTRIBUTES, ...(doc?.attributes ?? [])].map((a) => ({
            name: a.name,
            description: a.description,
            type: { text: a.type ?? 'string' },
          })),
          events: (doc?.events ?? []).map((e) => ({ ...e, type: { text: 'CustomEvent' } })),
          cssParts: doc?.cssParts ?? [{ name: 'base', description: "The widget's outer box." }],
          cssProperties: ['--vet-primary', '--vet-hover', '--vet-highlight', '--vet-text', '--vet-muted', '--vet-border', '--vet-surface', '--vet-font'].map(
            (name) => ({ name }),
          ),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name, module: doc?.file ?? 'widgets/registry.ts' } }],
    };
  });
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}

/** JSX typings so React code (the shell, hosts' apps) can use the tags with checked attributes. */
export function jsxTypings(manifest: ReturnType<typeof buildManifest>): string {
  const entries = manifest.modules.map((module) => {
    const declaration = module.declarations[0]!;
    const attributes = declaration.attributes.map((a) => `      '${a.name}'?: string;`).join('\n');
    return `    '${declaration.tagName}': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {\n${attributes}\n    };`;
  });
  return `// Generated by scripts/manifest.ts from widgets/registry.ts and the widgets' doc blocks. Do not edit.
import type React from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = buildManifest();
  mkdirSync('dist/widgets', { recursive: true });
  writeFileSync('dist/widgets/custom-elements.json', JSON.stringify(manifest, null, 2));
  writeFileSync('widgets/custom-elements.d.ts', jsxTypings(manifest));
  console.log(`custom-elements.json: ${manifest.modules.length} tags`);
}
