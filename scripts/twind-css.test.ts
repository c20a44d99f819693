import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { candidates, classesUsed, classesWithRules, cssFor, generateCss, sourceFiles } from './twind-css';
import { SOURCES, portalCss, widgetCss } from './vite-twind-css';

describe('build-time styles', () => {
  it('turns class names into rules and ignores other words', () => {
    const css = cssFor(candidates(['className="flex min-[480px]:sr-only text-primary" // a comment about the Stepper']));
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('@media (min-width:480px){.min-\\[480px\\]\\:sr-only{');
    expect(css).toContain('color:var(--vet-primary, var(--vet-group-primary, #0f766e))');
    expect(css).not.toMatch(/Stepper|comment/);
    // twind's precedence markers are gone, its empty-value comments (/*!*/) stay.
    expect(css).not.toMatch(/\/\*![^*]+\*\//);
  });

  it('leaves out cut-off tokens that would make invalid CSS', () => {
    // `{` ends a token, so this regex is cut into unbalanced pieces.
    const css = cssFor(candidates(['text([v.regex(/^[a-z0-9][a-z0-9-]{1,3}$/)]) grid-cols-[minmax(0,1fr)_20rem]']));
    expect(css).not.toContain('regex');
    expect(css).toContain('grid-template-columns:minmax(0,1fr) 20rem');
  });

  it('covers every class the widgets and the portal use', () => {
    const css = generateCss(['widgets', 'shell', 'shared']);
    for (const rule of ['.lg\\:grid-cols-\\[240px_1fr\\]', '.focus-visible\\:ring-2:focus-visible', '.animate-spin', '.sr-only']) expect(css).toContain(rule);
  });

  // A class must appear whole in the source: `${wide}:flex` or `bg-${tone}` would never be found.
  it('no class name in the sources is put together at run time', () => {
    const built: string[] = [];
    for (const file of sourceFiles(['widgets', 'shell', 'shared'])) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/\$\{[^}]+\}:[a-z]/.test(line) || (/className/.test(line) && /[a-z]-\$\{/.test(line))) built.push(`${file}:${index + 1}`);
        });
    }
    expect(built).toEqual([]);
  });

  // A class twind knows but whose rule the shipped sheet lost (a rewrite that reached the
  // selector) styles nothing: the panel that should fit a phone stays 400 px wide.
  it('every class the sources use has a rule in the CSS the build ships', () => {
    for (const [dirs, css] of [
      [SOURCES.widgets, widgetCss()],
      [SOURCES.portal, portalCss()],
    ] as const) {
      const used = classesUsed(candidates(sourceFiles([...dirs]).map((file) => readFileSync(file, 'utf8'))));
      expect(used).toContain('max-w-[calc(100vw-1rem)]');
      const ruled = classesWithRules(css);
      expect(used.filter((name) => !ruled.has(name))).toEqual([]);
    }
  });
});
