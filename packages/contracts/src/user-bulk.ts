import { z } from './zod.ts';
import { zLanguage } from './common.ts';
import { BULK_USERS_MAX, USERS_MSG } from './user-messages.ts';
import { zUserListRole } from './users.ts';

/**
 * Bulk add and update (spec 2 §3, §4). Bulk calls validate the request as a whole (a 400 for a
 * bad envelope) but every user row on its own: a bad row is reported in `failures` and never
 * stops or half-writes another.
 */

const zUuid = z.uuid({ error: 'Invalid id' });

/**
 * One user of a bulk call, loosely typed on purpose: the server checks each row with the
 * spec's rules and reports a bad row as a failure. Tags come as ids (drawers) or names (CSV).
 */
const zLooseText = z.nullish(z.string().check(z.maxLength(1000)));
export const zBulkUserInput = z.strictObject({
  firstName: zLooseText,
  lastName: zLooseText,
  businessEmail: zLooseText,
  personalEmail: zLooseText,
  employeeId: zLooseText,
  departmentIds: z.nullish(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200))),
  departmentNames: z.nullish(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(200))),
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
  crime: z.nullish(z.boolean()),
  violence: z.nullish(z.boolean()),
  threat: z.nullish(z.boolean()),
  selfHarm: z.nullish(z.boolean()),
  harassment: z.nullish(z.boolean()),
  /** Bulk update only: true deactivates, false re-activates. */
  disabled: z.nullish(z.boolean()),
});
export type BulkUserInput = z.input<typeof zBulkUserInput>;

const zBulkUsers = z.array(zBulkUserInput).check(z.minLength(1, 'Please add at least one user'), z.maxLength(BULK_USERS_MAX));

/** POST /user-management/addBlyndspotUsers (role admin) and /user-management/addMyvoyceUser (role employee). */
export const zAddUsersRequest = z.strictObject({ organizationId: zUuid, users: zBulkUsers });
/**
 * /user-management/addMyvoyceUser: optionally the language of the invite e-mails (default
 * English), which each new account also takes unless the person already chose one.
 */
export const zAddMyvoyceUsersRequest = z.strictObject({ ...zAddUsersRequest.shape, language: z.optional(zLanguage) });

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
export const zBulkUpdateUsersRequest = z.strictObject({
  organizationId: zUuid,
  role: zUserListRole,
  identifier: z._default(zUpdateIdentifier, 'email'),
  users: zBulkUsers,
  confirm: z.optional(z.boolean()),
});

export const zBulkSuccess = z.object({ row: z.number().check(z.int()), email: z.string(), userId: z.string() });
/** A failed row: row is 1-based in the list sent; details maps a field to its issue. */
export const zBulkFailure = z.object({
  row: z.number().check(z.int()),
  email: z.string(),
  error: z.string(),
  details: z.record(z.string(), z.string()),
  /** Spec 2 §3: server failures carry email, error, mismatchedFields (the fields of details). */
  mismatchedFields: z.optional(z.array(z.string())),
});
export type BulkFailure = z.infer<typeof zBulkFailure>;
export const zBulkResult = z.object({ entity: z.object({ success: z.array(zBulkSuccess), failures: z.array(zBulkFailure) }) });
export type BulkResult = z.infer<typeof zBulkResult>;
/** Spec 2 §4: the outcome drives the toast and the results dialog. */
export type BulkOutcome = 'all-success' | 'partial-success' | 'all-failure';
export const bulkOutcome = (r: BulkResult['entity']): BulkOutcome =>
  r.failures.length === 0 ? 'all-success' : r.success.length === 0 ? 'all-failure' : 'partial-success';
/** The 409's error.details when confirmation is required. */
export const zConfirmationDetails = z.object({ affected: z.number().check(z.int()), existing: z.number().check(z.int()) });
