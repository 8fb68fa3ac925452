import { z } from './zod.ts';
import { USER_KINDS, USER_KIND_LABELS, type UserKind } from './user-kinds.ts';

export { USER_KINDS, USER_KIND_LABELS, USER_KIND_ROLE, userKindOfRole, type UserKind, type UserRole } from './user-kinds.ts';

/**
 * The users list of user management (spec 2 §2 'Users Management page', §3 'User', §7, §9): two
 * user kinds, Blyndspot users (admins, tab id 'blyndspot') and MyVoyce users (employees, tab id
 * 'myvoyce'), the row and metrics the list answers, its filters, and the export built from it.
 * What a leader writes about people is in user-writes.ts, bulk calls in user-bulk.ts, the CSV
 * import in user-import.ts, and the wording in user-messages.ts.
 */

const zUuid = z.uuid({ error: 'Invalid id' });

// ---- user kinds and roles -----------------------------------------------------------

export const zUserKind = z.enum(USER_KINDS, { error: 'Please select a user type' });

/**
 * The list's `role`: spec 2 §6 requests the admin list with role ADMIN; either case is taken.
 * 'admin' lists owners and admins (the Blyndspot tab), 'employee' the MyVoyce tab.
 */
export const zUserListRole = z.pipe(
  z.pipe(
    z.string({ error: 'Please select a user type' }),
    z.transform((v) => v.toLowerCase()),
  ),
  z.enum(['admin', 'employee'], { error: 'Please select a user type' }),
);

// ---- the user row ------------------------------------------------------------------------

export const INVITE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
/** Spec 2 §4 account status: Pending (invite pending), Active, Inactive (disabled). */
export const ACCOUNT_STATUSES = ['active', 'inactive', 'pending', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
  rejected: 'Rejected',
};

const zTagRef = z.object({ id: z.string(), name: z.string() });
export type TagRef = z.infer<typeof zTagRef>;

/** One user of the list (spec 2 §3 'User'); ids of a tag come with its name for the table. */
export const zUserRow = z.object({
  /** The membership id. */
  id: z.string(),
  userId: z.string(),
  /**
   * Names and personal e-mail as this organisation knows them: what it typed; once the person
   * accepted its invite, their own where it typed none. Username only once they accepted.
   */
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  username: z.nullable(z.string()),
  businessEmail: z.string(),
  /** The e-mail the invite went to (the business e-mail). */
  inviteEmail: z.string(),
  personalEmail: z.nullable(z.string()),
  employeeId: z.nullable(z.string()),
  /** owner, admin or employee. */
  role: z.string(),
  /** An admin's custom role, null for the built-in one. */
  roleId: z.nullable(z.string()),
  departmentIds: z.array(z.string()),
  departments: z.array(zTagRef),
  divisionId: z.nullable(z.string()),
  division: z.nullable(zTagRef),
  designationId: z.nullable(z.string()),
  designation: z.nullable(zTagRef),
  businessEntityId: z.nullable(z.string()),
  businessUnit: z.nullable(zTagRef),
  locationId: z.nullable(z.string()),
  location: z.nullable(zTagRef),
  disabled: z.boolean(),
  inviteStatus: z.enum(INVITE_STATUSES),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  inviteCreatedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** Blyndspot users only: the emergency contact this user is, with its categories. */
  leadershipTeamMemberId: z.nullable(z.string()),
  crime: z.boolean(),
  violence: z.boolean(),
  threat: z.boolean(),
  selfHarm: z.boolean(),
  harassment: z.boolean(),
});
export type UserRow = z.infer<typeof zUserRow>;

/** Spec 2 §3 'User list metrics'; the Blyndspot tab shows Total, Active, Inactive only. */
export const zUserMetrics = z.object({
  totalCount: z.number().check(z.int()),
  activeCount: z.number().check(z.int()),
  inactiveCount: z.number().check(z.int()),
  invitedCount: z.number().check(z.int()),
});
export type UserMetrics = z.infer<typeof zUserMetrics>;
export const METRIC_CHIPS: Record<UserKind, readonly { status: 'all' | AccountStatus; label: string; metric: keyof UserMetrics }[]> = {
  myvoyce: [
    { status: 'all', label: 'Total', metric: 'totalCount' },
    { status: 'active', label: 'Active', metric: 'activeCount' },
    { status: 'inactive', label: 'Inactive', metric: 'inactiveCount' },
    { status: 'pending', label: 'Invited', metric: 'invitedCount' },
  ],
  blyndspot: [
    { status: 'all', label: 'Total', metric: 'totalCount' },
    { status: 'active', label: 'Active', metric: 'activeCount' },
    { status: 'inactive', label: 'Inactive', metric: 'inactiveCount' },
  ],
};

// ---- POST /user-management/list ---------------------------------------------------------

const zIdList = z.optional(z.array(zUuid).check(z.maxLength(1000)));
/**
 * Optional filters (spec 2 §7 says the tag filters run on the client after fetch; the server
 * takes them too). status: spec 2 §4 (any other value applies no filter).
 */
export const zUserListFilters = z.strictObject({
  status: z.optional(z.enum(['all', ...ACCOUNT_STATUSES])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  departmentIds: zIdList,
  divisionIds: zIdList,
  designationIds: zIdList,
  businessUnitIds: zIdList,
  locationIds: zIdList,
});
export type UserListFilters = z.infer<typeof zUserListFilters>;
export const zUserListRequest = z.strictObject({ organizationId: zUuid, role: zUserListRole, filters: z.optional(zUserListFilters) });
/** data.entity: the users sorted by firstName ascending, and metrics over the whole tab. */
export const zUserListResponse = z.object({ entity: z.object({ users: z.array(zUserRow), metrics: zUserMetrics }) });
export type UserListResponse = z.infer<typeof zUserListResponse>;

// ---- export (built on the client) ------------------------------------------------------

/** Spec 2 §9 export columns per tab. */
export const EXPORT_COLUMNS: Record<UserKind, readonly { header: string; value: (u: UserRow) => string }[]> = {
  blyndspot: [
    { header: 'First Name', value: (u) => u.firstName ?? '' },
    { header: 'Last Name', value: (u) => u.lastName ?? '' },
    { header: 'Business Email', value: (u) => u.businessEmail },
    { header: 'Personal Email', value: (u) => u.personalEmail ?? '' },
  ],
  myvoyce: [
    { header: 'First Name', value: (u) => u.firstName ?? '' },
    { header: 'Last Name', value: (u) => u.lastName ?? '' },
    { header: 'Invite Email', value: (u) => u.inviteEmail },
    { header: 'Invite Created', value: (u) => u.inviteCreatedAt ?? '' },
  ],
};
/** Spec 2 §7: named for the user type with the current date (YYYY-MM-DD). */
export const exportFileName = (kind: UserKind, date: Date = new Date()) =>
  `${USER_KIND_LABELS[kind].toLowerCase()}-users-${date.toISOString().slice(0, 10)}.csv`;
