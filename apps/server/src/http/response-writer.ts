import { z } from 'zod';
import { jsonWire } from './json-wire.ts';

/**
 * An endpoint's response schema compiled into one function that checks an answer and writes its
 * JSON in a single walk: the text JSON.stringify(schema.parse(jsonWire(answer))) gives, for the
 * answers the schema accepts. Checking with zod, then writing, was twice the cost of writing
 * alone on a list page.
 *
 * It covers the kinds the contracts' responses are made of: objects (unknown keys dropped, keys
 * in the schema's order, as zod gives them), strings, numbers (finite; integers in the safe
 * range where the schema says int), booleans, null, literals, enums, arrays, nullable,
 * optional and unions (the first option that fits, as zod takes it). A part of any other kind,
 * or with checks or coercion, is checked by zod itself. Whatever the writer doubts (a value that
 * does not fit, a class instance, a getter's throw) it gives up on, and the caller answers the
 * slow way, which decides: so the writer can only ever answer what zod would.
 */
export type ResponseWriter = (value: unknown) => string;

/** The writer's "not sure": the caller falls back to zod. */
const DOUBT: unique symbol = Symbol('doubt');
export const isDoubt = (e: unknown) => e === DOUBT;

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: unknown;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  coerce?: boolean;
};
const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const dropped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * A string's JSON text. Most strings of an answer need no escape (no quote, backslash, control
 * character or surrogate: a pair is left to JSON.stringify as well), and quoting them by
 * concatenation costs half of a JSON.stringify call each, which a list page makes hundreds of.
 */
function needsEscape(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}
const quote = (s: string) => (needsEscape(s) ? JSON.stringify(s) : `"${s}"`);

/** One level of jsonWire: what the schema is checked against at this place. */
function wire(v: unknown): unknown {
  if (typeof v === 'object') {
    if (v === null || Array.isArray(v)) return v;
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto === Object.prototype || proto === null) return v;
    if (v instanceof Date || typeof (v as { toJSON?: unknown }).toJSON === 'function') return jsonWire(v);
    // Another class's instance: jsonWire copies own enumerable keys, which the writer does not
    // read apart from inherited ones.
    throw DOUBT;
  }
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') throw DOUBT;
  return dropped(v) ? undefined : v;
}

const fail = (): never => {
  throw DOUBT;
};

/** zod's own check of one part, for the kinds the writer does not cover. */
function byZod(schema: z.core.$ZodType): ResponseWriter {
  return (v) => {
    const parsed = z.safeParse(schema, jsonWire(v));
    if (!parsed.success) throw DOUBT;
    const text = JSON.stringify(parsed.data) as string | undefined;
    return text === undefined ? fail() : text;
  };
}

const isSafeIntCheck = (c: NonNullable<Def['checks']>[number]) => c._zod.def.check === 'number_format' && c._zod.def.format === 'safeint';

/**
 * A part whose value, when it is a string, a finite number or a boolean, is written as it is:
 * a plain string, number (int: a safe integer), boolean, an enum or literal of strings, and
 * nullable ones (null written too).
 * The object writer writes such fields inline, without a call and without wire()'s tests; any
 * other value takes the part's own writer, which decides as before.
 */
type Scalar = { kind: 'string' | 'number' | 'int' | 'boolean' | 'enum'; nullable: boolean; allowed?: Set<unknown> };
const scalars = new WeakMap<ResponseWriter, Scalar>();

function scalarOf(schema: z.core.$ZodType): Scalar | null {
  const def = defOf(schema);
  const plain = !def.coerce && !(def.checks?.length ?? 0);
  if (def.type === 'string' && plain) return { kind: 'string', nullable: false };
  if (def.type === 'boolean' && plain) return { kind: 'boolean', nullable: false };
  if (def.type === 'number' && !def.coerce && (def.checks ?? []).every(isSafeIntCheck))
    return { kind: def.checks?.length ? 'int' : 'number', nullable: false };
  if ((def.type === 'enum' || def.type === 'literal') && !(def.checks?.length ?? 0)) {
    const allowed = def.type === 'literal' ? def.values! : Object.values(def.entries!);
    if (allowed.every((a) => typeof a === 'string')) return { kind: 'enum', nullable: false, allowed: new Set(allowed) };
  }
  if (def.type === 'nullable') {
    const inner = scalarOf(def.innerType!);
    return inner && !inner.nullable ? { ...inner, nullable: true } : null;
  }
  return null;
}

