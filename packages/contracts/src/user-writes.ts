import { preprocess, z } from './zod.ts';
import { zEmail, zLanguage } from './common.ts';
import { zEmergencyCategories } from './emergency-categories.ts';
import { lessThanChars } from './messages.ts';
import { USER_NAME_MAX, USER_NAME_MIN, USERS_MSG } from './user-messages.ts';
import { zUserListRole, zUserRow } from './users.ts';

/**
 * What a leader writes about one person (spec 2 §4, §5, §8): deactivation, invites, the edit
 * call and the drawers' forms.
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

// ---- field schemas ----------------------------------------------------------------------

/** Spec 2 §5: user names at least 3 characters, no digits. */
export const zUserName = z.string({ error: USERS_MSG.nameRequired }).check(
  z.trim(),
  z.minLength(1, USERS_MSG.nameRequired),
  z.minLength(USER_NAME_MIN, USERS_MSG.nameMin),
  z.maxLength(USER_NAME_MAX, USERS_MSG.nameMax),
  z.refine((v) => !/\d/.test(v), USERS_MSG.nameNoNumbers),
);

/** A uuid picked from a list; an empty string or null (nothing chosen) is dropped (spec 2 §5). */
const zOptionalPick = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(zUuid));
const zOptionalText = (max: number) =>
  preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(z.string().check(z.trim(), z.maxLength(max, lessThanChars(max)))),
  );
const zOptionalEmail = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(zEmail));

// ---- deactivate, delete invite, registration status, invite ------------------------------

/** POST /user-management/deactivate: disabled true deactivates (sessions end), false re-activates. */
export const zDeactivateUserRequest = z.strictObject({ organizationId: zUuid, userId: zUuid, disabled: z.boolean() });
export const zDeactivateUserResponse = z.object({ userId: z.string(), disabled: z.boolean() });

/** POST /user-management/deleteUser: deletes a pending invite (and its pending membership). */
export const zDeleteInviteRequest = z.strictObject({ organizationId: zUuid, businessEmail: zEmail });
export const zDeleteInviteResponse = z.object({ businessEmail: z.string() });

/** POST /checkUserRegistrationStatus: true once the person asked for their registration code. */
export const zRegistrationStatusRequest = z.strictObject({ email: zEmail, organizationId: zUuid, role: zUserListRole });
export const zRegistrationStatusResponse = z.object({ hasStartedRegistration: z.boolean() });

/**
 * POST /invite (and resend): the registration link of the pending invite, the same link again.
 * A Blyndspot user already registering is not e-mailed: sent false, message registrationStarted.
 */
/**
 * `language` (employees only; default English): the invite e-mail's language, which the new
 * account also takes unless the person already chose one. Leaders' e-mails are in English.
 */
export const zInviteRequest = z
  .strictObject({ businessEmail: zEmail, organizationId: zUuid, role: zUserListRole, language: z.optional(zLanguage) })
  .check(
    z.refine((v) => v.language === undefined || v.role === 'employee', {
      message: USERS_MSG.inviteLanguageEmployeesOnly,
      path: ['language'],
    }),
  );
export const zInviteResponse = z.object({ businessEmail: z.string(), sent: z.boolean(), hasStartedRegistration: z.boolean() });

// ---- POST /user-management/update --------------------------------------------------------

/** The fields both drawers edit (ids; empty strings dropped). */
const zUserTagFields = {
  employeeId: zOptionalText(100),
  personalEmail: zOptionalEmail,
  departmentIds: z.array(zUuid).check(z.minLength(1, USERS_MSG.departmentRequired), z.maxLength(200)),
  divisionId: zOptionalPick,
  designationId: zOptionalPick,
  businessEntityId: zOptionalPick,
  locationId: zOptionalPick,
};
/** The spec's three kinds; self-harm and harassment are ours, optional so a spec client works unchanged (left out: kept). */
const zCategoryFlags = {
  crime: z.optional(z.boolean()),
  violence: z.optional(z.boolean()),
  threat: z.optional(z.boolean()),
  selfHarm: z.optional(z.boolean()),
  harassment: z.optional(z.boolean()),
};

export const zUpdateUserRequest = z.strictObject({
  organizationId: zUuid,
  userId: zUuid,
  ...zUserTagFields,
  /**
   * An admin's custom role; left out: the built-in admin role (full access), which only owners
   * and admins with full access may give. Nobody changes their own role.
   */
  roleId: zOptionalPick,
  ...zCategoryFlags,
  user: z.strictObject({
    firstName: zUserName,
    lastName: zUserName,
    /** Read-only: must be the user's current e-mail. */
    businessEmail: zEmail,
    /** Read-only when given. */
    username: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
  }),
});
export type UpdateUserRequest = z.input<typeof zUpdateUserRequest>;
export const zUpdateUserResponse = z.object({ entity: zUserRow });

// ---- forms (drawers) -------------------------------------------------------------------

/** Invite/Edit MyVoyce User and Add/Edit Blyndspot User drawers (spec 2 §5). */
export const zUserForm = z.object({
  firstName: zUserName,
  lastName: zUserName,
  businessEmail: zEmail,
  personalEmail: zOptionalEmail,
  employeeId: zOptionalText(100),
  departmentIds: z.array(z.string()).check(z.minLength(1, USERS_MSG.departmentRequired)),
  divisionId: z.optional(z.string()),
  designationId: z.optional(z.string()),
  businessEntityId: z.optional(z.string()),
  locationId: z.optional(z.string()),
});
export type UserForm = z.input<typeof zUserForm>;
export const zBlyndspotUserForm = z.extend(zUserForm, { categories: zEmergencyCategories, roleId: z.optional(z.string()) });
export type BlyndspotUserForm = z.input<typeof zBlyndspotUserForm>;
