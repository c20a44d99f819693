// After the run (Playwright's globalTeardown, while the server is still up): the server's whole
// output, which playwright.config.ts has it copy to E2E_SERVER_LOG, must hold its request lines
// and no personal data or secret (scripts/log-leaks.ts says what it looks for). A leak fails
// the run, with the line's number and what was found there, not the value itself.
import { existsSync, readFileSync } from 'node:fs';
import { checkLog } from '../../scripts/log-leaks';

export default function checkServerLog() {
  const file = process.env.E2E_SERVER_LOG;
  // E2E_BASE_URL: a server this run did not start, whose log it cannot read.
  if (!file || process.env.E2E_BASE_URL) return;
  if (!existsSync(file)) throw new Error(`The server's log (${file}) was never written: did the server start?`);
  const problems = checkLog(readFileSync(file, 'utf8'));
  if (problems.length > 0)
    throw new Error(
      `The server's log (${file}) ${problems.length === 1 ? 'has a problem' : `has ${problems.length} problems`}:\n${problems.slice(0, 50).join('\n')}`,
    );
  console.log(`The server's log (${file}) holds its request lines and no personal data or secrets.`);
}
