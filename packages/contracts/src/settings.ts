import { z } from './zod.ts';
import { EMAIL_PATTERN, zEmail, zLanguage } from './common.ts';
import { PASSWORD_MESSAGES, zNewPassword, zPersonName } from './auth.ts';
import { MSG, lessThanChars } from './messages.ts';
import { zMinGroupSize } from './anonymity.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { DEFAULT_SUPPORT_TEXTS } from './support-text.ts';

/**
 * Settings and setup (spec 2 §2-§9): my account (profile, password), company profile, AI
 * settings (about us, goals, writing sample, topic priority phrases), mass invite and the
 * setup completion flag.
 */

const zUuid = z.uuid({ error: 'Invalid id' });

export const SETTINGS_MSG = {
  // Successes (spec 2 §8).
  saved: 'Saved',
  inviteSent: 'Invites sent',
  updateUserPasswordSuccess: 'Your password has been updated',
  updateUserDetailsSuccess: 'Your profile has been updated',
  goalsSaved: 'Goals saved',
  writingSamplesSaved: 'Writing sample saved',
  phrasesSaved: 'Phrases saved',
  // Failure fallbacks (spec 2 §8).
  errorFetchingOrganization: 'Error fetching organization',
  patchOrganizationError: 'Error updating organization',
  updateUserPasswordError: 'Error updating password',
  errorUpdatingProfile: 'Error updating profile',
  /** Spec 1 §8 'Failed invitation'. */
  inviteFailed: 'Failed to send invitation. Please try again.',
  findPhrasesError: 'Error fetching phrases',
  replacePhrasesError: 'Error saving phrases',
  // Validation (spec 2 §5).
  currentPasswordRequired: 'Current password is required',
  /** Spec 2 §8: wrong current password answers emailDoesNotExistInvalidPassword. */
  wrongCurrentPassword: MSG.invalidCredentials,
  passwordsMustMatch: MSG.passwordsMustMatch,
  companyNameRequired: 'Company name is required',
  companyNameMax: lessThanChars(100),
  aboutUsRequired: 'About us is required',
  aboutUsMax: lessThanChars(500),
  goalsEmpty: 'Goals cannot be empty',
  goalsRequired: 'At least one goal is required',
  goalMax: lessThanChars(500),
  writingSampleRequired: 'Writing sample is required',
  writingSampleMax: lessThanChars(5000),
  duplicateWords: 'Duplicate words are not allowed',
  wordAlreadyAdded: 'This word is already added',
  wordEmpty: 'Word cannot be empty',
  wordMax: lessThanChars(100),
  invalidEmails: (list: string[]) => `The following email(s) are invalid: ${list.join(', ')}. Please correct them before sending invites.`,
  noValidEmails: 'Please enter valid emails.',
  notYourAccount: 'You can only change your own account',
  usernameReadOnly: 'Username cannot be changed',
  emailReadOnly: 'E-mail cannot be changed',
} as const;

// ---- my account ---------------------------------------------------------------------

/** POST /updateUser/password; the user's other sessions end, this one stays. */
export const zUpdatePasswordRequest = z.strictObject({
  userData: z.strictObject({
    userId: zUuid,
    currentPassword: z
      .string({ error: SETTINGS_MSG.currentPasswordRequired })
      .check(z.minLength(1, SETTINGS_MSG.currentPasswordRequired), z.maxLength(1024)),
    newPassword: zNewPassword,
  }),
});
export const zUpdatePasswordResponse = z.object({ userId: z.string(), updatedAt: z.string() });
export const zUpdatePasswordForm = z
  .object({
    currentPassword: z.string().check(z.minLength(1, SETTINGS_MSG.currentPasswordRequired)),
    newPassword: zNewPassword,
    confirmPassword: z.string().check(z.minLength(1, PASSWORD_MESSAGES.required)),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsMustMatch, path: ['confirmPassword'] }));
export type UpdatePasswordForm = z.infer<typeof zUpdatePasswordForm>;

/**
 * PATCH /updateUser/details. businessEmail and username are read-only: they may be sent
 * (the form sends them) but must equal the stored ones.
 */
