// `npm run test:quick [-- <git ref>]`: the fast lane while working (issue 22). The typecheck
// (incremental), lint and format check on the files changed since <ref> (default HEAD: what is not committed
// yet, untracked files included) and the unit, component and API tests that import them
// (vitest --changed follows the module graph), on PGlite only. `npm test` stays the full check.
import { execFileSync, execSync } from 'node:child_process';

const ref = process.argv[2] ?? 'HEAD';
const started = Date.now();
const run = (label, command, env = process.env) => {
  console.log(`\n› ${label}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env });
  } catch (error) {
    console.error(`\n✘ ${label} failed (above).`);
    process.exit(error.status ?? 1);
  }
};
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
const lintable = changed.filter((file) => /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(file) && !file.startsWith('dist/'));
console.log(`${changed.length} file(s) changed since ${ref}.`);

run('Typecheck', 'npx tsc --noEmit -p . --incremental --tsBuildInfoFile node_modules/.cache/tsc-quick.tsbuildinfo');
if (lintable.length) run('Lint (changed files)', `npx eslint ${lintable.map((f) => JSON.stringify(f)).join(' ')}`);
if (lintable.length) run('Format (changed files)', `npx prettier --check --ignore-unknown ${lintable.map((f) => JSON.stringify(f)).join(' ')}`);
const { DATABASE_URL: _postgres, ...pgliteOnly } = process.env;
run('Tests touched by the change', `npx vitest run --changed ${JSON.stringify(ref)} --passWithNoTests`, pgliteOnly);
console.log(`\nQuick lane done in ${Math.round((Date.now() - started) / 1000)} s. Run npm test before you push.`);
