import type { Department } from '@voyce/contracts/structure';
import { describe, expect, it } from 'vitest';
import { leaderOptions } from './departments-tab';

const department = (id: string, head: [string, string] | null, manager: [string, string] | null = null): Department => ({
  id,
  organizationId: 'o',
  name: id,
  description: '',
  departmentClassificationId: null,
  departmentClassificationName: null,
  department_head_id: head?.[0] ?? null,
  department_head_name: head?.[1] ?? null,
  department_manager_id: manager?.[0] ?? null,
  department_manager_name: manager?.[1] ?? null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('the Department Head and Manager filters (issue 19)', () => {
  it('offer the people who head or manage a department, each once, by name: not every member', () => {
    const rows = [
      department('Sales', ['u-2', 'Zoe Zed'], ['u-1', 'Ana Adams']),
      department('Warehouse', ['u-1', 'Ana Adams']),
      department('Support', ['u-2', 'Zoe Zed']),
      department('Legal', null),
    ];
    expect(leaderOptions(rows, 'head')).toEqual([
      { value: 'u-1', label: 'Ana Adams' },
      { value: 'u-2', label: 'Zoe Zed' },
    ]);
    expect(leaderOptions(rows, 'manager')).toEqual([{ value: 'u-1', label: 'Ana Adams' }]);
    expect(leaderOptions([], 'head')).toEqual([]);
  });
});