export const zUpdateUserDetailsRequest = z.strictObject({
  entity: z.strictObject({
    id: zUuid,
    firstName: zPersonName,
    lastName: zPersonName,
    businessEmail: z.optional(zEmail),
    username: z.nullish(z.string().check(z.maxLength(100))),
  }),
});
export const zUserDetails = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  businessEmail: z.string(),
  updatedAt: z.string(),
});
export const zUpdateUserDetailsResponse = z.object({ entity: zUserDetails });
export const zUserProfileForm = z.object({ firstName: zPersonName, lastName: zPersonName });
export type UserProfileForm = z.infer<typeof zUserProfileForm>;

// ---- company profile --------------------------------------------------------------------

export const zCompanyName = z
  .string({ error: SETTINGS_MSG.companyNameRequired })
  .check(z.trim(), z.minLength(1, SETTINGS_MSG.companyNameRequired), z.maxLength(100, SETTINGS_MSG.companyNameMax));
/** POST /updateOrganization {entity:{id, name, minGroupSize?}}: minGroupSize (k) only by an admin. */
export const zUpdateOrganizationRequest = z.strictObject({
  entity: z.strictObject({ id: zUuid, name: zCompanyName, minGroupSize: z.optional(zMinGroupSize) }),
});
export const zUpdateOrganizationResponse = z.object({
  entity: z.object({ id: z.string(), name: z.string(), minGroupSize: z.number().check(z.int()), updatedAt: z.string() }),
});
export const zCompanyProfileForm = z.object({ name: zCompanyName, minGroupSize: zMinGroupSize });

// ---- AI settings: about us, goals, writing sample ----------------------------------------

export const ABOUT_US_MAX = 500;
/** Spec 2 §9: the counter warns above this. */
export const ABOUT_US_WARN = 450;
export const GOAL_MAX = 500;
export const WRITING_SAMPLE_MAX = 5000;
/** Spec 2 §3: goals are stored as one string joined by a triple pipe. */
export const GOALS_SEPARATOR = '|||';
export const joinGoals = (goals: string[]): string => goals.map((g) => g.trim()).join(GOALS_SEPARATOR);
export const splitGoals = (goals: string): string[] =>
  goals
    .split(GOALS_SEPARATOR)
    .map((g) => g.trim())
    .filter(Boolean);

export const zAboutUs = z
  .string({ error: SETTINGS_MSG.aboutUsRequired })
  .check(z.trim(), z.minLength(1, SETTINGS_MSG.aboutUsRequired), z.maxLength(ABOUT_US_MAX, SETTINGS_MSG.aboutUsMax));
export const zWritingSample = z
  .string({ error: SETTINGS_MSG.writingSampleRequired })
  .check(z.trim(), z.minLength(1, SETTINGS_MSG.writingSampleRequired), z.maxLength(WRITING_SAMPLE_MAX, SETTINGS_MSG.writingSampleMax));
/**
 * The goals list editor: every goal filled except a trailing blank row ('Goals cannot be
 * empty'), at least one ('At least one goal is required'). Gives the goals without the blank row.
 */
export const zGoalsList = z.pipe(
  z.array(z.string().check(z.maxLength(GOAL_MAX, SETTINGS_MSG.goalMax))).check(z.maxLength(50)),
  z.transform((goals, ctx) => {
    const trimmed = goals.map((g) => g.trim());
    const body = trimmed.length && trimmed.at(-1) === '' ? trimmed.slice(0, -1) : trimmed;
    if (body.some((g) => g === '')) ctx.issues.push({ code: 'custom', message: SETTINGS_MSG.goalsEmpty, input: ctx.value });
    else if (body.length === 0) ctx.issues.push({ code: 'custom', message: SETTINGS_MSG.goalsRequired, input: ctx.value });
    else if (body.some((g) => g.includes(GOALS_SEPARATOR)))
      ctx.issues.push({ code: 'custom', message: SETTINGS_MSG.goalsEmpty, input: ctx.value });
    return body;
  }),
);
/** Goals as the API carries them: the triple-pipe string (spec 2 §3), checked with zGoalsList's rules. */
export const zGoalsString = z.pipe(
  z.string({ error: SETTINGS_MSG.goalsRequired }).check(z.maxLength(50 * (GOAL_MAX + 3), SETTINGS_MSG.goalMax)),
  z.transform((v, ctx) => {
    const parts = v.split(GOALS_SEPARATOR).map((g) => g.trim());
    const parsed = zGoalsList.safeParse(parts);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, input: ctx.value });
      return z.NEVER;
    }
    return joinGoals(parsed.data);
  }),
);

