import { z } from './zod.ts';
import { EMAIL_PATTERN } from './common.ts';
import { MSG, lessThanChars } from './messages.ts';
import { zLeadershipTeamMember } from './workspace.ts';

/**
 * Leadership team members (emergency contacts, spec 2 §2 leadership grid, §3, §5, §7).
 * /findLeadershipTeamMembers is in workspace.ts (the delegation picker reads it too).
 */

export const LEADERSHIP_MSG = {
  /** Spec 2 §5 blankName. */
  blankName: 'Name cannot be empty',
  /** Spec 2 §5 invalidEmail. */
  invalidEmail: MSG.invalidEmail,
  nameMax: lessThanChars(100),
  emailTaken: 'This e-mail is already in the leadership team',
  notFound: 'Leadership team member not found',
  /** An emergency alert carries an insight's words, so only such a leader receives one. */
  notAlertable: 'Only leaders of this organization who may view insights can be emergency contacts',
  /** Under a grid row whose kinds are ticked but whose person may no longer receive alerts. */
  receivesNoAlerts: 'Receives no alerts: not a leader of this organization who may view insights',
  /** Spec 2 §8 updateLeadershipTeamMemberError. */
  updateError: 'Error updating leadership team member',
  deleteConfirm: 'Are you sure you want to remove this leadership team member?',
  saved: 'Saved',
  deleted: 'Deleted',
} as const;

/** Spec 2 §9: a new row saves 2000 ms after its name and e-mail become valid. */
export const NEW_LEADER_SAVE_DEBOUNCE_MS = 2000;

const zUuid = z.uuid({ error: 'Invalid id' });

export const zLeaderName = z
  .string({ error: LEADERSHIP_MSG.blankName })
  .check(z.trim(), z.minLength(1, LEADERSHIP_MSG.blankName), z.maxLength(100, LEADERSHIP_MSG.nameMax));
export const zLeaderEmail = z.pipe(
  z
    .string({ error: LEADERSHIP_MSG.invalidEmail })
    .check(z.trim(), z.maxLength(254, LEADERSHIP_MSG.invalidEmail), z.regex(EMAIL_PATTERN, LEADERSHIP_MSG.invalidEmail)),
  z.transform((v) => v.toLowerCase()),
);

const zLeaderFields = z.object({
  organizationId: zUuid,
  name: zLeaderName,
  email: zLeaderEmail,
  violence: z._default(z.boolean(), false),
  crime: z._default(z.boolean(), false),
  threat: z._default(z.boolean(), false),
  // Ours, not the spec's: optional, so a client written from the spec works
  // unchanged; left out on create they default to "the admins", on update they keep their value.
  selfHarm: z.optional(z.boolean()),
  harassment: z.optional(z.boolean()),
});

/** POST /createLeadershipTeamMember {entity:{organizationId, name, email, crime, violence, threat}}. */
export const zCreateLeadershipTeamMemberRequest = z.strictObject({ entity: z.strictObject(zLeaderFields.shape) });
/** POST /updateLeadershipTeamMember {entity:{id, organizationId, name, email, crime, violence, threat}}. */
export const zUpdateLeadershipTeamMemberRequest = z.strictObject({ entity: z.strictObject({ ...zLeaderFields.shape, id: zUuid }) });
/** POST /deleteLeadershipTeamMember {filter:{organizationId, id}}. */
export const zDeleteLeadershipTeamMemberRequest = z.strictObject({ filter: z.strictObject({ organizationId: zUuid, id: zUuid }) });
export const zLeadershipTeamMemberResponse = z.object({ entity: zLeadershipTeamMember });
export const zDeleteLeadershipTeamMemberResponse = z.object({ id: z.string() });

/** One grid row as the web edits it (a draft has no id yet). */
export const zLeaderRowForm = z.object({ name: zLeaderName, email: zLeaderEmail });
