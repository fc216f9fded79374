import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

const text = (bytes: number) => 'const answer = 42; // compressible text\n'.repeat(bytes / 40 + 1);

describe('precompressDir', () => {
  let dir: string;
  const write = (name: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  };
  const exists = (name: string) => fs.existsSync(path.join(dir, name));
  const read = (name: string) => fs.readFileSync(path.join(dir, name));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file, in nested folders too', async () => {
    write('assets/app-123.js', text(4000));
    write('sw.js', text(2000));

    const files = await precompressDir(dir);

    expect(files.map((file) => file.file).sort()).toEqual([
      path.join('assets', 'app-123.js'),
      'sw.js',
    ]);
    for (const name of ['assets/app-123.js', 'sw.js']) {
      expect(zlib.brotliDecompressSync(read(`${name}.br`))).toEqual(read(name));
      expect(zlib.gunzipSync(read(`${name}.gz`))).toEqual(read(name));
      expect(read(`${name}.br`).length).toBeLessThan(read(name).length / 4);
    }
  });

  it('covers every text format of the build: css, html, svg, json, webmanifest, txt', async () => {
    const names = [
      'a.css',
      'index.html',
      'icon.svg',
      'data.json',
      'manifest.webmanifest',
      'robots.txt',
    ];
    for (const name of names) write(name, text(2000));

    await precompressDir(dir);

    for (const name of names) expect(exists(`${name}.br`) && exists(`${name}.gz`), name).toBe(true);
  });

  it('leaves small files, images and fonts alone', async () => {
    write('small.js', text(MIN_BYTES).slice(0, MIN_BYTES));
    write('icon.png', text(4000));
    write('font.woff2', text(4000));

    expect(await precompressDir(dir)).toEqual([]);
    expect(fs.readdirSync(dir).sort()).toEqual(['font.woff2', 'icon.png', 'small.js']);
  });

  it('writes no copy of a file that compression would not shrink', async () => {
    write('noise.js', crypto.randomBytes(4096));

    await precompressDir(dir);

    expect(fs.readdirSync(dir)).toEqual(['noise.js']);
  });
});
