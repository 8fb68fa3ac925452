import { z } from 'zod';
import { EMAIL_PATTERN, zEmail } from './common.ts';
import { MSG, lessThanChars, minChars } from './messages.ts';

/**
 * Users management (spec 2 §2 'Users Management page', §3 'User', §4, §5, §7, §8, §9): two user
 * kinds, Blyndspot users (admins, tab id 'blyndspot') and MyVoyce users (employees, tab id
 * 'myvoyce'); invites, deactivation, bulk add/update and the CSV import.
 *
 * Bulk calls (add, update) validate the request as a whole (a 400 for a bad envelope) but every
 * user row on its own: a bad row is reported in `failures` and never stops or half-writes another.
 *
 * People are global, organisations are not. Adding (or inviting) an e-mail that belongs
 * to someone already known elsewhere answers exactly like adding a new person: a pending member
 * and an invite. Until they accept, the organisation sees only the e-mail and what it typed
 * itself; names and personal e-mail it sets are its own record (its membership) and never change
 * the person's own, which only the person changes. Deactivating ends only the sessions acting in
 * the organisation that deactivates.
 *
 * Roles: a caller gives only what they hold, never changes their own role or the access
 * of someone who may do more than they, and only owners and admins with full access give full
 * access; a refused row carries `roleId` or `disabled` in its details, a refused single call is
 * a 403. See LEAST_ROLE_NAME and FULL_ACCESS_ROLE_ID in roles.ts.
 */

const zUuid = z.uuid({ error: 'Invalid id' });

// ---- user kinds and roles -----------------------------------------------------------

/** Tab ids of /settings/users/{tab}; the first is the default for an unknown tab. */
export const USER_KINDS = ['myvoyce', 'blyndspot'] as const;
export const zUserKind = z.enum(USER_KINDS, { error: 'Please select a user type' });
export type UserKind = z.infer<typeof zUserKind>;
export const USER_KIND_LABELS: Record<UserKind, string> = { myvoyce: 'MyVoyce', blyndspot: 'Blyndspot' };
/** Blyndspot users are created with role admin, MyVoyce users with role employee (spec 2 §6). */
export const USER_KIND_ROLE = { myvoyce: 'employee', blyndspot: 'admin' } as const;
export type UserRole = (typeof USER_KIND_ROLE)[UserKind];
export const userKindOfRole = (role: string): UserKind => (role === 'employee' ? 'myvoyce' : 'blyndspot');

/**
 * The list's `role`: spec 2 §6 requests the admin list with role ADMIN; either case is taken.
 * 'admin' lists owners and admins (the Blyndspot tab), 'employee' the MyVoyce tab.
 */
export const zUserListRole = z
  .string({ error: 'Please select a user type' })
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['admin', 'employee'], { error: 'Please select a user type' }));

// ---- wording --------------------------------------------------------------------------

export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 50;
/** Spec 2 §9: one CSV file, at most 5 MB. */
export const USER_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** A bulk that would change or deactivate more than this share of existing users asks first. */
export const BULK_CONFIRM_SHARE = 0.4;
/** The most users one bulk call takes (a 5 MB CSV holds about 20,000 rows). */
export const BULK_USERS_MAX = 25_000;

