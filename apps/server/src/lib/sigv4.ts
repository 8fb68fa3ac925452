import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for one request (S3-compatible storage). Every header given is
 * signed; the caller adds `x-amz-content-sha256` where the service wants it (S3 does).
 */
export type SigV4Input = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();
// RFC 3986 unreserved characters stay; everything else is percent-encoded (SigV4's rule).
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const EMPTY_SHA256 = sha256('');

/** The headers to send: the given ones plus x-amz-date and Authorization. */
export function signV4(r: SigV4Input): Record<string, string> {
  const amzDate = r.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...r.headers, host: r.url.host, 'x-amz-date': amzDate };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const value = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)![1];
  const canonicalHeaders = names.map((n) => `${n}:${value(n).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const path = r.url.pathname
    .split('/')
    .map((seg) => encode(decodeURIComponent(seg)))
    .join('/');
  const query = [...r.url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [r.method, path || '/', query, canonicalHeaders, signedHeaders, r.payloadHash].join('\n');
  const scope = `${day}/${r.region}/${r.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), r.service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
