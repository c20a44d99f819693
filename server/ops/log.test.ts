// The lines before an exit are the ones that matter: these run the root logger in a process of
// its own, as the server runs, and read its stdout through a pipe, as a log shipper does. They
// keep whoever changes its stream (an asynchronous one buffers) from losing those lines.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOG = resolve(import.meta.dirname, 'log.ts');

/** The JSON lines a process running `body` (with `log`, the root logger, in scope) writes. */
function linesOf(body: string) {
  const script = `const { log } = await import(${JSON.stringify(LOG)});\n${body}`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = run.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; n?: number });
  return { lines, status: run.status };
}

describe('the root logger', () => {
  it('keeps every line, in order, up to a process.exit straight after them (the shutdown, a failed start)', () => {
    const { lines, status } = linesOf(`for (let n = 0; n < 5000; n++) log.info({ n }, 'request completed');\nlog.info('the last line');\nprocess.exit(3);`);
    expect(status).toBe(3);
    expect(lines).toHaveLength(5001);
    expect(lines.slice(0, -1).every((line, i) => line.n === i)).toBe(true);
    // Not fatal: pino writes a fatal line at once, whatever the stream; the shutdown's last is info.
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'the last line' });
  }, 40_000);

  it('keeps the lines before an uncaught error ends the process', () => {
    const { lines, status } = linesOf(
      `for (let n = 0; n < 2000; n++) log.info({ n }, 'request completed');\nlog.error('before the crash');\nthrow new Error('crash');`,
    );
    expect(status).not.toBe(0);
    expect(lines).toHaveLength(2001);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'before the crash' });
  }, 40_000);
});
