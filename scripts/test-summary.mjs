// What `npm test` says at the end: each stage's time and, where its runner prints one, its
// count of tests, read from the runner's own summary lines (vitest, Playwright's list reporter).

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The tests a stage's output reports, as its runner words it ("76 passed | 1 skipped"), or ''
 * when it reports none (typecheck, lint). Vitest ends with "Tests  76 passed | 1 skipped (77)";
 * Playwright with a line per outcome ("  12 passed (3.4m)", "  1 failed"). A stage that runs a
 * runner more than once (the CMS's typecheck then vitest) shows the last summary.
 */
export function testCount(output) {
  const text = output.replace(ANSI, '');
  const vitest = [...text.matchAll(/^\s*Tests\s+(.+?)\s+\(\d+\)\s*$/gm)].at(-1);
  if (vitest) return vitest[1].replace(/\s+/g, ' ').trim();
  // Runs that print more than one summary (shards, a re-run) are added up per outcome.
  const outcomes = new Map();
  for (const [, n, outcome] of text.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/gm))
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + Number(n));
  return [...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(' | ');
}

/** 83 s as "1:23". */
export function duration(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The table of stages run so far: name, time, tests; a failed one is marked. `wallMs`, when the
 * stages ran in lanes at once, is the run's own time, shown under the stages' sum.
 */
export function summaryTable(results, wallMs) {
  const rows = [['Stage', 'Time', 'Tests'], ...results.map((r) => [`${r.ok ? ' ' : '✘'} ${r.name}`, duration(r.ms), r.tests])];
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  rows.push([wallMs === undefined ? '  Total' : '  Sum of stages', duration(total), '']);
  if (wallMs !== undefined) rows.push(['  Total (lanes at once)', duration(wallMs), '']);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => `${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2]}`.trimEnd()).join('\n');
}
