import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOwnerOnly } from './owner-only.js';

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

describe('makeOwnerOnly', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates a missing folder with mode 700', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-only-'));
    folders.push(parent);
    const dir = path.join(parent, 'data', 'nested');
    makeOwnerOnly(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it('makes an existing world-readable tree owner-only: folders 700, files 600', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-only-'));
    folders.push(dir);
    fs.mkdirSync(path.join(dir, 'pglite', 'pg_wal'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pglite', 'pg_wal', '000000010000000000000001'), 'wal');
    fs.writeFileSync(path.join(dir, 'operator-token'), 'token');
    for (const target of [dir, path.join(dir, 'pglite'), path.join(dir, 'pglite', 'pg_wal')]) {
      fs.chmodSync(target, 0o777);
    }
    fs.chmodSync(path.join(dir, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666);
    fs.chmodSync(path.join(dir, 'operator-token'), 0o644);

    makeOwnerOnly(dir);

    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite', 'pg_wal'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'pglite', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(modeOf(path.join(dir, 'operator-token'))).toBe(0o600);
  });
});
