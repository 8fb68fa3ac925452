import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompressDir } from './precompress.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('precompressing the built web app', () => {
  it('writes .br and .gz of the same bytes beside each text file, none for fonts, tiny files or Vite bookkeeping', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'voyce-precompress-'));
    dirs.push(dist);
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    const js = 'export const words = "' + 'anonymous feedback '.repeat(200) + '";';
    await writeFile(join(dist, 'assets', 'index-AAAA1111.js'), js);
    await writeFile(join(dist, 'index.html'), '<!doctype html>' + '<meta name="x">'.repeat(50));
    await writeFile(join(dist, 'assets', 'inter-latin.woff2'), Buffer.alloc(4096, 7));
    await writeFile(join(dist, 'assets', 'tiny-B.js'), 'a');
    await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(500) }));
    await precompressDir(dist);
    const file = join(dist, 'assets', 'index-AAAA1111.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(js);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'inter-latin.woff2.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'tiny-B.js.br'))).toBe(false);
    expect(existsSync(join(dist, '.vite', 'manifest.json.br'))).toBe(false);
  });

  it("sends gzip clients Zopfli's gzip of the app's code: ordinary gzip, smaller than zlib's best", async () => {
    const dist = await mkdtemp(join(tmpdir(), 'voyce-precompress-'));
    dirs.push(dist);
    // Real code rather than repeated words, where every compressor is at its best.
    const code = await readFile(join(import.meta.dirname, 'precompress.ts'));
    const file = join(dist, 'app-CCCC3333.js');
    await writeFile(file, code);
    await precompressDir(dist);
    const sent = await readFile(`${file}.gz`);
    expect(gunzipSync(sent).equals(code)).toBe(true);
    expect(sent.length).toBeLessThan(gzipSync(code, { level: 9 }).length);
  });
});
