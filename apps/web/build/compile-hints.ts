import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const MODULE_SCRIPT = /<script type="module"[^>]* src="\/([^"]+\.js)"/g;

type ChunkLike = { type: 'chunk'; imports: readonly string[]; code: string };
type AssetLike = { type: 'asset'; source: string | Uint8Array };
type BundleLike = Record<string, ChunkLike | AssetLike>;

/**
 * The first load's chunks (the module scripts of index.html and what they import statically)
 * start with V8's compile hint. Nearly every function in them runs while the first screen
 * renders; compiled lazily, each was parsed a second time on the main thread when first called,
 * inside the start-up task (about 25 ms of the 50–75 ms it took on this machine, four times that
 * on a low-end phone). With the hint they compile on a background thread while the file streams
 * in. Lazy chunks stay lazy: most of their code never runs on a visit. A browser without the hint
 * reads a comment.
 *
 * The hint goes in after the file names are hashed (it must be a file's very first line, in front
 * of what Vite adds last), so a name stands for its content plus the hint: the same build always
 * writes the same pair. A phone holding a file cached before a chunk gained or lost the hint keeps
 * its copy until the name changes: it only misses the speed-up.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own rewrites (its preload map goes in front of a chunk's code) and after
      // index.html is written into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const hinted = hintFirstLoad(bundle);
        if (hinted.length === 0) this.error('compile-hints: index.html loads no module script');
      },
    },
  };
}

/** Prepends the hint to index.html's module scripts and every chunk they import statically. */
export function hintFirstLoad(bundle: BundleLike): string[] {
  const html = bundle['index.html'];
  if (html?.type !== 'asset') return [];
  const firstLoad = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (firstLoad.has(file) || chunk?.type !== 'chunk') return;
    firstLoad.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  const source =
    typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
  for (const [, file] of source.matchAll(MODULE_SCRIPT)) visit(file as string);
  for (const file of firstLoad) {
    const chunk = bundle[file] as ChunkLike;
    if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
  }
  return [...firstLoad].sort();
}
