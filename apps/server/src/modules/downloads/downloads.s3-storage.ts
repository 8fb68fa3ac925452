import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { signV4 } from '../../lib/sigv4.ts';
import { checkedKey, type FileStorage } from './downloads.storage.ts';

export type S3Settings = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * Export files in an S3-compatible bucket (AWS S3, MinIO, R2...), path-style URLs, SigV4 with
 * fetch: no SDK. Files are small CSVs, so a write is sent in one signed PUT. Old files are
 * removed by the bucket's lifecycle rule (expire after a day), which S3 applies for free, so
 * sweep has nothing to do here.
 */
export function createS3Storage(s: S3Settings, now: () => Date = () => new Date()): FileStorage {
  const base = s.endpoint.replace(/\/+$/, '');
  const send = (method: string, key: string, body?: Buffer) => {
    const url = new URL(`${base}/${encodeURIComponent(s.bucket)}/${checkedKey(key)}`);
    const payloadHash = createHash('sha256')
      .update(body ?? '')
      .digest('hex');
    const headers = signV4({
      method,
      url,
      headers: { 'x-amz-content-sha256': payloadHash, ...(body ? { 'content-type': 'text/csv; charset=utf-8' } : {}) },
      payloadHash,
      region: s.region,
      service: 's3',
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
      now: now(),
    });
    return fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  };

  return {
    async write(key, body) {
      const res = await send('PUT', key, await buffer(body));
      if (!res.ok) throw new Error(`S3 PUT failed with HTTP ${res.status}`);
    },
    async read(key) {
      const res = await send('GET', key);
      if (res.status === 404 || res.status === 403 || !res.body) return null;
      if (!res.ok) throw new Error(`S3 GET failed with HTTP ${res.status}`);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async sweep() {},
  };
}
