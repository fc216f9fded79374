import fs from 'node:fs';
import path from 'node:path';

export const OWNER_ONLY_DIR_MODE = 0o700;
export const OWNER_ONLY_FILE_MODE = 0o600;

/** chmod that ignores an entry removed meanwhile (the database renames and deletes its files). */
function chmodIfThere(target: string, mode: number): void {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Makes `dir` and everything under it readable by its owner only: folders 0700, files 0600
 * (symbolic links are left alone). Creates `dir` when missing. The embedded database writes its
 * initial files world-readable whatever the umask, and an older server left a folder so: this
 * runs at every open and close of it.
 */
export function makeOwnerOnly(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
  chmodIfThere(dir, OWNER_ONLY_DIR_MODE);
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries) {
      const target = path.join(current, entry.name);
      if (entry.isDirectory()) {
        chmodIfThere(target, OWNER_ONLY_DIR_MODE);
        pending.push(target);
      } else if (entry.isFile()) {
        chmodIfThere(target, OWNER_ONLY_FILE_MODE);
      }
    }
  }
}