export const USERS_MSG = {
  // Spec 2 §5 user form.
  nameMin: minChars(USER_NAME_MIN),
  nameMax: lessThanChars(USER_NAME_MAX),
  nameNoNumbers: MSG.nameNoNumbers,
  nameRequired: MSG.fieldEmpty,
  invalidEmail: MSG.invalidEmail,
  departmentRequired: 'At least one department must be selected',
  categoryRequired: 'Please select at least one option',
  /** Shown under the read-only e-mail of the edit drawer. */
  emailNotEditable: 'E-mail cannot be changed. Please contact support to change it.',
  usernameNotEditable: 'Username cannot be changed',
  employeeIdMax: lessThanChars(100),
  // Spec 2 §5 import form.
  userTypeRequired: 'Please select a user type',
  importModeRequired: 'Please select an import mode',
  identifierRequired: 'Please select an update identifier',
  fileRequired: 'Please upload a file',
  oneFileOnly: 'Please upload only one file',
  csvOnly: 'Only CSV files are allowed',
  fileTooLarge: 'File size must be less than 5 MB',
  invalidEmailFormat: 'Invalid email format',
  fileEmpty: 'The file has no user rows',
  fileUnreadable: 'The file could not be read as CSV',
  missingColumns: (columns: string[]) => `The file is missing the column(s): ${columns.join(', ')}`,
  employeeIdRequired: 'Employee ID is required',
  // Per-row issues of bulk calls (the results dialog's field/issue table).
  unknownTag: (label: string, name: string) => `${label} '${name}' does not exist in this organization`,
  unknownTagId: (label: string) => `${label} not found`,
  emailExists: 'A user with this email already exists',
  duplicateInFile: 'This user appears more than once in the list',
  duplicateEmployeeIdInFile: 'This employee ID appears more than once in the list',
  employeeIdExists: 'Another user already has this employee ID',
  employeeIdAmbiguous: 'More than one user has this employee ID',
  userNotFound: 'User not found',
  rowFailed: 'Could not save this user',
  // Spec 2 §4, §8.
  registrationStarted: 'User has already started registration. Please wait for them to complete the process or contact them directly.',
  resendSameLink: 'The same registration link will be sent again.',
  inviteSent: 'Invite sent',
  inviteNotPending: 'This user has no pending invite',
  deleteInviteTitle: 'Deleting Pending Invite',
  deleteInviteConfirm: 'Are you sure you want to delete this pending invite?',
  inviteDeleted: 'Invite deleted',
  deactivated: 'User deactivated',
  reactivated: 'User re-activated',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDeactivateOwner: 'The organization owner cannot be deactivated',
  userUpdated: 'User updated',
  /** Spec 2 §7: the list answers status, message and data. */
  usersFetched: 'Users fetched',
  usersAdded: 'Users added',
  usersUpdated: 'Users updated',
  confirmationRequired: (count: number, total: number) =>
    `This would change ${count} of ${total} existing users (more than 40%). Please confirm to continue.`,
  failedRecords: 'record(s) failed to process',
  // Spec 2 §8 fallbacks and successes.
  errorFetchingUsers: 'Error fetching users',
  /** Spec 1 §8 'Failed invitation'. */
  inviteFailed: 'Failed to send invitation. Please try again.',
  errorProcessingFile: 'Error processing uploaded file',
  errorUpdatingUserDetails: 'Error updating user details',
  errorCreatingUser: 'Error creating user',
  registrationStatusFailed: 'Failed to check user registration status',
  processedFile: 'Processed uploaded file',
  invalidEmailsFiltered: (count: number, list: string[]) => `${count} invalid email(s) were filtered out: ${list.join(', ')}`,
} as const;

/** Error code of the 409 a large bulk answers until it is sent again with confirm: true. */

// ---- field schemas ----------------------------------------------------------------------

/** Spec 2 §5: user names at least 3 characters, no digits. */
export const zUserName = z
  .string({ error: USERS_MSG.nameRequired })
  .trim()
  .min(1, USERS_MSG.nameRequired)
  .min(USER_NAME_MIN, USERS_MSG.nameMin)
  .max(USER_NAME_MAX, USERS_MSG.nameMax)
  .refine((v) => !/\d/.test(v), USERS_MSG.nameNoNumbers);

/** A uuid picked from a list; an empty string or null (nothing chosen) is dropped (spec 2 §5). */
const zOptionalPick = z.preprocess((v) => (v === '' || v === null ? undefined : v), zUuid.optional());
const zOptionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, lessThanChars(max)).optional(),
  );
const zOptionalEmail = z.preprocess((v) => (v === '' || v === null ? undefined : v), zEmail.optional());

/**
 * Emergency contact categories of a Blyndspot user (spec 2 §4: None clears the others): the
 * spec's three plus self-harm and harassment, the same kinds the leadership grid ticks.
 */
export const EMERGENCY_CATEGORIES = ['none', 'violence', 'crime', 'threat', 'self_harm', 'harassment'] as const;
export type EmergencyCategory = (typeof EMERGENCY_CATEGORIES)[number];
export const EMERGENCY_CATEGORY_LABELS: Record<EmergencyCategory, string> = {
  none: 'None',
  violence: 'Violence',
  crime: 'Crime',
  threat: 'Threat',
  self_harm: 'Self-harm',
  harassment: 'Harassment',
};
/** The emergency kinds a contact is e-mailed for, as the leadership row stores them. */
export type EmergencyFlags = { violence: boolean; crime: boolean; threat: boolean; selfHarm: boolean; harassment: boolean };
export const anyEmergencyFlag = (f: EmergencyFlags) => f.violence || f.crime || f.threat || f.selfHarm || f.harassment;
export const zEmergencyCategories = z.array(z.enum(EMERGENCY_CATEGORIES)).min(1, USERS_MSG.categoryRequired);

