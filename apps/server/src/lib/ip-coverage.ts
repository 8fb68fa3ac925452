import { isIP } from 'node:net';

/**
 * Whether a list of trusted proxies (TRUST_PROXY: addresses, CIDR ranges, proxy-addr's names)
 * takes in every client address of a family. Such a list is "trust everyone" by other means
 * (0.0.0.0/1,128.0.0.0/1; ::/1,8000::/1): any client could then name its own address in
 * X-Forwarded-For and escape the per-address limits. Matches as @fastify/proxy-addr does: an
 * IPv4 client is trusted by IPv4 ranges and by IPv4-mapped IPv6 ranges of /96 or longer; an IPv6
 * client by the other IPv6 ranges. Entries with a zone (fe80::1%eth0) count for nothing.
 */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};
const MAPPED_PREFIX = 0xffffn << 32n;
type Range = [from: bigint, to: bigint];

export function trustsEveryAddress(entries: string[]): boolean {
  const v4: Range[] = [];
  // Native IPv6 clients never come from ::ffff:0:0/96; counted as covered.
  const v6: Range[] = [[MAPPED_PREFIX, MAPPED_PREFIX | 0xffffffffn]];
  for (const entry of entries.flatMap((e) => NAMED[e] ?? [e])) {
    const [ip = '', bitsText] = entry.split('/');
    if (ip.includes('%')) continue;
    const family = isIP(ip);
    const width = family === 4 ? 32 : 128;
    const bits = bitsText === undefined ? width : /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : -1;
    // Not an address or range (config.ts refuses it for that).
    if (!family || bits < 0 || bits > width) continue;
    if (family === 4) {
      v4.push(range(v4ToBigInt(ip), bits, 32));
      continue;
    }
    const value = v6ToBigInt(ip);
    const mapped = value >> 32n === 0xffffn;
    if (mapped && bits >= 96) v4.push(range(value & 0xffffffffn, bits - 96, 32));
    else if (!mapped) v6.push(range(value, bits, 128));
  }
  return covers(v4, 2n ** 32n) || covers(v6, 2n ** 128n);
}

function range(value: bigint, bits: number, width: number): Range {
  const size = 1n << BigInt(width - bits);
  const from = (value / size) * size;
  return [from, from + size - 1n];
}

/** True when the ranges together hold every value from 0 to size - 1. */
function covers(ranges: Range[], size: bigint): boolean {
  let next = 0n;
  for (const [from, to] of [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (from > next) return false;
    if (to + 1n > next) next = to + 1n;
  }
  return next >= size;
}

const v4ToBigInt = (ip: string) => ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);

function v6ToBigInt(ip: string): bigint {
  let text = ip;
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (embedded) {
    const v4 = v4ToBigInt(embedded);
    text = `${text.slice(0, -embedded.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}
