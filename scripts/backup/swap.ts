// Putting a folder in place of another without ever leaving a half-written one: the new
// contents are built in a folder beside the target (same parent, so the same file system),
// and two renames swap them, the replaced folder kept beside under a dated name.
import { existsSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** A path beside `target` that does not exist yet: `<target>.<label>-<date>-<time>`. */
export function besidePath(target: string, label: string): string {
  const base = join(dirname(target), `${basename(target)}.${label}-${stamp()}`);
  let path = base;
  for (let n = 2; existsSync(path); n++) path = `${base}-${n}`;
  return path;
}

export interface Swap {
  /** Where the folder that was at the target now is; undefined when there was none. */
  keptAside?: string;
  /** Puts the replaced folder back, the swapped-in one going to `into`. */
  undo: (into: string) => void;
}

/** Moves `staged` to `target`, and what was at `target` aside. */
export function swapIn(staged: string, target: string): Swap {
  let keptAside: string | undefined;
  if (existsSync(target)) {
    keptAside = besidePath(target, 'replaced');
    try {
      renameSync(target, keptAside);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EBUSY' || code === 'EXDEV' || code === 'EPERM')
        throw new Error(`${target} cannot be moved aside (${code}; a mount point?): restore into a folder inside the mount, or mount the folder above it.`, {
          cause: error,
        });
      throw error;
    }
  }
  try {
    renameSync(staged, target);
  } catch (error) {
    if (keptAside) renameSync(keptAside, target);
    throw error;
  }
  return {
    keptAside,
    undo: (into) => {
      renameSync(target, into);
      if (keptAside) renameSync(keptAside, target);
    },
  };
}