/**
 * The support text: shown at once to an employee whose insight may describe
 * self-harm, in the organisation's words (its helpline, its EAP). Blank restores the default.
 */
export const SUPPORT_TEXT_MAX = 1000;
export const DEFAULT_SUPPORT_TEXT = DEFAULT_SUPPORT_TEXTS.en;
export const zSupportText = z.string().check(z.trim(), z.maxLength(SUPPORT_TEXT_MAX, lessThanChars(SUPPORT_TEXT_MAX)));
/** The organisation's own text, else the default in `language` (the employee's; leaders' settings read English). */
export const supportTextOf = (stored: string | null, language: Language = DEFAULT_LANGUAGE) =>
  stored && stored.trim() ? stored : DEFAULT_SUPPORT_TEXTS[language];

export const zOrganizationProfile = z.object({
  id: z.string(),
  name: z.string(),
  aboutUs: z.string(),
  /** Triple-pipe joined (spec 2 §3). */
  goals: z.string(),
  writingSamples: z.string(),
  /** Ours: what an employee whose insight may describe self-harm is shown at once. */
  supportText: z.string(),
  setupCompleted: z.boolean(),
  /** The minimum group size k (ARCHITECTURE §5). */
  minGroupSize: z.number().check(z.int()),
  updatedAt: z.string(),
});
export type OrganizationProfile = z.infer<typeof zOrganizationProfile>;
/** POST /findOrganizationProfile {filter:{organizationId}} -> entity (AI settings and setup page). */
export const zFindOrganizationProfileRequest = z.strictObject({ filter: z.strictObject({ organizationId: zUuid }) });
/**
 * Which local model reads insights, shown in AI settings: the sentence encoder, or
 * the word-vector model when the encoder could not load (`note` says why). Optional: ours.
 */
export const zAiModelInfo = z.object({
  model: z.enum(['sentence-encoder', 'word-vectors']),
  status: z.enum(['loading', 'ready', 'failed', 'off']),
  note: z.optional(z.string()),
});
export type AiModelInfo = z.infer<typeof zAiModelInfo>;
export const zOrganizationProfileResponse = z.object({ entity: zOrganizationProfile, aiModel: z.optional(zAiModelInfo) });
/**
 * POST /updateOrganizationProfile {entity:{id, aboutUs?, goals?, writingSamples?}}: each field
 * saves on its own (the setup page saves a field on blur), at least one is given.
 */
export const zUpdateOrganizationProfileRequest = z.strictObject({
  entity: z
    .strictObject({
      id: zUuid,
      aboutUs: z.optional(zAboutUs),
      goals: z.optional(zGoalsString),
      writingSamples: z.optional(zWritingSample),
      supportText: z.optional(zSupportText),
    })
    .check(
      z.refine((e) => e.aboutUs !== undefined || e.goals !== undefined || e.writingSamples !== undefined || e.supportText !== undefined, {
        message: 'Nothing to save',
      }),
    ),
});
export const zAboutUsForm = z.object({ aboutUs: zAboutUs });
export const zWritingSampleForm = z.object({ writingSamples: zWritingSample });
export const zGoalsForm = z.object({ goals: zGoalsList });

// ---- AI settings: topic priority phrases --------------------------------------------

export const PHRASE_POLARITIES = ['positive', 'negative'] as const;
export const zPhrasePolarity = z.enum(PHRASE_POLARITIES);
export type PhrasePolarity = z.infer<typeof zPhrasePolarity>;
export const PHRASES_MAX = 200;

