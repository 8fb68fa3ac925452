import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The page's CSP has no 'unsafe-eval'; a `new Function` zod tries, even one it catches, is a CSP
 * violation Chrome reports on every page. main.tsx imports ./zod-jitless before anything loads zod.
 */
describe('zod under the CSP', () => {
  const original = globalThis.Function;
  afterEach(() => {
    globalThis.Function = original;
  });

  it('is the first module the entry runs', () => {
    const main = readFileSync(new URL('../main.tsx', import.meta.url), 'utf8');
    expect(main.split('\n')[0]).toBe("import './lib/zod-jitless';");
  });

  it('parses objects without ever compiling code', async () => {
    await import('./zod-jitless');
    const compiled: unknown[] = [];
    // What the CSP does to `new Function(...)`: refuses it.
    globalThis.Function = new Proxy(original, {
      construct(_target, args) {
        compiled.push(args);
        throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
      },
    });
    const { z } = await import('zod');
    const schema = z.object({ email: z.string().email(), name: z.string().min(1) });
    expect(schema.safeParse({ email: 'a@b.co', name: 'A' }).success).toBe(true);
    expect(schema.safeParse({ email: 'nope', name: '' }).success).toBe(false);
    expect(compiled).toEqual([]);
  });
});
