// The same process serves the built portal (dist/shell), the widget bundle
// (dist/widgets at /widgets/), the booking embed page and the demo clinic site (demo/).
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './http/env';

export function mountStatic(app: Hono<AppEnv>, root: string) {
  const dir = (path: string) => relative(process.cwd(), join(root, path)) || '.';
  const widgets = join(root, 'dist/widgets');
  const shell = join(root, 'dist/shell');

  // Widgets are embedded by other sites: allow cross-origin module loads.
  app.use('/widgets/*', async (c, next) => {
    await next();
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', /\/chunks\//.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  });
  if (existsSync(widgets)) app.use('/widgets/*', serveStatic({ root: dir('dist'), onNotFound: () => {} }));
  app.use('/demo/*', serveStatic({ root: dir('.'), rewriteRequestPath: (p) => (p.endsWith('/') ? `${p}index.html` : p) }));
  app.get('/demo', (c) => c.redirect('/demo/'));

  const page = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  app.get('/embed/booking', (c) => {
    const html = page(join(shell, 'embed/booking.html'));
    // The one page other sites may frame.
    c.header('content-security-policy', 'frame-ancestors *');
    return html ? c.html(html) : c.text('Run npm run build first.', 404);
  });
  if (existsSync(shell)) app.use('/assets/*', serveStatic({ root: dir('dist/shell') }));

  // The portal is a single-page app: unknown page paths get its index.html.
  app.get('*', (c) => {
    if (/^\/(api|content|auth|dev)\//.test(c.req.path)) return c.json({ success: false, message: 'Not found' }, 404);
    const html = page(join(shell, 'index.html'));
    c.header('x-frame-options', 'DENY');
    return html ? c.html(html) : c.text('The portal is not built yet: run npm run build.', 404);
  });
}
