// Builds the demo provider's game pages: src/client/main.ts and its styles into dist/client
// (game.js, game.css), which the provider's plugin serves under <prefix>/assets/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

await build({
  entryPoints: { game: path.join(ROOT, 'src', 'client', 'main.ts') },
  outdir: path.join(ROOT, 'dist', 'client'),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('demo provider: built dist/client');
