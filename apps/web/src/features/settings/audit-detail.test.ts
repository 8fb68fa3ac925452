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
