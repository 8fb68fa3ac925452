import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes a function: Fastify 5.12 treats a
 * number as "trust nothing", since it cannot check the peer; counted hops suit a server that only
 * its proxies can reach (addresses and ranges are the stricter choice, README).
 */
export function trustProxyOption(setting: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
