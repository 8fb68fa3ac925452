import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaStandIn } from './no-json-schema.ts';

const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4/core');
const exportsOf = (code: string) => [...code.matchAll(/^export const ([\w$]+)/gm)].map((m) => m[1]!);

describe('zod’s JSON Schema modules stood in for in the web build', () => {
  it('keeps every name the real modules export, each one throwing when called', () => {
    for (const file of ['to-json-schema.js', 'json-schema-processors.js']) {
      const standIn = jsonSchemaStandIn(readFileSync(join(zodCore, file), 'utf8'));
      const names = exportsOf(standIn);
      expect(names.length).toBeGreaterThan(3);
      const module = new Function(`${standIn.replace(/^export /gm, '')}; return { ${names.join(', ')} };`)() as Record<
        string,
        (...args: unknown[]) => unknown
      >;
      for (const name of names.filter((n) => !n.startsWith('create'))) expect(() => module[name]!()).toThrow(/not part of the web build/);
    }
  });

  it('lets zod make its methods while building a schema; they throw only when called', () => {
    const standIn = jsonSchemaStandIn(readFileSync(join(zodCore, 'to-json-schema.js'), 'utf8'));
    expect(exportsOf(standIn)).toEqual(expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod', 'process']));
    const module = new Function(`${standIn.replace(/^export /gm, '')}; return { createStandardJSONSchemaMethod };`)() as {
      createStandardJSONSchemaMethod: () => () => unknown;
    };
    const method = module.createStandardJSONSchemaMethod();
    expect(() => method()).toThrow(/not part of the web build/);
  });
});
