import type { Plugin } from 'vite';

/**
 * The contracts define many zod schemas for the server alone (requests, answers, forms the web
 * validates elsewhere). Building a schema has no effect beyond the schema, so one the web never
 * uses can go, but the bundler keeps a chained definition (`z.object({...}).strict()`) unless told
 * the whole chain is pure: this marks every `= z.…` definition of the contracts' files
 * `/*#__PURE__*\/`. The `manualPureFunctions: ['z']` of vite.config.ts covers only the first call.
 */
const CONTRACT_FILE = /\/packages\/contracts\/src\/[a-z-]+\.ts$/;
const DEFINITION = /(=\s*)z(\s*\.)/g;

export const markSchemasPure = (code: string) => code.replace(DEFINITION, '$1/*#__PURE__*/ z$2');

export function pureSchemas(): Plugin {
  return {
    name: 'voyce-pure-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id.split('?')[0]!)) return null;
      return { code: markSchemasPure(code), map: null };
    },
  };
}
