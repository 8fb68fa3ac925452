import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas } from './endpoint-addresses.ts';

const dir = join(import.meta.dirname, '../../../packages/contracts/src/endpoints');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

describe('endpoint addresses for the browser', () => {
  it('keeps every endpoint and its method, path and access, and drops its schemas, summary, permission and the schema imports', async () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const code = readFileSync(join(dir, file), 'utf8');
      const stripped = stripEndpointSchemas(code, file);
      expect(stripped, file).not.toMatch(/^\s*(request|response|params|summary|permission):/m);
      expect(
        [...stripped.matchAll(/from '([^']+)'/g)].map((m) => m[1]).filter((m) => m !== '../endpoint.ts'),
        file,
      ).toEqual([]);
      const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;
      expect(count(stripped, /defineEndpoint\(/g), file).toBe(count(code, /defineEndpoint\(/g));
      expect(count(stripped, /^\s*path: '/gm), file).toBe(count(code, /^\s*path: '/gm));
      expect(count(stripped, /^\s*access: '/gm), file).toBe(count(code, /^\s*access: '/gm));
    }
  });
});