/** The text of `v` for a scalar part, or undefined when its own writer must decide. */
function writeScalar(s: Scalar, v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return s.kind === 'string' || (s.kind === 'enum' && s.allowed!.has(v)) ? quote(v) : undefined;
    case 'number':
      return (s.kind === 'number' && Number.isFinite(v)) || (s.kind === 'int' && Number.isSafeInteger(v)) ? String(v) : undefined;
    case 'boolean':
      return s.kind === 'boolean' ? (v ? 'true' : 'false') : undefined;
    default:
      return v === null && s.nullable ? 'null' : undefined;
  }
}

export function compileResponseWriter(schema: z.core.$ZodType): ResponseWriter {
  const write = compilePart(schema);
  const scalar = scalarOf(schema);
  if (scalar) scalars.set(write, scalar);
  return write;
}

function compilePart(schema: z.core.$ZodType): ResponseWriter {
  const def = defOf(schema);
  const checked = (def.checks?.length ?? 0) > 0;
  switch (def.type) {
    case 'string':
      if (checked || def.coerce) return byZod(schema);
      return (v) => {
        const x = wire(v);
        return typeof x === 'string' ? quote(x) : fail();
      };
    case 'number': {
      if (def.coerce || !(def.checks ?? []).every(isSafeIntCheck)) return byZod(schema);
      const int = checked;
      return (v) => {
        const x = wire(v);
        if (typeof x !== 'number' || (int && !Number.isSafeInteger(x))) throw DOUBT;
        return String(x);
      };
    }
    case 'boolean':
      if (checked || def.coerce) return byZod(schema);
      return (v) => {
        const x = wire(v);
        return x === true ? 'true' : x === false ? 'false' : fail();
      };
    case 'null':
      return (v) => (wire(v) === null ? 'null' : fail());
    case 'literal':
    case 'enum': {
      const allowed = def.type === 'literal' ? def.values! : Object.values(def.entries!);
      if (checked || !allowed.every((a) => typeof a === 'string' || (typeof a === 'number' && Number.isFinite(a)))) return byZod(schema);
      const set = new Set(allowed);
      return (v) => {
        const x = wire(v);
        return set.has(x) ? JSON.stringify(x) : fail();
      };
    }
    case 'nullable': {
      const inner = compileResponseWriter(def.innerType!);
      return (v) => (wire(v) === null ? 'null' : inner(v));
    }
    case 'optional': {
      // An absent key is the object's to leave out; here the value is there.
      const inner = compileResponseWriter(def.innerType!);
      return (v) => (wire(v) === undefined ? fail() : inner(v));
    }
    case 'array': {
      if (checked) return byZod(schema);
      const element = compileResponseWriter(def.element!);
      return (v) => {
        const x = wire(v);
        if (!Array.isArray(x)) throw DOUBT;
        let out = '[';
        for (let i = 0; i < x.length; i++) {
          const item: unknown = x[i];
          out += (i ? ',' : '') + element(dropped(item) ? null : item);
        }
        return out + ']';
      };
    }
    case 'object': {
      // A key read off a plain object is its own (jsonWire copies own keys) unless it is one of
      // Object.prototype's, which are functions and so left out by both; '__proto__' is neither.
      if (checked || def.catchall !== undefined || Object.hasOwn(def.shape!, '__proto__')) return byZod(schema);
      const fields = Object.entries(def.shape!).map(([key, field]) => {
        const write = compileResponseWriter(field);
        return { key, prefix: `${JSON.stringify(key)}:`, optional: defOf(field).type === 'optional', write, scalar: scalars.get(write) };
      });
      return (v) => {
        const x = wire(v);
        if (typeof x !== 'object' || x === null || Array.isArray(x)) throw DOUBT;
        let out = '{';
        let first = true;
        for (const f of fields) {
          const raw = (x as Record<string, unknown>)[f.key];
          const text = f.scalar && writeScalar(f.scalar, raw);
          if (text !== undefined) {
            out += (first ? '' : ',') + f.prefix + text;
            first = false;
            continue;
          }
          // jsonWire leaves a key out whose value is dropped, or whose toJSON gives undefined.
          if (dropped(raw) || (typeof raw === 'object' && raw !== null && wire(raw) === undefined)) {
            if (f.optional) continue;
            throw DOUBT;
          }
          out += (first ? '' : ',') + f.prefix + f.write(raw);
          first = false;
        }
        return out + '}';
      };
    }
    case 'union': {
      const options = def.options!.map(compileResponseWriter);
      return (v) => {
        for (const option of options) {
          try {
            return option(v);
          } catch (e) {
            if (e !== DOUBT) throw e;
          }
        }
        throw DOUBT;
      };
    }
    default:
      return byZod(schema);
  }
}
