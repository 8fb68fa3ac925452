import type { UserRow } from '@voyce/contracts/users';
import { describe, expect, it } from 'vitest';
import { changesOf, toNewUser, toUpdate, type UserFormValues } from './user-payload';

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

  it("asks for the access the drawer shows: a role's id, or none for full access", () => {
    const row = { userId: 'u1', businessEmail: 'kept@x.test', username: null, roleId: 'r1' } as UserRow;
    expect(toNewUser('blyndspot', { ...values, roleId: 'least' }).roleId).toBe('least');
    expect(toNewUser('blyndspot', { ...values, roleId: 'admin' }).roleId).toBe('admin');
    expect(toNewUser('myvoyce', { ...values, roleId: 'admin' })).not.toHaveProperty('roleId');
    expect(toUpdate('blyndspot', row, { ...values, roleId: 'r2' }).roleId).toBe('r2');
    expect(toUpdate('blyndspot', row, { ...values, roleId: 'admin' })).not.toHaveProperty('roleId');
  });

  it('a bulk update carries only the fields the person set', () => {
    expect(changesOf({ departmentIds: [], divisionId: '', designationId: 'g1', businessEntityId: '', locationId: 'l1' })).toEqual({
      designationId: 'g1',
      locationId: 'l1',
    });
  });
});
