// Generates custom-elements.json (the community manifest format) with the manifest analyzer
// (@custom-elements-manifest/analyzer) from each widget's own JSDoc, and React JSX typings:
//   /**
//    * <vet-newsletter>: one-line summary …
//    * @attr heading      the title
//    * @fires vet-newsletter:submit  { email } cancelable; …
//    * @csspart base      the widget's outer box
//    */
// The widgets are React components made elements by a factory (widgets/kit/defineWidget), which
// the analyzer cannot follow: each tag's doc block is handed to it as the JSDoc of a class
// standing for the element, so it reads @attr/@property, @fires/@event, @csspart, @cssprop and
// @slot as it does on any element. The registry gives the tags, the catalogue their names;
// the common attributes are added here once.
// Run by `npm run build`; the portal's /widgets page, the CMS widget block and the bench read it.
import * as analyzer from '@custom-elements-manifest/analyzer';
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { flows } from '../widgets/registry';
import { CATALOGUE } from './catalogue';
import type * as TypeScript from 'typescript';

// The package's typings describe only its config; create() and the TypeScript it parses with
// (source files must come from that same copy) are its documented programmatic API.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: TypeScript.SourceFile[] }): unknown;
  ts: typeof TypeScript;
};

interface Named {
  name: string;
  description?: string;
  /** An attribute's rule, `@attr {rule} name` (ATTRIBUTE_RULES). */
  type?: { text?: string };
}

interface Analyzed {
  tagName?: string;
  description?: string;
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
  slots?: Named[];
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
  { name: 'token-url', description: "The site's authentication proxy; GET returns { token } (asked with ?vetId=<group>)." },
  {
    name: 'loading',
    description: "'lazy': the flow's code loads only when the tag comes within a screen of the viewport, as <img loading=\"lazy\"> does.",
  },
];

/** The theme every tag reads (the README's list), with a tag's own from its doc block. */
const CSS_PROPERTIES = [
  '--vet-primary',
  '--vet-hover',
  '--vet-highlight',
  '--vet-text',
  '--vet-muted',
  '--vet-border',
  '--vet-surface',
  '--vet-danger',
  '--vet-success',
  '--vet-font',
  '--vet-scroll-offset',
];

/** Every tag's outer box (widgets/kit/WidgetRoot.tsx), whether or not its doc block lists it. */
const BASE_PART = { name: 'base', description: "The widget's outer box." };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'kit' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const className = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element';
const camel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The doc blocks that describe a tag (`/** <vet-…>: …`), as classes the analyzer reads. */
export function elementModules(files: { path: string; source: string }[]): TypeScript.SourceFile[] {
  const modules: TypeScript.SourceFile[] = [];
  for (const { path, source } of files) {
    const classes: string[] = [];
    for (const block of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
      const tag = /^\s*\*?\s*<(vet-[a-z0-9-]+)>/.exec(block[1]!.replace(/^\s*\n/, ''));
      if (!tag) continue;
      classes.push(`${block[0].replace(/\*\/$/, ` * @tag ${tag[1]}\n */`)}\nexport class ${className(tag[1]!)} extends HTMLElement {}\n`);
    }
    if (classes.length) modules.push(ts.createSourceFile(path, classes.join('\n'), ts.ScriptTarget.ES2022, true));
  }
  return modules;
}

/** Attributes declared boolean in the tags' defineWidget calls (presence means true). */
function booleanAttributes(root: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(root).filter((f) => f.endsWith('.element.ts')))
    for (const match of readFileSync(file, 'utf8').matchAll(/(\w+): 'boolean'/g)) names.add(kebab(match[1]!));
  return names;
}

export function buildManifest(root = 'widgets') {
  const files = sourceFiles(root).map((path) => ({ path, source: readFileSync(path, 'utf8') }));
  const analyzed = create({ modules: elementModules(files) }) as { modules: { path: string; declarations: Analyzed[] }[] };
  const docs = new Map<string, Analyzed & { file: string }>();
  for (const module of analyzed.modules) for (const d of module.declarations) if (d.tagName) docs.set(d.tagName, { ...d, file: module.path });
  const booleans = booleanAttributes(root);
  const named = (list: Named[] | undefined) => (list ?? []).map(({ name, description }) => ({ name, description: description ?? '' }));

  const modules = Object.keys(flows).map((tag) => {
    const doc = docs.get(tag);
    const name = className(tag);
    const path = doc?.file ?? 'widgets/registry.ts';
    const summary = /^<vet-[a-z0-9-]+>:?\s*(.*)$/.exec((doc?.description ?? '').split('\n')[0]!.trim())?.[1] ?? tag;
    const ruled = (doc?.attributes ?? []).map(({ name, description, type }) => ({ name, description: description ?? '', type: type?.text }));
    // A tag's own line for a common attribute (the cart button's loading) replaces the common one.
    const common = COMMON_ATTRIBUTES.filter((c) => !ruled.some((r) => r.name === c.name));
    const parts = named(doc?.cssParts);
    const attributes = [...common, ...ruled].map(({ type, ...a }) => ({
      ...a,
      // The rule is the type's text (an editor's CMS checks values against it).
      type: { text: booleans.has(a.name) ? 'boolean' : (type ?? 'string') },
      fieldName: camel(a.name),
    }));
    return {
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name,
          tagName: tag,
          customElement: true,
          summary: CATALOGUE[tag]?.name ?? tag,
          description: CATALOGUE[tag]?.sentence ?? summary,
          attributes,
          // Every attribute is also a camelCase property (set before or after the tag is defined).
          members: attributes.map((a) => ({ kind: 'field', name: a.fieldName, attribute: a.name, type: a.type, description: a.description })),
          events: named(doc?.events).map((e) => ({ ...e, type: { text: 'CustomEvent' } })),
          cssParts: parts.some((p) => p.name === 'base') ? parts : [BASE_PART, ...parts],
          cssProperties: [...new Set([...CSS_PROPERTIES, ...(doc?.cssProperties ?? []).map((p) => p.name)])].map((property) => ({ name: property })),
          ...(doc?.slots?.length ? { slots: named(doc.slots) } : {}),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name, module: path } }],
    };
  });
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}

/** JSX typings so React code (the shell, hosts' apps) can use the tags with checked attributes. */
export function jsxTypings(manifest: ReturnType<typeof buildManifest>): string {
  const entries = manifest.modules.map((module) => {
    const declaration = module.declarations[0]!;
    const attributes = declaration.attributes.map((a) => `      '${a.name}'?: ${a.type.text === 'boolean' ? 'boolean | string' : 'string'};`).join('\n');
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
