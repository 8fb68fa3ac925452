import type { UserRow } from '@voyce/contracts/users';
import { describe, expect, it } from 'vitest';
import { narrowUsers, pageOf } from './narrow-users';
import { USER_FILTER_DEFAULTS } from './use-user-filters';

const user = (over: Partial<UserRow>): UserRow =>
  ({
    id: over.businessEmail,
    firstName: 'A',
    lastName: 'B',
    businessEmail: 'a@x.test',
    employeeId: null,
    departmentIds: [],
    divisionId: null,
    designationId: null,
    businessEntityId: null,
    locationId: null,
    accountStatus: 'active',
    ...over,
  }) as UserRow;

const users = [
  user({ firstName: 'Ana', businessEmail: 'ana@x.test', departmentIds: ['d1', 'd2'], locationId: 'l1' }),
  user({ firstName: 'Ben', businessEmail: 'ben@x.test', departmentIds: ['d2'], accountStatus: 'inactive' }),
  user({ firstName: 'Cara', businessEmail: 'cara@x.test', accountStatus: 'pending', employeeId: 'E-7' }),
];
const names = (rows: UserRow[]) => rows.map((u) => u.firstName);

describe('narrowUsers', () => {
  it('keeps everyone without filters', () => {
    expect(names(narrowUsers(users, USER_FILTER_DEFAULTS))).toEqual(['Ana', 'Ben', 'Cara']);
  });
  it('filters by the status chip', () => {
    expect(names(narrowUsers(users, { ...USER_FILTER_DEFAULTS, status: 'pending' }))).toEqual(['Cara']);
  });
  it('searches names, e-mails and employee ids', () => {
    expect(names(narrowUsers(users, { ...USER_FILTER_DEFAULTS, search: 'BEN@' }))).toEqual(['Ben']);
    expect(names(narrowUsers(users, { ...USER_FILTER_DEFAULTS, search: 'e-7' }))).toEqual(['Cara']);
  });
  it('matches any chosen tag of a filter and every filter', () => {
    expect(names(narrowUsers(users, { ...USER_FILTER_DEFAULTS, department: 'd2,d9' }))).toEqual(['Ana', 'Ben']);
    expect(names(narrowUsers(users, { ...USER_FILTER_DEFAULTS, department: 'd2', location: 'l1' }))).toEqual(['Ana']);
  });
});

describe('pageOf', () => {
  it('slices a page and clamps one past the end', () => {
    expect(pageOf([1, 2, 3], 2, 2)).toEqual({ rows: [3], page: 2, pages: 2 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ rows: [3], page: 2, pages: 2 });
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
