// Reports the first-load JavaScript and CSS of the built web app: what index.html loads before
// any lazy route, raw, gzipped and brotli-compressed. The compressed sizes are those of the .gz and
// .br copies the build writes beside each file (what the server sends), computed at the same
// levels when a copy is missing. Run after `npm run build`.
//
//   node scripts/bundle-size.mjs [--check] [--dist <folder>]
//
// --check exits with status 1 when the first-load JavaScript is over its gzip budget (CI and
// `npm run bench` run it so); --dist measures another build folder (default apps/web/dist).
// --admin also prints the back-office console's first load (apps/admin/dist, served under
// /admin/): measured and printed, never checked against the member site's budget.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** First-load JavaScript budget, gzip (README "Bench and budgets"). */
export const FIRST_LOAD_JS_BUDGET_GZIP = 150 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Size of the precompressed copy `file + ext`, else of `compress(body)`. */
function compressedSize(file, ext, body, compress) {
  const copy = file + ext;
  return fs.existsSync(copy) ? fs.statSync(copy).size : compress(body).length;
}
function sizes(file) {
  const body = fs.readFileSync(file);
  return {
    raw: body.length,
    gz: compressedSize(file, '.gz', body, (b) => gzipSync(b, { level: 9 })),
    br: compressedSize(file, '.br', body, (b) =>
      brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}
const add = (sum, size) => {
  for (const key of ['raw', 'gz', 'br']) sum[key] += size[key];
};

/**
 * index.html and the scripts, module preloads and styles it names, with their sizes. `base` is
 * the path the build is served under (vite's `base`): '/' for the member site, '/admin/' for the
 * console.
 */
export function measureFirstLoad(dist, base = '/') {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run \`npm run build\` first.`);
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const assetPattern = new RegExp(
    `(?:src|href)="${base.replaceAll('/', '\\/')}(assets\\/[^"]+\\.(?:js|css))"`,
    'g',
  );
  const assets = [...html.matchAll(assetPattern)].map((m) => `/${m[1]}`);
  const total = { js: { raw: 0, gz: 0, br: 0 }, all: { raw: 0, gz: 0, br: 0 } };
  const files = ['/index.html', ...new Set(assets)].map((asset) => {
    const size = sizes(path.join(dist, asset));
    add(total.all, size);
    if (asset.endsWith('.js')) add(total.js, size);
    return { asset, ...size };
  });
  const assetsDir = path.join(dist, 'assets');
  const chunks = fs.existsSync(assetsDir)
    ? fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js')).length
    : 0;
  return { files, total, chunks };
}

/** The budget's verdict: undefined when within it, else the message to fail with. */
export function budgetProblem({ total }, budget = FIRST_LOAD_JS_BUDGET_GZIP) {
  if (total.js.gz <= budget) return undefined;
  return (
    `First-load JavaScript is ${kb(total.js.gz)} gzip, over its budget of ${kb(budget)} by ` +
    `${kb(total.js.gz - budget)}. Move what the first screen does not show out of it (lazy ` +
    `imports), see README "Bench and budgets".`
  );
}

function main(argv) {
  const distFlag = argv.indexOf('--dist');
  const dist = path.resolve(
    distFlag >= 0 ? argv[distFlag + 1] : path.join(import.meta.dirname, '../apps/web/dist'),
  );
  let report;
  try {
    report = measureFirstLoad(dist);
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  const line = ({ raw, gz, br }) => `${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`;
  console.log('First load (index.html and what it preloads):');
  console.table(
    report.files.map(({ asset, raw, gz, br }) => ({
      asset,
      raw: kb(raw),
      gzip: kb(gz),
      brotli: kb(br),
    })),
  );
  console.log(
    `First-load JavaScript: ${line(report.total.js)}; ${report.chunks} JS chunks in all.`,
  );
  console.log(`First load with HTML and CSS: ${line(report.total.all)}.`);
  if (argv.includes('--admin')) printAdmin(line);
  if (!argv.includes('--check')) return 0;
  const problem = budgetProblem(report);
  if (problem) {
    console.error(`\nBUDGET EXCEEDED: ${problem}`);
    return 1;
  }
  console.log(
    `Within budget: first-load JavaScript ${kb(report.total.js.gz)} of ` +
      `${kb(FIRST_LOAD_JS_BUDGET_GZIP)} gzip.`,
  );
  return 0;
}

/** The back-office console's first load: printed for the record, not budgeted. */
function printAdmin(line) {
  const dist = path.join(import.meta.dirname, '../apps/admin/dist');
  try {
    const admin = measureFirstLoad(dist, '/admin/');
    console.log(
      `Back-office console (/admin, not budgeted) first-load JavaScript: ${line(admin.total.js)}; ` +
        `${admin.chunks} JS chunks in all.`,
    );
  } catch (error) {
    console.log(`Back-office console: not measured (${error.message})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
