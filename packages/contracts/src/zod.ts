import { config, pipe, transform, type ZodMiniType } from 'zod/mini';
import type { $ZodPreprocess, $ZodType, SomeType } from 'zod/v4/core';
import { en } from 'zod/locales';

/**
 * The contracts' schemas are built with zod's functional API (`zod/mini`): the web bundles only
 * the checks and schema kinds they use, where the classic API's methods bring all of zod
 * (~9 KB gzip of the whole app's 350 KB budget, ARCHITECTURE §8). Parsing, issues and messages are
 * zod's core, the same for both APIs. The classic API sets English messages on its first schema;
 * `zod/mini` does not, so this module sets them before any contract builds a schema (every
 * contract imports `z` from here). The classic API's other default, the memoizer, acts only on a
 * schema that contains itself (z.lazy, a getter in a shape); no contract does (zod.test.ts), so it
 * is left out and the web does not bundle it.
 */
config(en());

export { z } from 'zod/mini';

/**
 * The classic API's `z.preprocess`, which `zod/mini` has not: `fn` runs on the input, then the
 * schema. At run time the classic one is this same pipe; typed like it, the field keeps the
 * schema's optionality.
 */
// @__NO_SIDE_EFFECTS__
export function preprocess<U extends SomeType>(fn: (value: unknown) => unknown, schema: U): ZodMiniType & $ZodPreprocess<U> {
  return pipe(transform(fn), schema as unknown as $ZodType) as unknown as ZodMiniType & $ZodPreprocess<U>;
}
