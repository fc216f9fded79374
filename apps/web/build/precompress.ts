import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (png, woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet's worth: the server sends the file. */
export const MIN_BYTES = 1024;

export type PrecompressedFile = { file: string; raw: number; br?: number; gz?: number };

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Writes `file + ext` when the compressed body is smaller than the file; returns its size. */
async function writeSmaller(file: string, ext: string, raw: Buffer, body: Buffer) {
  if (body.length >= raw.length) return undefined;
  await fs.writeFile(file + ext, body);
  return body.length;
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of `dir` above MIN_BYTES, for the server to send as they are (@fastify/static preCompressed).
 */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) files.push(file);

  const results = await Promise.all(
    files.map(async (file): Promise<PrecompressedFile | undefined> => {
      const raw = await fs.readFile(file);
      if (raw.length <= MIN_BYTES) return undefined;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        file: path.relative(dir, file),
        raw: raw.length,
        br: await writeSmaller(file, '.br', raw, br),
        gz: await writeSmaller(file, '.gz', raw, gz),
      };
    }),
  );
  return results.filter((result) => result !== undefined);
}

/**
 * Vite plugin: precompresses the finished build. It runs in the last, sequential closeBundle, after
 * vite-plugin-pwa has written the service worker and workbox runtime, so those are covered too.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler(error?: Error) {
        if (error) return;
        const files = await precompressDir(outDir);
        const sum = (key: 'raw' | 'br' | 'gz') =>
          files.reduce((total, file) => total + (file[key] ?? file.raw), 0);
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        this.info(
          `precompressed ${files.length} files: ${kB(sum('raw'))} raw, ` +
            `${kB(sum('br'))} brotli, ${kB(sum('gz'))} gzip`,
        );
      },
    },
  };
}
