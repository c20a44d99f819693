// A password anyone can read is refused as a new one: every account / password pair the
// README prints (the portal's demo clients, the desk's staff, the CMS's editors).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD_IS_DEMO, passwordProblem } from './passwordPolicy';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
// "| email | password |" in a table, or "`email` / `password`" in a sentence.
const printed = [...readme.matchAll(/[\w.+-]+@[\w.-]+`?\s*[|/]\s*`?([^\s`|]+)/g)].map((match) => match[1]!);

describe('passwords the README prints', () => {
  it('are found (the README still lists demo accounts)', () => {
    expect(printed).toEqual(expect.arrayContaining(['tui-demo-1', 'tui-desk-2026', 'demo-editor-2026', 'demo-admin-2026']));
  });

  it.each(printed)('refuses %s, and the same dressed up', async (password) => {
    expect(await passwordProblem(password, { email: 'new.client@example.nz' })).toBe(PASSWORD_IS_DEMO);
    expect(await passwordProblem(`${password.toUpperCase()}!`, { email: 'new.client@example.nz' })).toBe(PASSWORD_IS_DEMO);
  });
});
