// Builds the production server: src/main.ts and our workspace code (@app/contracts) bundled into
// dist/main.js, run with plain `node` (no TypeScript compiler in a live site, a fast start).
//
// Packages from node_modules stay outside the bundle and load from node_modules as usual: argon2
// is a native addon and PGlite reads its .wasm and data files beside its own code.
//
// Files the server opens at run time, relative to its code (import.meta.url):
//   - db/client.ts reads ./migrations: copied to dist/migrations below;
//   - config.ts defaults WEB_DIST_DIR to ../../web/dist: dist/ sits at the depth of src/
//     (apps/server/dist), so it still names apps/web/dist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(SERVER_DIR, 'dist');
const MIGRATIONS = path.join(SERVER_DIR, 'src', 'db', 'migrations');

/**
 * Bare imports are external, except our own code: workspace packages (@app/*) and src's '@/…'
 * alias (tsconfig paths, which esbuild resolves), which are bundled.
 */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') || args.path.startsWith('@/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** What every bundle here shares: one ESM file per entry for Node, packages left outside. */
const NODE_BUNDLE = {
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
};

const started = performance.now();
fs.rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  ...NODE_BUNDLE,
  entryPoints: { main: path.join(SERVER_DIR, 'src', 'main.ts') },
  metafile: true,
});
fs.cpSync(MIGRATIONS, path.join(OUT_DIR, 'migrations'), { recursive: true });
// The operator's command line, for a machine or image that has no sources (no tsx): run as
// `node apps/server/dist/admin.js …` and `node apps/server/dist/backup.js backup|restore <file>`.
// Bundled apart from main.js, which stays one file.
await build({
  ...NODE_BUNDLE,
  entryPoints: {
    admin: path.join(SERVER_DIR, 'src', 'cli', 'admin.ts'),
    backup: path.join(SERVER_DIR, 'src', 'cli', 'backup.ts'),
  },
});

const bytes = fs.statSync(path.join(OUT_DIR, 'main.js')).size;
const inputs = Object.keys(result.metafile.inputs).length;
const ms = Math.round(performance.now() - started);
process.stdout.write(
  `server built: dist/main.js (${(bytes / 1024).toFixed(0)} kB from ${inputs} files), dist/admin.js and dist/backup.js in ${ms} ms\n`,
);
