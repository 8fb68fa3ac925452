import { describe, expect, it } from 'vitest';
import { isRecursiveSchema, type $ZodType } from 'zod/v4/core';
import { zPaginationMeta } from './common.ts';
import { REPORT_OPTIONS_TWICE, REPORT_TYPE_REQUIRED, zGenerateReportRequest } from './reports.ts';
import { SETTINGS_MSG, zGoalsString } from './settings.ts';
import { zCreateDepartmentRequest } from './structure.ts';
import { z } from './zod.ts';

// The contracts build their schemas with zod/mini (zod.ts). What the server answers and the forms
// show must be what the classic API gave: its English messages, its strict objects, the issues a
// transform raises and the preprocessed empty pick.
const issuesOf = (schema: z.ZodMiniType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
const uuid = '00000000-0000-4000-8000-000000000001';
// Vite's (vitest's) module glob; the contracts' tsconfig has no vite types.
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}
/** The schemas a contract exports, alone or inside its endpoint tables (a few levels down). */
const schemasIn = (value: unknown, depth: number): $ZodType[] => {
  if (!value || typeof value !== 'object') return [];
  if ('_zod' in value) return [value as $ZodType];
  return depth === 0 ? [] : Object.values(value).flatMap((v) => schemasIn(v, depth - 1));
};

describe('contract schemas on zod/mini', () => {
  it("give zod's English messages where a schema names none", () => {
    expect(issuesOf(zPaginationMeta, { total_items: 'x', items_start: 1.5, items_end: 0, page: 1, pageSize: 1 })).toEqual([
      { path: 'total_items', message: 'Invalid input: expected number, received string' },
      { path: 'items_start', message: 'Invalid input: expected int, received number' },
    ]);
  });

  it('refuse an unknown field of an extended strict object by name', () => {
    const body = { organizationId: uuid, name: 'Sales', departmentClassificationId: uuid, extra: 1 };
    expect(issuesOf(zCreateDepartmentRequest, body)).toEqual([{ path: '', message: 'Unrecognized key: "extra"' }]);
  });

  it('take an empty pick as none', () => {
    const body = { organizationId: uuid, name: 'Sales', departmentClassificationId: uuid, department_head_id: '' };
    expect(zCreateDepartmentRequest.parse(body)).toMatchObject({ department_head_id: undefined });
  });

  it("report a transform's own issues with their path and message", () => {
    expect(issuesOf(zGoalsString, 'Grow|||   |||Hire')).toEqual([{ path: '', message: SETTINGS_MSG.goalsEmpty }]);
    expect(issuesOf(zGenerateReportRequest, { organizationId: uuid })).toEqual([{ path: 'reportType', message: REPORT_TYPE_REQUIRED }]);
    const twice = { organizationId: uuid, reportOptions: { reportType: 'submissions' }, reportType: 'submissions' };
    expect(issuesOf(zGenerateReportRequest, twice)).toEqual([{ path: 'reportType', message: REPORT_OPTIONS_TWICE }]);
  });

  it('has no schema that contains itself, where the memoizer zod.ts leaves out would act', () => {
    const modules = import.meta.glob(['./*.ts', './endpoints/*.ts', '!./*.test.ts'], { eager: true });
    const recursive: string[] = [];
    let schemas = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        for (const schema of schemasIn(value, 3)) {
          schemas++;
          if (isRecursiveSchema(schema)) recursive.push(`${file} ${name}`);
        }
      }
    }
    expect(schemas).toBeGreaterThan(500);
    expect(recursive).toEqual([]);
  });
});
