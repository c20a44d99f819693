// A plain static server used by `npm start` until the reference API server exists:
// the widget bundle at /widgets/, the demo clinic site at /demo/, the portal at /.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json', '.png': 'image/png' };

function fileFor(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  if (clean.startsWith('/widgets/')) return join('dist', clean);
  if (clean.startsWith('/demo/')) return join('.', clean.endsWith('/') ? `${clean}index.html` : clean);
  if (clean === '/embed/booking') return 'dist/shell/embed/booking.html';
  if (clean.startsWith('/assets/')) return join('dist/shell', clean);
  return 'dist/shell/index.html';
}

export function serveStatic(port) {
  const server = createServer(async (req, res) => {
    const file = fileFor(new URL(req.url ?? '/', 'http://localhost').pathname);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'x-content-type-options': 'nosniff' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  server.listen(port, () => console.log(`Serving the widgets and demo on http://localhost:${port}/demo/`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
