// Reports the first-load JavaScript and CSS of the built web app: what index.html loads before
// any lazy route, raw and gzipped. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const html = fs.readFileSync(indexFile, 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

let totalJs = 0;
let totalJsGz = 0;
const rows = [...new Set(assets)].map((asset) => {
  const body = fs.readFileSync(path.join(dist, asset));
  const gz = gzipSync(body, { level: 9 }).length;
  if (asset.endsWith('.js')) {
    totalJs += body.length;
    totalJsGz += gz;
  }
  return { asset, raw: kb(body.length), gzip: kb(gz) };
});
const lazy = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;

console.log('First load (index.html and what it preloads):');
console.table(rows);
console.log(
  `First-load JavaScript: ${kb(totalJs)} raw, ${kb(totalJsGz)} gzip; ${lazy} JS chunks in all.`,
);
