// `npm run cms`: the group's CMS (cms/, Payload 3) on CMS_PORT (default 3001), with SQLite in
// cms/data/ (or PostgreSQL when DATABASE_URL names one), seeded with the demo content on its
// first start. The portal reads it when started with CONTENT_API_URL=http://localhost:3001/api.
// Installs cms/'s own packages on first use: the widgets and the API server never load them.
// `npm run cms -- --production`: Next.js's production build (about a minute here) and server
// instead of the development one (which compiles each admin screen on its first visit);
// NODE_ENV=production, so PAYLOAD_SECRET and CONTENT_WEBHOOK_SECRET (the portal's, or empty to
// tell it nothing) must be set. Outside production the CMS makes its own secret (cms/data/) and
// shares the portal server's webhook secret (its DATA_DIR), so nothing need be set.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';

const production = process.argv.includes('--production');
if (production && !process.env.PAYLOAD_SECRET?.trim()) {
  console.error('Set PAYLOAD_SECRET for the production server: the CMS signs sign-in and preview tokens with it.');
  process.exit(1);
}
if (production && process.env.CONTENT_WEBHOOK_SECRET === undefined) {
  console.error("Set CONTENT_WEBHOOK_SECRET to the portal server's for the production server (empty: the portal is not told of changes).");
  process.exit(1);
}

ensureDeps();
ensureDeps('cms');
// The widget block's tags and attributes come from the widgets' manifest (scripts/manifest.ts).
if (!existsSync('dist/widgets/custom-elements.json')) execSync('node --import tsx scripts/manifest.ts', { stdio: 'inherit' });
execSync('npm run seed', { stdio: 'inherit', cwd: 'cms' });
const port = process.env.CMS_PORT ?? '3001';
const env = { ...process.env, CMS_PORT: port, NEXT_TELEMETRY_DISABLED: '1', ...(production ? { NODE_ENV: 'production' } : {}) };
if (production) execSync('npx next build', { stdio: 'inherit', cwd: 'cms', env });
console.log(`› The CMS: http://localhost:${port}/admin (demo sign-ins in README.md)`);
const cms = spawn('npx', ['next', production ? 'start' : 'dev', '--port', port], { stdio: 'inherit', cwd: 'cms', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill(signal));
cms.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
