import { describe, expect, it } from 'vitest';
import { auditDetailText, auditTargetName } from './audit-detail';

const roleId = '6f1c1d7e-8a7b-4c55-9a51-2d7f3f0a9b10';

describe('an audit row’s detail, as the log shows it', () => {
  it('names a role assignment by the role, never by its id', () => {
    const detail = { roleId, roleName: 'Shift Leads', name: 'Dana Lee' };
    expect(auditTargetName(detail)).toBe('Dana Lee');
    expect(auditDetailText(detail)).toBe('role: Shift Leads');
    expect(auditDetailText(detail)).not.toContain(roleId);
    // The bulk change's row: the built-in kind gives way to the role's name.
    expect(
      auditDetailText({ email: 'dana@example.com', from: 'employee', role: 'admin', roleId, roleName: 'Shift Leads', name: 'Dana Lee' }),
    ).toBe('email: dana@example.com · from: employee · role: Shift Leads');
  });

  it('keeps an id when no name is known for it, and the other facts as they are', () => {
    expect(auditDetailText({ roleId })).toBe(`roleId: ${roleId}`);
    expect(auditDetailText({ kind: 'report', rows: 12, ids: [], note: null })).toBe('kind: report · rows: 12');
    expect(auditTargetName({ email: 'x@example.com' })).toBe('x@example.com');
    expect(auditTargetName({})).toBeNull();
  });
});

describe('a settings change, old → new (issue 34 item 13)', () => {
  it('reads minimum group size 5 → 3, not two separate numbers and the list of fields sent', () => {
    expect(auditDetailText({ fields: ['name', 'minGroupSize'], oldMinGroupSize: 5, newMinGroupSize: 3 })).toBe('minGroupSize: 5 → 3');
  });

  it('shows every changed field, nothing as a dash, and keeps the other facts after them', () => {
    expect(
      auditDetailText({
        name: 'Night Shift Leads',
        insights: 'edit',
        reports: 'none',
        oldName: 'Night Leads',
        newName: 'Night Shift Leads',
        oldInsights: 'view',
        newInsights: 'edit',
      }),
    ).toBe('name: Night Leads → Night Shift Leads · insights: view → edit · reports: none');
    expect(auditDetailText({ name: 'walk out', kind: 'threat', oldPhrase: null, newPhrase: 'walk out (threat)' })).toBe(
      'phrase: — → walk out (threat) · kind: threat',
    );
    expect(auditDetailText({ oldPositivePhrases: [], newPositivePhrases: ['pay', 'safety'], positive: 2 })).toBe(
      'positivePhrases: — → pay, safety · positive: 2',
    );
  });

  it('leaves a lone old… or new… key as it is', () => {
    expect(auditDetailText({ newcomers: 3 })).toBe('newcomers: 3');
    expect(auditDetailText({ oldMinGroupSize: 5 })).toBe('oldMinGroupSize: 5');
  });
});
