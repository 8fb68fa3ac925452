import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, TEST_SECRET_KEY, type TestApp } from '../../../test/test-app.ts';
import { download } from '../../../test/workspace-fixtures.ts';
import { createDownloadsService, downloadFileName } from './downloads.service.ts';
import { createLocalStorage } from './downloads.storage.ts';

let t: TestApp;
const org = '2f1e6a52-64a8-4c8e-9d51-0a0b7f6f3c11';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const root = () => join(t.config.dataDir, 'exports');
const service = (over: { now?: () => Date; secretKey?: string } = {}) =>
  createDownloadsService({ secretKey: over.secretKey ?? TEST_SECRET_KEY, storage: createLocalStorage(root()), now: over.now });
async function* rows() {
  yield [
    ['1', 'first'],
    ['2', '=cmd'],
  ];
}

describe('signed downloads', () => {
  it('serves the file as an attachment named <name>-YYYY-MM-DD.csv, without a bearer token', async () => {
    const link = await service().saveCsv(org, 'Insights: Parking & Access', ['n', 'text'], rows());
    const res = await download(t, link.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="insights-parking-access-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe("n,text\r\n1,first\r\n2,'=cmd\r\n");
  });

  it('refuses an altered, forged or expired link with 403 and a page saying it expired', async () => {
    const link = await service().saveCsv(org, 'x', ['a'], rows());
    const [payload, mac] = link.url.replace('/api/downloads/', '').split('.') as [string, string];
    const otherFile = JSON.parse(Buffer.from(payload, 'base64url').toString());
    otherFile.f = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      `/api/downloads/${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      `/api/downloads/${Buffer.from(JSON.stringify(otherFile)).toString('base64url')}.${mac}`,
      `/api/downloads/${payload}`,
      '/api/downloads/not-a-token',
      (await service({ secretKey: 'another-secret-0123456789abcdef0123456789' }).saveCsv(org, 'x', ['a'], rows())).url,
      (await service({ now: () => new Date(Date.now() - 16 * 60_000) }).saveCsv(org, 'x', ['a'], rows())).url,
    ];
    for (const url of attempts) {
      const res = await download(t, url);
      expect(res.status, url).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('This download link has expired');
    }
    // Still valid a minute before the end.
    const late = await service({ now: () => new Date(Date.now() - 14 * 60_000) }).saveCsv(org, 'x', ['a'], rows());
    expect((await download(t, late.url)).status).toBe(200);
  });

  it('says so when the file itself is gone', async () => {
    const link = await service().saveCsv(org, 'x', ['a'], rows());
    await rm(join(root(), org), { recursive: true, force: true });
    const res = await download(t, link.url);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This file is no longer available');
  });

  it('sweeps an organisation’s old files at most once every five minutes, not after every export', async () => {
    const local = createLocalStorage(root());
    const sweeps: string[] = [];
    let at = Date.now();
    const counted = createDownloadsService({
      secretKey: TEST_SECRET_KEY,
      storage: {
        ...local,
        sweep: async (prefix, maxAgeMs) => {
          sweeps.push(prefix);
          await local.sweep(prefix, maxAgeMs);
        },
      },
      now: () => new Date(at),
    });
    const other = '5b1e6a52-64a8-4c8e-9d51-0a0b7f6f3c22';
    for (let i = 0; i < 3; i++) await counted.saveCsv(org, 'x', ['a'], rows());
    await counted.saveCsv(other, 'x', ['a'], rows());
    expect(sweeps).toEqual([org, other]);
    at += 5 * 60_000;
    await counted.saveCsv(org, 'x', ['a'], rows());
    expect(sweeps).toEqual([org, other, org]);
  });

  it('makes safe file names', () => {
    const day = new Date('2026-03-04T10:00:00Z');
    expect(downloadFileName('Hot Topics', day)).toBe('hot-topics-2026-03-04.csv');
    expect(downloadFileName('"; rm -rf /', day)).toBe('rm-rf-2026-03-04.csv');
    expect(downloadFileName('Café ☕', day)).toBe('cafe-2026-03-04.csv');
    expect(downloadFileName('', day)).toBe('export-2026-03-04.csv');
  });
});