/** Spec 2 §4: choosing None clears the others; choosing another removes None. */
export function applyNoneRule(previous: EmergencyCategory[], next: EmergencyCategory[]): EmergencyCategory[] {
  const added = next.filter((c) => !previous.includes(c));
  if (added.includes('none')) return ['none'];
  if (added.length) return next.filter((c) => c !== 'none');
  return next;
}
export const categoriesToFlags = (c: EmergencyCategory[]): EmergencyFlags => ({
  violence: c.includes('violence'),
  crime: c.includes('crime'),
  threat: c.includes('threat'),
  selfHarm: c.includes('self_harm'),
  harassment: c.includes('harassment'),
});
export const flagsToCategories = (f: Partial<EmergencyFlags>): EmergencyCategory[] => {
  const list = (
    [
      ['violence', f.violence],
      ['crime', f.crime],
      ['threat', f.threat],
      ['self_harm', f.selfHarm],
      ['harassment', f.harassment],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([c]) => c);
  return list.length ? list : ['none'];
};

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
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  businessEmail: z.string(),
  /** The e-mail the invite went to (the business e-mail). */
  inviteEmail: z.string(),
  personalEmail: z.string().nullable(),
  employeeId: z.string().nullable(),
  /** owner, admin or employee. */
  role: z.string(),
  /** An admin's custom role, null for the built-in one. */
  roleId: z.string().nullable(),
  departmentIds: z.array(z.string()),
  departments: z.array(zTagRef),
  divisionId: z.string().nullable(),
  division: zTagRef.nullable(),
  designationId: z.string().nullable(),
  designation: zTagRef.nullable(),
  businessEntityId: z.string().nullable(),
  businessUnit: zTagRef.nullable(),
  locationId: z.string().nullable(),
  location: zTagRef.nullable(),
  disabled: z.boolean(),
  inviteStatus: z.enum(INVITE_STATUSES),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  inviteCreatedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Blyndspot users only: the emergency contact this user is, with its categories. */
  leadershipTeamMemberId: z.string().nullable(),
  crime: z.boolean(),
  violence: z.boolean(),
  threat: z.boolean(),
  selfHarm: z.boolean(),
  harassment: z.boolean(),
});
export type UserRow = z.infer<typeof zUserRow>;

