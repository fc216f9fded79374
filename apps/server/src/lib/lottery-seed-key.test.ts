import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOTTERY_SEED_KEY_FILE,
  parseLotterySeedKey,
  resolveLotterySeedKey,
} from './lottery-seed-key.js';

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

describe('lottery seed key', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-key-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads 32 bytes as hex or base64, and nothing else', () => {
    const key = randomBytes(32);
    expect(parseLotterySeedKey(key.toString('hex'))).toEqual(key);
    expect(parseLotterySeedKey(key.toString('base64'))).toEqual(key);
    expect(parseLotterySeedKey(key.toString('base64url'))).toEqual(key);
    expect(parseLotterySeedKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(parseLotterySeedKey('not a key')).toBeUndefined();
  });

  it('prefers the configured key and writes nothing', () => {
    const dir = tempDir();
    const key = randomBytes(32);
    expect(resolveLotterySeedKey(key, dir)).toEqual(key);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('generates a key once, owner-only, and refuses to replace a damaged key file', () => {
    const dir = path.join(tempDir(), 'data');
    const key = resolveLotterySeedKey(undefined, dir);
    expect(key).toHaveLength(32);
    expect(resolveLotterySeedKey(undefined, dir)).toEqual(key);
    const file = path.join(dir, LOTTERY_SEED_KEY_FILE);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    fs.writeFileSync(file, 'oops\n');
    expect(() => resolveLotterySeedKey(undefined, dir)).toThrow(/32 random bytes/);
    expect(fs.readFileSync(file, 'utf8')).toBe('oops\n');
  });
});
