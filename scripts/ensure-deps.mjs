// Installs node_modules from package-lock.json when they are missing or do not match the
// lock file, so `npm start` and `npm test` work as the first command on a fresh clone. The
// CMS (cms/) is a package of its own with its own lock file: ensureDeps('cms').
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `production`: devDependencies need not be there. */
export function installedMatchesLock(dir, production = false) {
  const hidden = join(dir, 'node_modules/.package-lock.json');
  if (!existsSync(hidden)) return false;
  const installed = JSON.parse(readFileSync(hidden, 'utf8')).packages ?? {};
  const locked = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages ?? {};
  // Optional and extraneous entries (another platform's binaries) are not installed here. A
  // production install has no devDependencies (`npm prune --omit=dev`): installing them again
  // would undo that, and the service may not write there.
  return Object.entries(locked).every(
    ([path, info]) => path === '' || info.optional || info.extraneous || (production && info.dev) || installed[path]?.version === info.version,
  );
}

export function ensureDeps(dir = '.') {
  // The CMS builds Next.js when it starts, with its own devDependencies: only the root's may be left out.
  if (installedMatchesLock(dir, dir === '.' && process.env.NODE_ENV === 'production')) return;
  console.log(`› Installing dependencies (npm ci${dir === '.' ? '' : ` in ${dir}/`})…`);
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit', cwd: dir });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps(process.argv[2] ?? '.');