export const zTopicWord = z
  .string({ error: SETTINGS_MSG.wordEmpty })
  .check(z.trim(), z.minLength(1, SETTINGS_MSG.wordEmpty), z.maxLength(100, SETTINGS_MSG.wordMax));
/** The add-word input: not empty, not already in `existing` ignoring case. */
export const topicWordError = (word: string, existing: string[]): string | null => {
  const parsed = zTopicWord.safeParse(word);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  const lower = parsed.data.toLowerCase();
  return existing.some((w) => w.trim().toLowerCase() === lower) ? SETTINGS_MSG.wordAlreadyAdded : null;
};

export const zPhrase = z.object({ id: z.string(), name: z.string(), polarity: zPhrasePolarity, organizationId: z.string() });
export type Phrase = z.infer<typeof zPhrase>;
/** POST /findPhrases {filter:{organizationId, polarity?}} -> entities by name. */
export const zFindPhrasesRequest = z.strictObject({
  filter: z.strictObject({ organizationId: zUuid, polarity: z.optional(zPhrasePolarity) }),
});
export const zFindPhrasesResponse = z.object({ entities: z.array(zPhrase) });
/**
 * POST /replacePhrases {organizationId, phrases:[{name, polarity, organizationId}]}: the
 * organisation's whole list (both polarities) becomes `phrases`. A word may appear once,
 * ignoring case, across both lists ('Duplicate words are not allowed').
 */
export const zReplacePhrasesRequest = z.strictObject({
  organizationId: zUuid,
  phrases: z.array(z.strictObject({ name: zTopicWord, polarity: zPhrasePolarity, organizationId: zUuid })).check(
    z.maxLength(PHRASES_MAX),
    z.refine((list) => new Set(list.map((p) => p.name.toLowerCase())).size === list.length, SETTINGS_MSG.duplicateWords),
  ),
});
export const zReplacePhrasesResponse = zFindPhrasesResponse;

// ---- mass invite (setup page invite box) --------------------------------------------

export const MASS_INVITE_MAX = 500;
/** POST /massInvite [{role:'employee', businessEmail, organizationId}, ...] (spec 2 §7). */
export const zMassInviteRequest = z
  // language: the invite e-mail's (default English), which the new account also takes unless the person chose one.
  .array(z.strictObject({ role: z.literal('employee'), businessEmail: zEmail, organizationId: zUuid, language: z.optional(zLanguage) }))
  .check(z.minLength(1, SETTINGS_MSG.noValidEmails), z.maxLength(MASS_INVITE_MAX));
/** invited: e-mails sent an invite; alreadyMembers: registered members, not e-mailed again. */
export const zMassInviteResponse = z.object({ invited: z.array(z.string()), alreadyMembers: z.array(z.string()) });

/**
 * The invite box: entries split on commas and new lines, trimmed, blanks dropped,
 * duplicates (ignoring case) once. `error` is the spec 2 §5 message to show, if any.
 */
export function parseInviteEmails(text: string): { valid: string[]; invalid: string[]; error: string | null } {
  const entries = text
    .split(/[,\n\r]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const lower = entry.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    if (EMAIL_PATTERN.test(entry) && entry.length <= 254) valid.push(lower);
    else invalid.push(entry);
  }
  // Spec 2 §5: none valid gives 'Please enter valid emails.' (whatever was typed); some valid
  // with some invalid lists the invalid ones.
  const error = valid.length === 0 ? SETTINGS_MSG.noValidEmails : invalid.length ? SETTINGS_MSG.invalidEmails(invalid) : null;
  return { valid, invalid, error };
}

// ---- setup ---------------------------------------------------------------------------------

/**
 * POST /completeSetup {organizationId}: the go-to-dashboard button. Until then a new
 * organisation's admin lands on /setup (the profile's setupCompleted).
 */
export const zCompleteSetupRequest = z.strictObject({ organizationId: zUuid });
export const zCompleteSetupResponse = z.object({ setupCompleted: z.literal(true), setupCompletedAt: z.string() });
