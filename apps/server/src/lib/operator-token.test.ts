import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN_FILE, resolveOperatorToken } from './operator-token.js';

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

describe('resolveOperatorToken', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-token-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prefers the configured token and writes nothing', () => {
    const dir = tempDir();
    expect(resolveOperatorToken('configured-token-0123456789abcdef', dir)).toBe(
      'configured-token-0123456789abcdef',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('generates a token once, in an owner-only file of an owner-only folder', () => {
    const dir = path.join(tempDir(), 'data');
    const token = resolveOperatorToken(undefined, dir);
    expect(token.length).toBeGreaterThanOrEqual(24);
    expect(resolveOperatorToken(undefined, dir)).toBe(token);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, OPERATOR_TOKEN_FILE))).toBe(0o600);
  });

  it('makes a token file an older server left readable by others owner-only', () => {
    const dir = tempDir();
    const file = path.join(dir, OPERATOR_TOKEN_FILE);
    fs.writeFileSync(file, 'an-older-token-0123456789abcdef\n');
    fs.chmodSync(file, 0o644);
    expect(resolveOperatorToken(undefined, dir)).toBe('an-older-token-0123456789abcdef');
    expect(modeOf(file)).toBe(0o600);
  });
});
