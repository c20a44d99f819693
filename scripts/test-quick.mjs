// `npm run test:quick [-- <git ref>] [--all]`: the fast lane while working. The
// typecheck (incremental), lint and format check on the files changed since <ref> (default
// HEAD: what is not committed yet, untracked files included) and the tests nearest the change:
// test files that import a changed file, or import a module that does (QUICK_DEPTH, default 2),
// on PGlite only. A change to a module half the tree imports (shared/schemas/fields.ts) would
// otherwise run 85 of 148 files (4 minutes); `--all` runs every test the module graph reaches
// (vitest --changed). `npm test` stays the full check.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const args = process.argv.slice(2);
const all = args.includes('--all');
const ref = args.find((a) => !a.startsWith('--')) ?? 'HEAD';
const depth = Number(process.env.QUICK_DEPTH ?? 2);
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
// A deleted file has nothing to lint, but its importers (found below) still have tests to run.
const lintable = changed.filter((file) => /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(file) && !file.startsWith('dist/') && existsSync(file));
console.log(`${changed.length} file(s) changed since ${ref}.`);

run('Typecheck', 'npx tsc --noEmit -p . --incremental --tsBuildInfoFile node_modules/.cache/tsc-quick.tsbuildinfo');
if (lintable.length) run('Lint (changed files)', `npx eslint ${lintable.map((f) => JSON.stringify(f)).join(' ')}`);
if (lintable.length) run('Format (changed files)', `npx prettier --check --ignore-unknown ${lintable.map((f) => JSON.stringify(f)).join(' ')}`);
const { DATABASE_URL: _postgres, ...pgliteOnly } = process.env;
if (all) run('Tests the change reaches', `npx vitest run --changed ${JSON.stringify(ref)} --passWithNoTests`, pgliteOnly);
else {
  const tests = nearestTests(changed.filter((f) => existsSync(f)));
  console.log(`\n${tests.length} test file(s) within ${depth} import(s) of the change (--all for every one it reaches).`);
  if (tests.length) run('Tests nearest the change', `npx vitest run ${tests.map((f) => JSON.stringify(f)).join(' ')}`, pgliteOnly);
}
console.log(`\nQuick lane done in ${Math.round((Date.now() - started) / 1000)} s. Run npm test before you push.`);

/** Test files at most `depth` relative imports away from a changed file (a changed test counts itself). */
function nearestTests(files) {
  const sources = git('ls-files', '--cached', '--others', '--exclude-standard').filter((f) => /\.(ts|tsx|mjs)$/.test(f) && existsSync(f));
  const importers = new Map();
  for (const file of sources)
    for (const target of importsOf(file)) {
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  // The reliability suite has its own lane (npm run test:reliability), outside vitest's default run.
  const isTest = (f) => /\.test\.(ts|tsx|mjs)$/.test(f) && !f.startsWith('tests/reliability/');
  const found = new Set(files.filter(isTest));
  let frontier = files;
  for (let level = 0; level < depth && frontier.length; level++) {
    const next = [];
    for (const file of frontier)
      for (const importer of importers.get(file) ?? [])
        if (isTest(importer)) found.add(importer);
        else next.push(importer);
    frontier = [...new Set(next)];
  }
  return [...found].sort();
}

/** The repository files a module imports by a relative path, resolved as TypeScript does. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const out = [];
  for (const [, spec] of text.matchAll(/(?:from|import|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = normalize(join(dirname(file), spec));
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (found) out.push(found.split('\\').join('/'));
  }
  return out;
}
