/**
 * A value in the form JSON.parse(JSON.stringify(value)) gives, built in one walk instead of a
 * serialise-and-parse round trip: the response serialiser checks this form against the
 * endpoint's schema, and the round trip cost about as much as sending the answer.
 * Same rules as JSON: toJSON is honoured (a Date becomes its ISO string), undefined, functions
 * and symbols leave objects and become null in arrays, and a non-finite number becomes null.
 */
export function jsonWire(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return primitive(value);
  if (value instanceof Date) return isoString(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return jsonWire((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = dropped(value[i]) ? null : jsonWire(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (!dropped(field)) out[key] = jsonWire(field);
  }
  return out;
}

const dropped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

function primitive(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
  return dropped(v) ? undefined : v;
}

/**
 * Answers repeat few instants (insights keep only their day), and toISOString was most of the
 * walk's time; a small cache of recent ones, cleared when full.
 */
const isoCache = new Map<number, string>();
function isoString(d: Date): string | null {
  const ms = d.getTime();
  if (Number.isNaN(ms)) return null;
  let s = isoCache.get(ms);
  if (s === undefined) {
    s = d.toISOString();
    if (isoCache.size >= 4096) isoCache.clear();
    isoCache.set(ms, s);
  }
  return s;
}
