import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * A react-hook-form resolver for a contract schema that is loaded on first use.
 *
 * Why: zod and the contracts' schemas weigh ~28 KB gzip, which the 200 KB budget for /login
 * (ARCHITECTURE §8) cannot carry in the first download. The form renders at once; the
 * schema chunk is fetched when react-hook-form first validates (it does so on mount to work
 * out `isValid`), long before the first blur.
 */
export function lazyZodResolver<S extends $ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<input<S>, unknown, output<S>> {
  type Loaded = Resolver<input<S>, unknown, output<S>>;
  let loaded: Promise<Loaded> | undefined;
  const load = () => {
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Loaded,
    );
    // A failed download must not stick: the next validation tries again.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
