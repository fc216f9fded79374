import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirLockedError, lockDir } from './dir-lock.js';

describe('data folder lock', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'server.lock');
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dir-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the lock on release', () => {
    const release = lockDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder locked by another live process', () => {
    // Our parent (the test runner) is alive and is not us.
    fs.writeFileSync(lockFile(), String(process.ppid));
    expect(() => lockDir(dir)).toThrow(DirLockedError);
    expect(() => lockDir(dir)).toThrow(/in use by another running process/);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('refuses a second lock on a folder this process already holds', () => {
    const release = lockDir(dir);
    expect(() => lockDir(dir)).toThrow(DirLockedError);
    release();
    lockDir(dir)();
  });

  it('takes over a stale lock left by a process that no longer runs', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(lockFile(), String(dead));
    const release = lockDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file holding garbage', () => {
    fs.writeFileSync(lockFile(), 'not a pid');
    lockDir(dir)();
  });

  it('releases only once: a later holder keeps its lock', () => {
    const first = lockDir(dir);
    first();
    const second = lockDir(dir);
    first();
    expect(fs.existsSync(lockFile())).toBe(true);
    second();
  });
});
