import type { UserRow } from '@voyce/contracts/users';
import { describe, expect, it } from 'vitest';
import {
  bulkRoleOf,
  changesOf,
  EMPTY_CHANGES,
  mergeBulkResults,
  roleChangeOf,
  roleValueOf,
  toNewUser,
  toUpdate,
  type UserFormValues,
} from './user-payload';

const values: UserFormValues = {
  firstName: ' Nina ',
  lastName: 'Newhire',
  businessEmail: 'nina@x.test',
  personalEmail: '',
  employeeId: ' E-1 ',
  departmentIds: ['d1'],
  divisionId: '',
  designationId: 'g1',
  businessEntityId: '',
  locationId: '',
  categories: ['violence', 'threat'],
  roleId: '',
};

describe('user payloads (spec 2 §5)', () => {
  it('drops empty optional fields and trims names', () => {
    expect(toNewUser('myvoyce', values)).toEqual({
      firstName: 'Nina',
      lastName: 'Newhire',
      businessEmail: 'nina@x.test',
      departmentIds: ['d1'],
      employeeId: 'E-1',
      designationId: 'g1',
    });
  });

  it('sends a Blyndspot user their emergency categories as flags', () => {
    expect(toNewUser('blyndspot', values)).toMatchObject({
      violence: true,
      crime: false,
      threat: true,
      selfHarm: false,
      harassment: false,
    });
    expect(toNewUser('blyndspot', { ...values, categories: ['self_harm', 'harassment'] })).toMatchObject({
      violence: false,
      selfHarm: true,
      harassment: true,
    });
  });

  it("updates with the user's own e-mail, whatever the form holds", () => {
    const row = { userId: 'u1', businessEmail: 'kept@x.test', username: null } as UserRow;
    const update = toUpdate('myvoyce', row, { ...values, businessEmail: 'changed@x.test' });
    expect(update.userId).toBe('u1');
    expect(update.user).toEqual({ firstName: 'Nina', lastName: 'Newhire', businessEmail: 'kept@x.test' });
    expect(update).not.toHaveProperty('divisionId');
    expect(toUpdate('blyndspot', { ...row, roleId: 'r1' }, values).roleId).toBe('r1');
  });

  it("adds a new leader with the access the drawer shows: a role's id, 'admin' for full access, none: the least role", () => {
    expect(toNewUser('blyndspot', { ...values, roleId: 'least' }).roleId).toBe('least');
    expect(toNewUser('blyndspot', { ...values, roleId: 'admin' }).roleId).toBe('admin');
    expect(toNewUser('blyndspot', values)).not.toHaveProperty('roleId');
    expect(toNewUser('myvoyce', { ...values, roleId: 'admin' })).not.toHaveProperty('roleId');
  });

  it('keeps the role in the update; a new role is a change of its own (promote, demote, move)', () => {
    const leader = { userId: 'u1', businessEmail: 'kept@x.test', username: null, role: 'admin', roleId: 'r1' } as UserRow;
    const full = { ...leader, roleId: null };
    const employee = { ...leader, role: 'employee', roleId: null } as UserRow;
    // The update carries the user's own role whatever the field says (full access: left out).
    expect(toUpdate('blyndspot', leader, { ...values, roleId: 'r2' }).roleId).toBe('r1');
    expect(toUpdate('blyndspot', full, { ...values, roleId: 'r2' })).not.toHaveProperty('roleId');
    expect(toUpdate('myvoyce', employee, { ...values, roleId: 'r2' })).not.toHaveProperty('roleId');
    // The change: nothing when the field shows the user's own role.
    expect(roleValueOf(leader)).toBe('r1');
    expect(roleValueOf(full)).toBe('admin');
    expect(roleValueOf(employee)).toBe('employee');
    expect(roleValueOf({ role: 'owner', roleId: null })).toBe('owner');
    expect(roleChangeOf(leader, { roleId: 'r1' })).toBeUndefined();
    expect(roleChangeOf(leader, { roleId: 'r2' })).toBe('r2');
    expect(roleChangeOf(leader, { roleId: 'employee' })).toBe('employee');
    expect(roleChangeOf(full, { roleId: 'admin' })).toBeUndefined();
    expect(roleChangeOf(employee, { roleId: 'employee' })).toBeUndefined();
    expect(roleChangeOf(employee, { roleId: 'r1' })).toBe('r1');
    // The least role before it has a row is asked for by name.
    expect(roleChangeOf(employee, { roleId: '' })).toBe('least');
    expect(roleChangeOf({ role: 'owner', roleId: null }, { roleId: 'owner' })).toBeUndefined();
  });

  it('a bulk update carries only the fields the person set; the role goes apart', () => {
    expect(changesOf({ ...EMPTY_CHANGES, designationId: 'g1', locationId: 'l1', roleId: 'r1' })).toEqual({
      designationId: 'g1',
      locationId: 'l1',
    });
    expect(bulkRoleOf(EMPTY_CHANGES)).toBeUndefined();
    expect(bulkRoleOf({ roleId: 'employee' })).toBe('employee');
  });

  it('one results dialog for a bulk update and the role change of the users it updated', () => {
    const first = {
      success: [
        { row: 1, email: 'a@x.test', userId: 'a' },
        { row: 3, email: 'c@x.test', userId: 'c' },
      ],
      failures: [{ row: 2, email: 'b@x.test', error: 'User not found', details: {} }],
    };
    // The role call saw only users 1 and 3, as its rows 1 and 2.
    const second = {
      success: [{ row: 1, email: 'a@x.test', userId: 'a' }],
      failures: [{ row: 2, email: 'c@x.test', error: 'You cannot change your own role', details: { roleId: 'x' } }],
    };
    expect(mergeBulkResults(first, [1, 3], second)).toEqual({
      success: [{ row: 1, email: 'a@x.test', userId: 'a' }],
      failures: [
        { row: 2, email: 'b@x.test', error: 'User not found', details: {} },
        { row: 3, email: 'c@x.test', error: 'You cannot change your own role', details: { roleId: 'x' } },
      ],
    });
  });
});
