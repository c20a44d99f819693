import { describe, expect, it } from 'vitest';
import { duration, summaryTable, testCount } from './test-summary.mjs';

describe("npm test's summary", () => {
  it("reads vitest's count, colours and all", () => {
    const output = [
      ' \u001b[32m✓\u001b[39m server/cache/versions.test.ts (4 tests | 1 skipped) 927ms',
      '',
      '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[32m148 passed\u001b[39m\u001b[22m\u001b[90m (148)\u001b[39m',
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m2310 passed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[33m12 skipped\u001b[39m\u001b[90m (2322)\u001b[39m',
      '\u001b[2m   Duration \u001b[22m 251.4s',
    ].join('\n');
    expect(testCount(output)).toBe('2310 passed | 12 skipped');
  });

  it("reads Playwright's outcome lines, failures included", () => {
    const output = [
      '  ✓  12 [chromium] › tests/e2e/shop.spec.ts:11:3 › adds three products (21.3s)',
      '',
      '  1 failed',
      '    [chromium] › x.spec.ts:3:1 › y',
      '  2 skipped',
      '  57 passed (14.8m)',
    ].join('\n');
    expect(testCount(output)).toBe('1 failed | 2 skipped | 57 passed');
  });

  it('adds up the shards of a browser run', () => {
    const output = ['━━ Shard 1 of 2 ━━', '  1 failed', '  60 passed (7.1m)', '━━ Shard 2 of 2 ━━', '  77 passed (7.4m)'].join('\n');
    expect(testCount(output)).toBe('1 failed | 137 passed');
  });

  it('says nothing for a stage whose runner counts no tests', () => {
    expect(testCount('✓ 0 errors\nAll matched files use Prettier code style!\n')).toBe('');
  });

  it('writes times as minutes and seconds, and marks the stage that failed', () => {
    expect(duration(83_400)).toBe('1:23');
    expect(duration(4_000)).toBe('0:04');
    const table = summaryTable([
      { name: 'Typecheck', ms: 41_000, tests: '', ok: true },
      { name: 'Unit, component and API tests', ms: 251_000, tests: '2310 passed', ok: true },
      { name: 'Reliability and security suites', ms: 105_000, tests: '3 failed | 40 passed', ok: false },
    ]);
    expect(table.split('\n')).toEqual([
      'Stage                              Time  Tests',
      '  Typecheck                        0:41',
      '  Unit, component and API tests    4:11  2310 passed',
      '✘ Reliability and security suites  1:45  3 failed | 40 passed',
      '  Total                            6:37',
    ]);
  });

  it('gives the run its own time when lanes ran at once', () => {
    const table = summaryTable(
      [
        { name: 'Build', ms: 150_000, tests: '', ok: true },
        { name: 'Typecheck', ms: 60_000, tests: '', ok: true },
      ],
      170_000,
    );
    expect(table.split('\n').slice(-2)).toEqual(['  Sum of stages          3:30', '  Total (lanes at once)  2:50']);
  });
});
