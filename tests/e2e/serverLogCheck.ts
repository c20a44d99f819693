// After the run (Playwright's globalTeardown): each server's whole output must hold its request
// lines and no personal data or secret (scripts/log-leaks.ts says what it looks for). The
// browser suite's workers write their servers' logs to E2E_SERVER_LOGS as they end
// (tests/e2e/test.ts); the CMS's suite copies its portal's to E2E_SERVER_LOG. A leak fails the
// run, with the file, the line's number and what was found there, not the value itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLog } from '../../scripts/log-leaks';

function serverLogs(): string[] {
  const dir = process.env.E2E_SERVER_LOGS;
  if (dir) return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
  return process.env.E2E_SERVER_LOG ? [process.env.E2E_SERVER_LOG] : [];
}

export default function checkServerLogs() {
  // E2E_BASE_URL: a server this run did not start, whose log it cannot read.
  if (process.env.E2E_BASE_URL) return;
  const files = serverLogs();
  if (files.length === 0 || !files.every(existsSync)) throw new Error(`No server's log was written (${files.join(', ') || 'none'}): did the servers start?`);
  for (const file of files) {
    const problems = checkLog(readFileSync(file, 'utf8'));
    if (problems.length > 0)
      throw new Error(
        `The server's log (${file}) ${problems.length === 1 ? 'has a problem' : `has ${problems.length} problems`}:\n${problems.slice(0, 50).join('\n')}`,
      );
  }
  console.log(`The servers' logs (${files.join(', ')}) hold their request lines and no personal data or secrets.`);
}
