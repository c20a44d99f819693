// `npm run cms`: the group's CMS (cms/, Payload 3) on CMS_PORT (default 3001), with SQLite in
// cms/data/ (or PostgreSQL when DATABASE_URL names one), seeded with the demo content on its
// first start. The portal reads it when started with CONTENT_API_URL=http://localhost:3001/api.
// Installs cms/'s own packages on first use: the widgets and the API server never load them.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
ensureDeps('cms');
// The widget block's tags and attributes come from the widgets' manifest (scripts/manifest.ts).
if (!existsSync('dist/widgets/custom-elements.json')) execSync('node --import tsx scripts/manifest.ts', { stdio: 'inherit' });
execSync('npm run seed', { stdio: 'inherit', cwd: 'cms' });
const port = process.env.CMS_PORT ?? '3001';
console.log(`› The CMS: http://localhost:${port}/admin (demo sign-ins in README.md)`);
const cms = spawn('npx', ['next', 'dev', '--port', port], {
  stdio: 'inherit',
  cwd: 'cms',
  env: { ...process.env, CMS_PORT: port, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cms.kill(signal));
cms.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
