// Installs node_modules from package-lock.json when they are missing or do not match the
// lock file, so `npm start` and `npm test` work as the first command on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

function installedMatchesLock() {
  const hidden = 'node_modules/.package-lock.json';
  if (!existsSync(hidden)) return false;
  const installed = JSON.parse(readFileSync(hidden, 'utf8')).packages ?? {};
  const locked = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages ?? {};
  return Object.entries(locked).every(([path, info]) => path === '' || info.optional || installed[path]?.version === info.version);
}

export function ensureDeps() {
  if (installedMatchesLock()) return;
  console.log('› Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
