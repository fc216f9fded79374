// Reports the first-load JavaScript and CSS of the built web app: what index.html loads before
// any lazy route, raw, gzipped and brotli-compressed. The compressed sizes are those of the .gz and
// .br copies the build writes beside each file (what the server sends), computed at the same
// levels when a copy is missing. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

const html = fs.readFileSync(indexFile, 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Size of the precompressed copy `file + ext`, else of `compress(body)`. */
function compressedSize(file, ext, body, compress) {
  const copy = file + ext;
  return fs.existsSync(copy) ? fs.statSync(copy).size : compress(body).length;
}
const sizes = (file) => {
  const body = fs.readFileSync(file);
  return {
    raw: body.length,
    gz: compressedSize(file, '.gz', body, (b) => gzipSync(b, { level: 9 })),
    br: compressedSize(file, '.br', body, (b) =>
      brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
};

const total = { js: { raw: 0, gz: 0, br: 0 }, all: { raw: 0, gz: 0, br: 0 } };
const add = (sum, size) => {
  for (const key of ['raw', 'gz', 'br']) sum[key] += size[key];
};
const rows = ['/index.html', ...new Set(assets)].map((asset) => {
  const size = sizes(path.join(dist, asset));
  add(total.all, size);
  if (asset.endsWith('.js')) add(total.js, size);
  return { asset, raw: kb(size.raw), gzip: kb(size.gz), brotli: kb(size.br) };
});
const lazy = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;

console.log('First load (index.html and what it preloads):');
console.table(rows);
const line = ({ raw, gz, br }) => `${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`;
console.log(`First-load JavaScript: ${line(total.js)}; ${lazy} JS chunks in all.`);
console.log(`First load with HTML and CSS: ${line(total.all)}.`);
