import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirstLoad } from './compile-hints';

const chunk = (code: string, imports: string[] = []) => ({ type: 'chunk' as const, imports, code });
const html = (...scripts: string[]) => ({
  type: 'asset' as const,
  source: scripts
    .map((file) => `<script type="module" fetchpriority="low" crossorigin src="/${file}"></script>`)
    .join(''),
});

describe('compile-hints', () => {
  it("hints index.html's module scripts and what they import statically, and nothing else", () => {
    const bundle = {
      'index.html': html('assets/app.js'),
      'assets/app.js': chunk('const __vite__mapDeps=1;import "./react.js";', ['assets/react.js']),
      'assets/react.js': chunk('export const r=1;', ['assets/runtime.js']),
      'assets/runtime.js': chunk('export const t=1;'),
      'assets/lottery.js': chunk('export const l=1;', ['assets/react.js']),
    };
    expect(hintFirstLoad(bundle)).toEqual([
      'assets/app.js',
      'assets/react.js',
      'assets/runtime.js',
    ]);
    expect(bundle['assets/app.js'].code).toBe(
      `${COMPILE_HINT}const __vite__mapDeps=1;import "./react.js";`,
    );
    expect(bundle['assets/runtime.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle['assets/lottery.js'].code).toBe('export const l=1;');
  });

  it('adds it once, and survives an import cycle', () => {
    const bundle = {
      'index.html': html('a.js', 'b.js'),
      'a.js': chunk('a', ['b.js']),
      'b.js': chunk('b', ['a.js']),
    };
    hintFirstLoad(bundle);
    hintFirstLoad(bundle);
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}a`);
    expect(bundle['b.js'].code).toBe(`${COMPILE_HINT}b`);
  });

  it('hints nothing without index.html (the plugin then fails the build)', () => {
    const bundle = { 'a.js': chunk('a') };
    expect(hintFirstLoad(bundle)).toEqual([]);
    expect(bundle['a.js'].code).toBe('a');
  });
});
