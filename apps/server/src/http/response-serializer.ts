import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { jsonWire } from './json-wire.ts';
import { compileResponseWriter } from './response-writer.ts';

/** An answer that does not fit its endpoint's response schema: a 500, never sent as it is. */
export class ResponseShapeError extends Error {
  constructor(url: string, error: z.core.$ZodError) {
    // Paths and expected types only: the values may be what an employee wrote.
    const issues = error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    super(`The answer of ${url} does not fit its response schema: ${issues.join('; ')}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * Every JSON answer goes out through its endpoint's response schema (packages/contracts
 * endpoints): a field the schema does not name is dropped, so a careless service cannot leak a
 * column, and an answer that breaks the schema fails loudly (500, logged) instead of reaching a
 * client. The value is first put in its JSON form (dates become ISO strings), which is what the
 * schema describes and what the client would have received; then checked, then sent.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = ({ schema, url }) => {
  // The same check and text in one walk (response-writer.ts); where it is not sure, zod decides.
  const write = compileResponseWriter(schema);
  return (data) => {
    try {
      return write(data);
    } catch {
      const wire = jsonWire(data) ?? null;
      const parsed = z.safeParse(schema, wire);
      if (!parsed.success) throw new ResponseShapeError(url, parsed.error);
      return JSON.stringify(parsed.data);
    }
  };
};
