import fs from 'node:fs';
import path from 'node:path';

export class DirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another running process (pid ${pid}). ` +
        'Two processes must never open one embedded database. Stop the other server, or give this ' +
        'one its own DATA_DIR, or use DATABASE_URL for several instances.',
    );
    this.name = 'DirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process holds: a lock file with our own pid is stale only when we do not hold it. */
const heldHere = new Set<string>();

/**
 * Takes an exclusive lock on `dir` for this process: a file holding our pid, created with O_EXCL.
 * A lock left by a process that no longer runs is taken over (also one with our own pid, as after
 * a restart in a container where the server is always pid 1). Returns the release function.
 */
export function lockDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  if (heldHere.has(resolved)) throw new DirLockedError(resolved, process.pid);
  fs.mkdirSync(resolved, { recursive: true });
  const file = path.join(resolved, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(resolved);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(resolved);
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DirLockedError(resolved, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
