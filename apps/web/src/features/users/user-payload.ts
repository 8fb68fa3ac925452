import { categoriesToFlags, type EmergencyCategory } from '@voyce/contracts/emergency-categories';
import type { BulkResult, BulkUserInput } from '@voyce/contracts/user-bulk';
import type { UpdateUserRequest } from '@voyce/contracts/user-writes';
import type { UserKind, UserRow } from '@voyce/contracts/users';
import { EMPLOYEE_ROLE_ID, FULL_ACCESS_ROLE_ID, LEAST_ROLE_CHOICE } from '@voyce/contracts/roles';

type BulkEntity = BulkResult['entity'];

/** The drawers' field values (the contract's form schemas check them). */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  businessEmail: string;
  personalEmail: string;
  employeeId: string;
  departmentIds: string[];
  divisionId: string;
  designationId: string;
  businessEntityId: string;
  locationId: string;
  categories: EmergencyCategory[];
  /**
   * The role: EMPLOYEE_ROLE_ID, FULL_ACCESS_ROLE_ID, the least role's id ('' before it has a row)
   * or a custom role's; 'owner' shows an owner's (which nobody changes here).
   */
  roleId: string;
};

const TAG_FIELDS = ['divisionId', 'designationId', 'businessEntityId', 'locationId'] as const;

/** Spec 2 §5: optional fields left empty are dropped from the payload. */
function optional(values: UserFormValues) {
  const out: Partial<Record<'personalEmail' | 'employeeId' | (typeof TAG_FIELDS)[number], string>> = {};
  for (const key of ['personalEmail', 'employeeId', ...TAG_FIELDS] as const) {
    const value = values[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** The drawer's values as one user of its kind's add call. */
export function toNewUser(kind: UserKind, values: UserFormValues): BulkUserInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    businessEmail: values.businessEmail.trim(),
    departmentIds: values.departmentIds,
    ...optional(values),
    ...(kind === 'blyndspot' ? categoriesToFlags(values.categories) : {}),
    // Left out, the server gives the least role: the drawer always says which access it asks for.
    ...(kind === 'blyndspot' && values.roleId ? { roleId: values.roleId } : {}),
  };
}

/**
 * The role /user-management/update carries: the user's own, always. A new role goes through
 * /user-management/changeRole (roleChangeOf), which promotes and demotes too; the update
 * never changes what someone may do.
 */
const ownRoleOf = (row: UserRow): { roleId?: string } => (row.role !== 'employee' && row.roleId ? { roleId: row.roleId } : {});

/** The value a role choice sends to /user-management/changeRole ('' is the least role before its row exists). */
export const roleChoiceOf = (value: string) => (value === '' ? LEAST_ROLE_CHOICE : value);

/** The value a user's current role shows as in the role field. */
export function roleValueOf(row: Pick<UserRow, 'role' | 'roleId'>): string {
  if (row.role === 'employee') return EMPLOYEE_ROLE_ID;
  if (row.role === 'owner') return 'owner';
  return row.roleId ?? FULL_ACCESS_ROLE_ID;
}

/** The role the drawer asks /user-management/changeRole for; undefined when it is the user's own. */
export function roleChangeOf(row: Pick<UserRow, 'role' | 'roleId'>, values: Pick<UserFormValues, 'roleId'>): string | undefined {
  if (values.roleId === roleValueOf(row) || values.roleId === 'owner') return undefined;
  return roleChoiceOf(values.roleId);
}

/** The drawer's values as /user-management/update (the e-mail stays the user's own). */
export function toUpdate(kind: UserKind, row: UserRow, values: UserFormValues): Omit<UpdateUserRequest, 'organizationId'> {
  return {
    userId: row.userId,
    departmentIds: values.departmentIds,
    ...optional(values),
    ...(kind === 'blyndspot' ? categoriesToFlags(values.categories) : {}),
    // The update replaces the record: its role stays (full access is the role left out).
    ...ownRoleOf(row),
    user: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      businessEmail: row.businessEmail,
      ...(row.username ? { username: row.username } : {}),
    },
  };
}

/** A server issue's field (CSV names or ids) as the drawer's field. */
export const FORM_FIELD_OF: Record<string, keyof UserFormValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  businessEmail: 'businessEmail',
  personalEmail: 'personalEmail',
  employeeId: 'employeeId',
  departmentIds: 'departmentIds',
  departmentNames: 'departmentIds',
  divisionId: 'divisionId',
  designationId: 'designationId',
  businessEntityId: 'businessEntityId',
  locationId: 'locationId',
  roleId: 'roleId',
  crime: 'categories',
  violence: 'categories',
  threat: 'categories',
  selfHarm: 'categories',
  harassment: 'categories',
};

/** The bulk update drawer's values: empty means 'no change'. roleId ('Set role') goes its own way (bulkRoleOf). */
export type Changes = {
  departmentIds: string[];
  divisionId: string;
  designationId: string;
  businessEntityId: string;
  locationId: string;
  roleId: string;
};
export const EMPTY_CHANGES: Changes = {
  departmentIds: [],
  divisionId: '',
  designationId: '',
  businessEntityId: '',
  locationId: '',
  roleId: '',
};
/** The bulk drawer's 'No change' of the role (its options send the least role as roleChoiceOf does). */
export const KEEP_ROLE = '';

/** What the drawer sets on every selected user's record; a field left as it is stays unchanged. */
export function changesOf(values: Changes): Partial<BulkUserInput> {
  const { roleId: _role, ...tags } = values;
  return Object.fromEntries(Object.entries(tags).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));
}

/** The role the bulk drawer gives every selected user; undefined: no change. */
export const bulkRoleOf = (values: Pick<Changes, 'roleId'>): string | undefined =>
  values.roleId === KEEP_ROLE ? undefined : values.roleId;

/**
 * One answer for a bulk update followed by a role change of the users it updated: the role
 * call's rows (numbered among `changed`, the rows that got that far) renumbered as rows of
 * the whole selection, so the results dialog names each user once, with their first failure.
 */
export function mergeBulkResults(first: BulkEntity, changed: number[], second: BulkEntity): BulkEntity {
  const rowOf = (n: number) => changed[n - 1] ?? n;
  return {
    success: second.success.map((s) => ({ ...s, row: rowOf(s.row) })),
    failures: [...first.failures, ...second.failures.map((f) => ({ ...f, row: rowOf(f.row) }))].sort((a, b) => a.row - b.row),
  };
}
