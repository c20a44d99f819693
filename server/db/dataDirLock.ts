// One server process per PGlite data folder. PGlite is a database inside this process: a
// second process opening the same folder keeps its own copy of every counter and lock in
// memory, writes over the first one's files, and lets both book one time. So a process takes
// the folder with a lock file holding its pid, and a process that finds the file naming a
// live process refuses to start. The lock dies with its process: a file left by a process
// that was killed (SIGKILL, a crash, a power cut) names a pid that is gone, and the next start
// takes it over. Several processes share one database through PostgreSQL (DATABASE_URL).
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.pid';

export const dataDirTaken = (dataDir: string, pid: number) =>
  `another server process (pid ${pid}) is using the data folder ${dataDir}. One process at a time can use a ` +
  'PGlite data folder; to run several server processes, give them one PostgreSQL database with DATABASE_URL.';

/** Whether pid is a running process (a zombie, killed but not yet reaped by its parent, is not). */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: the third field of /proc/<pid>/stat is the state; Z is a zombie.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.[0] !== 'Z';
  } catch {
    return true;
  }
}

function readPid(path: string): number | null {
  try {
    return Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes dataDir for this process (creating the folder), or throws saying which process has it.
 * `release` removes the lock when this process still holds it (on a clean shutdown).
 */
export function lockDataDir(dataDir: string, pid = process.pid): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': created only if absent, so two processes starting together cannot both get it.
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const holder = readPid(path);
    // Empty: its process is between creating the file and writing its pid. Look again shortly.
    if (holder !== null && Number.isNaN(holder) && attempt < 2) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    // Our own pid: a container restarted with the same pid, whose last run was killed.
    if (holder !== null && holder !== pid && alive(holder)) throw new Error(dataDirTaken(dataDir, holder));
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return {
    release: () => {
      try {
        if (readPid(path) === pid) unlinkSync(path);
      } catch {
        /* gone already */
      }
    },
  };
}
