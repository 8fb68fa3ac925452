import {
  categoriesToFlags,
  type BulkUserInput,
  type EmergencyCategory,
  type UpdateUserRequest,
  type UserKind,
  type UserRow,
} from '@voyce/contracts/users';
import { FULL_ACCESS_ROLE_ID } from '@voyce/contracts/roles';

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
  /** Blyndspot users: FULL_ACCESS_ROLE_ID, the least role's id or a custom role's; '' not chosen. */
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

/** The access an update asks for: the drawer's choice for a leader, else the row's own. */
function accessOf(kind: UserKind, row: UserRow, values: UserFormValues): { roleId?: string } {
  const chosen = kind === 'blyndspot' && values.roleId ? values.roleId : (row.roleId ?? FULL_ACCESS_ROLE_ID);
  return chosen === FULL_ACCESS_ROLE_ID ? {} : { roleId: chosen };
}

/** The drawer's values as /user-management/update (the e-mail stays the user's own). */
export function toUpdate(kind: UserKind, row: UserRow, values: UserFormValues): Omit<UpdateUserRequest, 'organizationId'> {
  return {
    userId: row.userId,
    departmentIds: values.departmentIds,
    ...optional(values),
    ...(kind === 'blyndspot' ? categoriesToFlags(values.categories) : {}),
    // The update replaces the record: the access chosen (full access is the role left out).
    ...accessOf(kind, row, values),
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

/** The bulk update drawer's values: empty means 'no change'. */
export type Changes = { departmentIds: string[]; divisionId: string; designationId: string; businessEntityId: string; locationId: string };
export const EMPTY_CHANGES: Changes = { departmentIds: [], divisionId: '', designationId: '', businessEntityId: '', locationId: '' };

/** What the drawer sets on every selected user; a field left as it is stays unchanged. */
export function changesOf(values: Changes): Partial<BulkUserInput> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));
}