/** Spec 2 §3 'User list metrics'; the Blyndspot tab shows Total, Active, Inactive only. */
export const zUserMetrics = z.object({
  totalCount: z.number().int(),
  activeCount: z.number().int(),
  inactiveCount: z.number().int(),
  invitedCount: z.number().int(),
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

const zIdList = z.array(zUuid).max(1000).optional();
/**
 * Optional filters (spec 2 §7 says the tag filters run on the client after fetch; the server
 * takes them too). status: spec 2 §4 (any other value applies no filter).
 */
export const zUserListFilters = z
  .object({
    status: z.enum(['all', ...ACCOUNT_STATUSES]).optional(),
    search: z.string().trim().max(200).optional(),
    departmentIds: zIdList,
    divisionIds: zIdList,
    designationIds: zIdList,
    businessUnitIds: zIdList,
    locationIds: zIdList,
  })
  .strict();
export type UserListFilters = z.infer<typeof zUserListFilters>;
export const zUserListRequest = z.object({ organizationId: zUuid, role: zUserListRole, filters: zUserListFilters.optional() }).strict();
/** data.entity: the users sorted by firstName ascending, and metrics over the whole tab. */
export const zUserListResponse = z.object({ entity: z.object({ users: z.array(zUserRow), metrics: zUserMetrics }) });
export type UserListResponse = z.infer<typeof zUserListResponse>;

// ---- deactivate, delete invite, registration status, invite ------------------------------

/** POST /user-management/deactivate: disabled true deactivates (sessions end), false re-activates. */
export const zDeactivateUserRequest = z.object({ organizationId: zUuid, userId: zUuid, disabled: z.boolean() }).strict();
export const zDeactivateUserResponse = z.object({ userId: z.string(), disabled: z.boolean() });

/** POST /user-management/deleteUser: deletes a pending invite (and its pending membership). */
export const zDeleteInviteRequest = z.object({ organizationId: zUuid, businessEmail: zEmail }).strict();
export const zDeleteInviteResponse = z.object({ businessEmail: z.string() });

/** POST /checkUserRegistrationStatus: true once the person asked for their registration code. */
export const zRegistrationStatusRequest = z.object({ email: zEmail, organizationId: zUuid, role: zUserListRole }).strict();
export const zRegistrationStatusResponse = z.object({ hasStartedRegistration: z.boolean() });

/**
 * POST /invite (and resend): the registration link of the pending invite, the same link again.
 * A Blyndspot user already registering is not e-mailed: sent false, message registrationStarted.
 */
export const zInviteRequest = z.object({ businessEmail: zEmail, organizationId: zUuid, role: zUserListRole }).strict();
export const zInviteResponse = z.object({ businessEmail: z.string(), sent: z.boolean(), hasStartedRegistration: z.boolean() });

// ---- POST /user-management/update --------------------------------------------------------

/** The fields both drawers edit (ids; empty strings dropped). */
const zUserTagFields = {
  employeeId: zOptionalText(100),
  personalEmail: zOptionalEmail,
  departmentIds: z.array(zUuid).min(1, USERS_MSG.departmentRequired).max(200),
  divisionId: zOptionalPick,
  designationId: zOptionalPick,
  businessEntityId: zOptionalPick,
  locationId: zOptionalPick,
};
/** The spec's three kinds; self-harm and harassment are ours, optional so a spec client works unchanged (left out: kept). */
const zCategoryFlags = {
  crime: z.boolean().optional(),
  violence: z.boolean().optional(),
  threat: z.boolean().optional(),
  selfHarm: z.boolean().optional(),
  harassment: z.boolean().optional(),
};

export const zUpdateUserRequest = z
  .object({
    organizationId: zUuid,
    userId: zUuid,
    ...zUserTagFields,
    /**
     * An admin's custom role; left out: the built-in admin role (full access), which only owners
     * and admins with full access may give. Nobody changes their own role.
     */
    roleId: zOptionalPick,
    ...zCategoryFlags,
    user: z
      .object({
        firstName: zUserName,
        lastName: zUserName,
        /** Read-only: must be the user's current e-mail. */
        businessEmail: zEmail,
        /** Read-only when given. */
        username: z.string().trim().max(100).nullish(),
      })
      .strict(),
  })
  .strict();
export type UpdateUserRequest = z.input<typeof zUpdateUserRequest>;
export const zUpdateUserResponse = z.object({ entity: zUserRow });

// ---- bulk add and update ----------------------------------------------------------------

/**
 * One user of a bulk call, loosely typed on purpose: the server checks each row with the
 * spec's rules and reports a bad row as a failure. Tags come as ids (drawers) or names (CSV).
 */
const zLooseText = z.string().max(1000).nullish();
export const zBulkUserInput = z
  .object({
    firstName: zLooseText,
    lastName: zLooseText,
    businessEmail: zLooseText,
    personalEmail: zLooseText,
    employeeId: zLooseText,
    departmentIds: z.array(z.string().max(100)).max(200).nullish(),
    departmentNames: z.array(z.string().max(1000)).max(200).nullish(),
    divisionId: zLooseText,
    divisionName: zLooseText,
    designationId: zLooseText,
    designationName: zLooseText,
    businessEntityId: zLooseText,
    businessUnitName: zLooseText,
    locationId: zLooseText,
    locationName: zLooseText,
    /**
     * Blyndspot users: a custom role's id, or 'admin' (FULL_ACCESS_ROLE_ID) for full access. Left
     * out on add: the least role ('No access'); on bulk update: unchanged.
     */
    roleId: zLooseText,
    crime: z.boolean().nullish(),
    violence: z.boolean().nullish(),
    threat: z.boolean().nullish(),
    selfHarm: z.boolean().nullish(),
    harassment: z.boolean().nullish(),
    /** Bulk update only: true deactivates, false re-activates. */
    disabled: z.boolean().nullish(),
  })
  .strict();
export type BulkUserInput = z.input<typeof zBulkUserInput>;

const zBulkUsers = z.array(zBulkUserInput).min(1, 'Please add at least one user').max(BULK_USERS_MAX);

/** POST /user-management/addBlyndspotUsers (role admin) and /user-management/addMyvoyceUser (role employee). */
export const zAddUsersRequest = z.object({ organizationId: zUuid, users: zBulkUsers }).strict();

export const UPDATE_IDENTIFIERS = ['email', 'employeeId'] as const;
export const zUpdateIdentifier = z.enum(UPDATE_IDENTIFIERS, { error: USERS_MSG.identifierRequired });
export type UpdateIdentifier = z.infer<typeof zUpdateIdentifier>;
/**
 * POST /user-management/bulkUpdateUserDetails: finds each user by the identifier (among the
 * tab's role) and sets the fields given; absent or blank fields stay (a blank never erases). An
 * employee ID two of the tab's users share finds nobody, and one another user of the
 * organisation holds is never given. More than 40% of existing users changed or deactivated
 * answers 409 CONFIRMATION_REQUIRED unless confirm is true.
 */
export const zBulkUpdateUsersRequest = z
  .object({
    organizationId: zUuid,
    role: zUserListRole,
    identifier: zUpdateIdentifier.default('email'),
    users: zBulkUsers,
    confirm: z.boolean().optional(),
  })
  .strict();

export const zBulkSuccess = z.object({ row: z.number().int(), email: z.string(), userId: z.string() });
/** A failed row: row is 1-based in the list sent; details maps a field to its issue. */
export const zBulkFailure = z.object({
  row: z.number().int(),
  email: z.string(),
  error: z.string(),
  details: z.record(z.string(), z.string()),
  /** Spec 2 §3: server failures carry email, error, mismatchedFields (the fields of details). */
  mismatchedFields: z.array(z.string()).optional(),
});
export type BulkFailure = z.infer<typeof zBulkFailure>;
export const zBulkResult = z.object({ entity: z.object({ success: z.array(zBulkSuccess), failures: z.array(zBulkFailure) }) });
export type BulkResult = z.infer<typeof zBulkResult>;
/** Spec 2 §4: the outcome drives the toast and the results dialog. */
export type BulkOutcome = 'all-success' | 'partial-success' | 'all-failure';
export const bulkOutcome = (r: BulkResult['entity']): BulkOutcome =>
  r.failures.length === 0 ? 'all-success' : r.success.length === 0 ? 'all-failure' : 'partial-success';
/** The 409's error.details when confirmation is required. */
export const zConfirmationDetails = z.object({ affected: z.number().int(), existing: z.number().int() });

// ---- CSV import ---------------------------------------------------------------------------

export const IMPORT_MODES = ['add', 'update'] as const;
export const zImportMode = z.enum(IMPORT_MODES, { error: USERS_MSG.importModeRequired });
export type ImportMode = z.infer<typeof zImportMode>;

/** The import drawer's form (spec 2 §5); the file is checked by checkCsvFile. */
export const zImportForm = z.object({
  userType: zUserKind,
  mode: zImportMode,
  identifier: zUpdateIdentifier,
});
export type ImportForm = z.infer<typeof zImportForm>;

/** Spec 2 §5: one file, extension csv, under 5 MB; null when fine. */
export function checkCsvFile(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return USERS_MSG.fileRequired;
  if (files.length > 1) return USERS_MSG.oneFileOnly;
  const file = files[0]!;
  if (!/\.csv$/i.test(file.name)) return USERS_MSG.csvOnly;
  if (file.size >= USER_CSV_MAX_BYTES) return USERS_MSG.fileTooLarge;
  return null;
}

/**
 * Columns of the sample template, in order. Headers match ignoring case, spaces and
 * underscores; Departments holds several names separated by ';' or '|'.
 */
export const CSV_COLUMNS = [
  { key: 'firstName', header: 'First Name' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'businessEmail', header: 'Business Email' },
  { key: 'personalEmail', header: 'Personal Email' },
  { key: 'employeeId', header: 'Employee ID' },
  { key: 'departmentNames', header: 'Departments' },
  { key: 'divisionName', header: 'Division' },
  { key: 'designationName', header: 'Designation' },
  { key: 'businessUnitName', header: 'Business Unit' },
  { key: 'locationName', header: 'Location' },
] as const;
export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];
export const CSV_DEPARTMENT_SEPARATOR = /[;|]/;
/** The downloadable sample (spec 2 §9). */
export const SAMPLE_CSV =
  `${CSV_COLUMNS.map((c) => c.header).join(',')}\r\n` +
  'Jane,Doe,jane.doe@example.com,jane@example.org,E-1001,Engineering;Sales,North,Engineer,Retail,Head Office\r\n';
export const SAMPLE_CSV_FILE_NAME = 'users-import-sample.csv';

/** Spec 2 §3 'Import parsed user' plus the optional columns, the file's line number and its issues. */
export const zImportedUser = z.object({
  row: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  businessEmail: z.string(),
  personalEmail: z.string(),
  employeeId: z.string(),
  departmentNames: z.array(z.string()),
  divisionName: z.string(),
  designationName: z.string(),
  businessUnitName: z.string(),
  locationName: z.string(),
  /**
   * What the add or update call would refuse in this row, field -> issue (the bulk calls'
   * failure details), as far as the preview can tell; absent when the row looks fine.
   */
  issues: z.record(z.string(), z.string()).optional(),
});
export type ImportedUser = z.infer<typeof zImportedUser>;

/**
 * POST /user-management/processUsersDatacsv (multipart: organizationId, file; optional mode
 * 'add' (default) or 'update', identifier 'email' (default) or 'employeeId', and role, the tab
 * as the list takes it, needed when updating): rows with an invalid e-mail are filtered out and
 * listed; every other row comes back with the issues the add or update call would find in it.
 * refusedRecords (ours, optional) holds the filtered rows whole, each with its reason in issues,
 * so the preview keeps them in its grid and its problems file.
 * Adding needs the columns First Name, Last Name and Business Email; updating only the
 * identifier's (Business Email or Employee ID), and changes only the other columns present.
 */
export const zProcessCsvResponse = z.object({
  finalProcessedRecords: z.array(zImportedUser),
  invalidEmailsCount: z.number().int(),
  invalidEmails: z.array(z.string()),
  refusedRecords: z.array(zImportedUser).optional(),
  /** The template columns the file has, in the template's order. */
  columns: z.array(z.enum(CSV_COLUMNS.map((c) => c.key) as [CsvColumnKey, ...CsvColumnKey[]])),
});
export type ProcessCsvResponse = z.infer<typeof zProcessCsvResponse>;

/**
 * An imported row as the bulk calls take it. A blank cell is sent as nothing given: adding
 * refuses a missing required value, updating keeps what is stored (a blank never erases).
 */
export const importedToBulk = (u: ImportedUser): BulkUserInput => ({
  firstName: u.firstName || null,
  lastName: u.lastName || null,
  businessEmail: u.businessEmail || null,
  personalEmail: u.personalEmail || null,
  employeeId: u.employeeId || null,
  departmentNames: u.departmentNames,
  divisionName: u.divisionName || null,
  designationName: u.designationName || null,
  businessUnitName: u.businessUnitName || null,
  locationName: u.locationName || null,
});

export const isValidEmail = (v: string) => EMAIL_PATTERN.test(v) && v.length <= 254;

/**
 * Rows of a bulk list that repeat an earlier row (the first one wins): field -> issue per row,
 * null for a row that repeats nothing. Adding: the e-mail and the employee ID. Updating: the
 * identifier (the same person twice), and an employee ID given to two people. The server's
 * check and the preview's (again after a row is removed) are this one function.
 */
export function fileDuplicates(
  rows: readonly { businessEmail?: string | null | undefined; employeeId?: string | null | undefined }[],
  mode: ImportMode,
  identifier: UpdateIdentifier = 'email',
): (Record<string, string> | null)[] {
  const emails = new Set<string>();
  const employeeIds = new Set<string>();
  return rows.map((r) => {
    const issues: Record<string, string> = {};
    const email = (r.businessEmail ?? '').trim().toLowerCase();
    const employeeId = (r.employeeId ?? '').trim();
    const byEmployeeId = mode === 'update' && identifier === 'employeeId';
    if (!byEmployeeId && email) {
      if (emails.has(email)) issues.businessEmail = USERS_MSG.duplicateInFile;
      emails.add(email);
    }
    if (employeeId) {
      if (employeeIds.has(employeeId)) issues.employeeId = byEmployeeId ? USERS_MSG.duplicateInFile : USERS_MSG.duplicateEmployeeIdInFile;
      employeeIds.add(employeeId);
    }
    return Object.keys(issues).length ? issues : null;
  });
}

// ---- forms (drawers) -------------------------------------------------------------------

/** Invite/Edit MyVoyce User and Add/Edit Blyndspot User drawers (spec 2 §5). */
export const zUserForm = z.object({
  firstName: zUserName,
  lastName: zUserName,
  businessEmail: zEmail,
  personalEmail: zOptionalEmail,
  employeeId: zOptionalText(100),
  departmentIds: z.array(z.string()).min(1, USERS_MSG.departmentRequired),
  divisionId: z.string().optional(),
  designationId: z.string().optional(),
  businessEntityId: z.string().optional(),
  locationId: z.string().optional(),
});
export type UserForm = z.input<typeof zUserForm>;
export const zBlyndspotUserForm = zUserForm.extend({ categories: zEmergencyCategories, roleId: z.string().optional() });
export type BlyndspotUserForm = z.input<typeof zBlyndspotUserForm>;

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
