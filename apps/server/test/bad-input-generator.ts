/**
 * Deterministic invalid (and odd but maybe valid) variants of a valid request body: every field
 * of the sample, down to three levels, gets wrong types, is dropped, made huge, given unicode
 * and NUL, numbers at the edges; the body as a whole gets extra fields, deep nesting and the
 * wrong shape. The caller asks the route's own zod schema which variants are invalid.
 */
export type Variant = { label: string; body: unknown };

const HUGE = 'x'.repeat(300_000);
const WEIRD_STRINGS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['unicode', 'Zoë 😀 \u202e\ufeff مرحبا 𝕏'],
  ['lone surrogate', 'a\ud800b'],
  ['empty', ''],
  ['spaces', '   '],
  ['long', 'y'.repeat(5_000)],
  ['huge', HUGE],
];
const EDGE_NUMBERS: [string, number][] = [
  ['zero', 0],
  ['minus one', -1],
  ['fraction', 1.5],
  ['2^31', 2 ** 31],
  ['2^53+1', 2 ** 53 + 1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
];
const WRONG_TYPES: [string, unknown][] = [
  ['number', 12345],
  ['string', 'not-the-right-type'],
  ['boolean', true],
  ['null', null],
  ['array', ['a', 1]],
  ['object', { unexpected: 1 }],
];

/** A value nested `depth` levels deep (JSON parsers and validators must not fall over). */
export function deep(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

type Path = (string | number)[];

function paths(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth >= 3 || value === null || typeof value !== 'object') return [];
  const out: Path[] = [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.slice(0, 1).map((v, i) => [i, v]) : Object.entries(value);
  for (const [k, v] of entries) {
    out.push([...prefix, k]);
    out.push(...paths(v, [...prefix, k], depth + 1));
  }
  return out;
}

function setAt(root: unknown, path: Path, value: unknown | typeof DELETE): unknown {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === DELETE) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}
const DELETE = Symbol('delete');

const get = (root: unknown, path: Path) => path.reduce<any>((n, k) => n?.[k], root);

export function variants(sample: unknown): Variant[] {
  const out: Variant[] = [
    { label: 'body null', body: null },
    { label: 'body a number', body: 42 },
    { label: 'body a string', body: 'hello' },
    { label: 'body an array', body: [sample] },
    { label: 'body empty object', body: {} },
    { label: 'deep nesting 2000', body: deep(2000) },
  ];
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    out.push({ label: 'extra field', body: { ...sample, unexpectedField: 'x' } });
    const rest = JSON.stringify(sample).slice(1);
    out.push({ label: '__proto__ field', body: JSON.parse(`{"__proto__":{"polluted":true}${rest === '}' ? '' : ','}${rest}`) });
    out.push({ label: 'constructor field', body: { ...sample, constructor: { prototype: { polluted: true } } } });
  }
  for (const path of paths(sample)) {
    const at = path.join('.');
    const current = get(sample, path);
    out.push({ label: `${at}: missing`, body: setAt(sample, path, DELETE) });
    for (const [name, v] of WRONG_TYPES) {
      if (typeof v === typeof current && Array.isArray(v) === Array.isArray(current) && (v === null) === (current === null)) continue;
      out.push({ label: `${at}: ${name}`, body: setAt(sample, path, v) });
    }
    out.push({ label: `${at}: deep nesting`, body: setAt(sample, path, deep(200)) });
    if (typeof current === 'string')
      for (const [name, v] of WEIRD_STRINGS) out.push({ label: `${at}: ${name}`, body: setAt(sample, path, v) });
    if (typeof current === 'number' || typeof current === 'string')
      for (const [name, v] of EDGE_NUMBERS) out.push({ label: `${at}: ${name}`, body: setAt(sample, path, v) });
    if (Array.isArray(current)) {
      out.push({
        label: `${at}: 10,000 items`,
        body: setAt(
          sample,
          path,
          Array.from({ length: 10_000 }, () => current[0] ?? 'x'),
        ),
      });
    }
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      out.push({ label: `${at}: extra field`, body: setAt(sample, path, { ...current, unexpectedField: 'x' }) });
    }
  }
  return out;
}

/**
 * Dates every date field must refuse with 400 and the contract's wording: the web passes the
 * URL's dates into its calls, so a hand-edited address reaches the server as is.
 */
export const BAD_DATES: [string, string][] = [
  ['invalid month', '2026-13-01'],
  ['not a date', 'abc'],
  ['empty', ''],
  ['no such day', '2026-02-30'],
  ['day 00', '2026-01-00'],
  ['year 0', '0000-01-01'],
  ['time attached', '2026-01-01T00:00:00Z'],
];
/** Real days a date field may take: the call must answer them, never 5xx. */
export const GOOD_DATES: [string, string][] = [
  ['leap day', '2024-02-29'],
  ['first of a month', '2024-03-01'],
];

const DATE_KEY = /(^|[a-z])Date$|^date$|^(from|to)$/;
type ZodLike = { _zod?: { def?: Record<string, any> } };
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: unknown): Record<string, any> | undefined {
  let def = (schema as ZodLike)?._zod?.def;
  while (def && (WRAPPERS.has(def.type) || def.type === 'pipe')) def = (def.type === 'pipe' ? def.in : def.innerType)?._zod?.def;
  return def;
}

/**
 * The paths of every date field (a string named startDate, endDate, from, to...) a request
 * schema takes, read from the schema itself, through objects, arrays and every union branch:
 * a field added later is covered without anyone listing it.
 */
export function dateFields(schema: unknown, prefix: Path = [], depth = 0): Path[] {
  const def = unwrap(schema);
  if (!def || depth > 6) return [];
  const out: Path[] = [];
  if (def.type === 'union') for (const o of def.options as unknown[]) out.push(...dateFields(o, prefix, depth));
  if (def.type === 'array') out.push(...dateFields(def.element, [...prefix, 0], depth + 1));
  if (def.type === 'object') {
    for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
      if (DATE_KEY.test(k) && unwrap(v)?.type === 'string') out.push([...prefix, k]);
      else out.push(...dateFields(v, [...prefix, k], depth + 1));
    }
  }
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')));
}

/** `root` with `value` at `path`, creating the objects on the way. */
export function setDeep(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) {
    if (!node[k] || typeof node[k] !== 'object') node[k] = typeof k === 'number' ? [] : {};
    node = node[k] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}
