// Node-only (the server and the CMS; never imported by code that runs in a browser).
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The secret kept in `file`, made there on first use (readable by its owner only), so an
 * install runs with nothing set and no secret is one anybody can read in the source. Written
 * aside and linked into place, so two processes starting at once agree on one value.
 */
export function keptSecret(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) {
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(aside, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(aside);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
