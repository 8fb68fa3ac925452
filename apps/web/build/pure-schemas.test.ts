import { describe, expect, it } from 'vitest';
import { markSchemasPure } from './pure-schemas.ts';

describe('the contracts’ schemas marked pure for the web build', () => {
  it('marks each `= z.…` definition, chained or not, and leaves the rest', () => {
    const code = [
      "export const zId = z.uuid({ error: 'Invalid id' });",
      'export const zReq = z',
      '  .object({ id: zId })',
      '  .strict();',
      'export const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+$/;',
      'export const zPage = zReq.extend({ page: z.number() });',
    ].join('\n');
    expect(markSchemasPure(code)).toBe(
      [
        "export const zId = /*#__PURE__*/ z.uuid({ error: 'Invalid id' });",
        'export const zReq = /*#__PURE__*/ z',
        '  .object({ id: zId })',
        '  .strict();',
        'export const EMAIL_PATTERN = /^[^\\s@]+@[^\\s@]+$/;',
        'export const zPage = zReq.extend({ page: z.number() });',
      ].join('\n'),
    );
  });
});
