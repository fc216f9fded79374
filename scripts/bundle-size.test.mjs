// node --test: the first-load budget check of bundle-size.mjs, on small fixture builds.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';

const script = path.join(import.meta.dirname, 'bundle-size.mjs');
let dist;

/** A build folder whose index.html loads an entry and preloads a chunk of `kB` random bytes. */
function fixture(kB, { lazyKB = 0 } = {}) {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<script type="module" src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" href="/assets/vendor.js"><link rel="stylesheet" href="/assets/app.css">',
  );
  fs.writeFileSync(path.join(dist, 'assets/entry.js'), 'import "./vendor.js";');
  // Random bytes do not compress: gzip is about as large as the file.
  fs.writeFileSync(path.join(dist, 'assets/vendor.js'), crypto.randomBytes(kB * 1024));
  fs.writeFileSync(path.join(dist, 'assets/app.css'), 'body{margin:0}');
  if (lazyKB)
    fs.writeFileSync(path.join(dist, 'assets/lazy.js'), crypto.randomBytes(lazyKB * 1024));
}
const run = (...args) =>
  spawnSync(process.execPath, [script, '--dist', dist, ...args], { encoding: 'utf8' });

describe('bundle-size --check', () => {
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('fails loudly when the first-load JavaScript is over 150 kB gzip', () => {
    fixture(160);
    const result = run('--check');
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /BUDGET EXCEEDED: First-load JavaScript is 16\d\.\d kB gzip, over its budget of 150\.0 kB/,
    );
  });

  it('passes within the budget, whatever the lazy chunks weigh', () => {
    fixture(120, { lazyKB: 400 });
    const result = run('--check');
    assert.equal(result.status, 0, result.stderr);
    assert.match(
      result.stdout,
      /Within budget: first-load JavaScript 12\d\.\d kB of 150\.0 kB gzip/,
    );
    assert.match(result.stdout, /3 JS chunks in all/);
  });

  it('only reports without --check', () => {
    fixture(160);
    const result = run();
    assert.equal(result.status, 0);
    assert.match(result.stdout, /First-load JavaScript: .* 16\d\.\d kB gzip/);
  });

  it('fails when there is no build to measure', () => {
    const result = run('--check');
    assert.equal(result.status, 1);
    assert.match(result.stderr, /index\.html is missing: run `npm run build` first/);
  });
});
