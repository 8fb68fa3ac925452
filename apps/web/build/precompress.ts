import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What a browser downloads: the app's code, styles and pages. Source maps are read by tools only. */
const DOWNLOADED = /\.(m?js|css|html)$/i;

/**
 * gzip for the files browsers download: Zopfli writes ordinary gzip (any client inflates it) about
 * 4 % smaller than zlib's level 9, which matters to the clients that send no `br` in
 * Accept-Encoding. One iteration: more took the whole app from 337.2 to 336.8 KB for 3x the time.
 */
const gzipForServing = (bytes: Buffer, path: string): Promise<Uint8Array> =>
  DOWNLOADED.test(path) ? zopfliGzip(bytes, { numiterations: 1 }) : gz(bytes, { level: 9 });

/** Text the server sends as it is; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|webmanifest|txt|map)$/i;

/** Every compressible file under `dir`, except Vite's own bookkeeping (.vite/manifest.json). */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !join(e.parentPath, e.name).includes(`${join(dir, '.vite')}`))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip: Zopfli, or level 9 for maps) beside a file, each only
 * when smaller than the file: compressed once at build time at the highest levels, which a server
 * compressing per request could not afford, and sent as they are by @fastify/static's
 * preCompressed option (apps/server/src/http/spa.ts).
 */
export async function precompressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  const [br, gzBytes] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipForServing(bytes, path),
  ]);
  await Promise.all([
    br.length < bytes.length ? writeFile(`${path}.br`, br) : undefined,
    gzBytes.length < bytes.length ? writeFile(`${path}.gz`, gzBytes) : undefined,
  ]);
}

export async function precompressDir(dir: string): Promise<void> {
  await Promise.all((await compressibleFiles(dir)).map(precompressFile));
}

/** The build step: after Vite has written dist, compress what it wrote (index.html included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'voyce-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
