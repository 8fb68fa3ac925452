import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signV4 } from '../../lib/sigv4.ts';
import { createS3Storage, type S3Settings } from './downloads.s3-storage.ts';

/**
 * The S3 storage against a small S3-shaped HTTP server on loopback that keeps objects in
 * memory and refuses any request whose SigV4 signature it cannot reproduce.
 */
const objects = new Map<string, Buffer>();
const settings: Omit<S3Settings, 'endpoint'> = {
  bucket: 'exports',
  region: 'eu-west-1',
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'secret/TEST+key',
};
let endpoint: string;
const server = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const url = new URL(req.url!, endpoint);
  const amzDate = String(req.headers['x-amz-date']);
  const now = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const signedNames = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1]?.split(';') ?? [];
  const headers = Object.fromEntries(signedNames.filter((n) => n !== 'host' && n !== 'x-amz-date').map((n) => [n, String(req.headers[n])]));
  const expected = signV4({
    method: req.method!,
    url,
    headers,
    payloadHash: String(req.headers['x-amz-content-sha256']),
    ...settings,
    service: 's3',
    now,
  });
  if (expected.authorization !== req.headers.authorization) return res.writeHead(403).end('SignatureDoesNotMatch');
  if (req.method === 'PUT') objects.set(url.pathname, Buffer.concat(chunks));
  else if (!objects.has(url.pathname)) return res.writeHead(404).end('NoSuchKey');
  else return res.writeHead(200).end(objects.get(url.pathname));
  res.writeHead(200).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = '11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.csv';

describe('S3-compatible storage', () => {
  it('writes and reads a file with signed requests; a missing file is null', async () => {
    const storage = createS3Storage({ ...settings, endpoint });
    await storage.write(KEY, Readable.from(['a,b\r\n', '1,2\r\n']));
    expect(objects.get(`/exports/${KEY}`)?.toString()).toBe('a,b\r\n1,2\r\n');
    expect(await text((await storage.read(KEY))!)).toBe('a,b\r\n1,2\r\n');
    expect(await storage.read(KEY.replace('2222-4222', '3333-4333'))).toBeNull();
  });

  it('fails a write the server refuses (wrong key) and refuses keys that are not storage keys', async () => {
    const wrong = createS3Storage({ ...settings, endpoint, secretAccessKey: 'another' });
    await expect(wrong.write(KEY, Readable.from(['x']))).rejects.toThrow('HTTP 403');
    await expect(createS3Storage({ ...settings, endpoint }).read('../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
