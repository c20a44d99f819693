// The plain HTML pages the server itself serves (set a password, confirm an email): no
// script, accessible, one look. Every value goes through escapeHtml.
import { escapeHtml } from '../../shared/format/html';

export { escapeHtml };

/** A page around `content` (already escaped HTML). */
export function plainPage(title: string, content: string): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f1f5f4; }
  main { max-width: 400px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / .1); }
  h1 { margin: 0 0 4px; font-size: 1.5rem; } p.lead { margin: 0 0 24px; color: #4b5563; }
  a { color: #0f766e; font-weight: 600; }
  label { display: block; font-weight: 600; margin: 16px 0 4px; }
  input { box-sizing: border-box; width: 100%; height: 44px; padding: 0 12px; border: 1px solid #9ca3af; border-radius: 8px; font: inherit; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
  button, a.button { display: inline-block; box-sizing: border-box; margin-top: 24px; width: 100%; height: 44px; line-height: 44px; text-align: center; border: 0; border-radius: 8px; background: #0f766e; color: #fff; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  button:hover, a.button:hover { background: #115e59; }
  .error { margin: 0 0 8px; padding: 12px; border-radius: 8px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
</style>
</head>
<body>
<main>
  ${content}
</main>
</body>
</html>`;
}
