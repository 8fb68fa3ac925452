import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * zod 4 builds every schema with the means to turn it into a JSON Schema (`toJSONSchema()`, the
 * `~standard.jsonSchema` methods): ~5 KB gzip the browser never runs, as only the server
 * publishes JSON Schemas (its OpenAPI document). The web build gets these two modules of zod as
 * stand-ins with the same exports: calling one throws; building, parsing and validating are
 * untouched (ARCHITECTURE §8, the 350 KB budget of the whole app).
 */
const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
/** Return a method that throws when called: zod makes these while a schema is built or read. */
const FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

/** A module with the names `code` exports, each a function that throws. */
export function jsonSchemaStandIn(code: string): string {
  const names = new Set<string>();
  for (const m of code.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([A-Za-z_$][\w$]*)/gm)) names.add(m[1]!);
  for (const m of code.matchAll(/^export \{([^}]*)\}(?! from)/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  const lines = ["function unavailable() { throw new Error('JSON Schema generation is not part of the web build'); }"];
  for (const name of names) lines.push(`export const ${name} = ${FACTORIES.has(name) ? '() => unavailable' : 'unavailable'};`);
  return lines.join('\n');
}

export function noJsonSchema(): Plugin {
  return {
    name: 'voyce-no-json-schema',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!JSON_SCHEMA_MODULE.test(file)) return null;
      return jsonSchemaStandIn(await readFile(file, 'utf8'));
    },
  };
}
