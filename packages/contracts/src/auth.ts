import { z } from './zod.ts';
import { EMAIL_PATTERN, zEmail, zLanguage, zRole, zSiteTarget } from './common.ts';
import { MSG, lessThanChars, minChars } from './messages.ts';
import { zPermissions } from './roles.ts';

export const OTP_LENGTH = 6;
export const OTP_MAX_ATTEMPTS = 5;
/** Spec 1 §9: the active-code window. Our default code lifetime is shorter (config). */
export const OTP_MAX_LIFETIME_MINUTES = 24 * 60;

export const PASSWORD_MIN = 8;
/**
 * Spec 2 §9: 8 to 128. Spec 1 §5's 'fewer than 128' reads the message ('Must be less than 128
 * characters', the generic wording with the limit) as the limit; 128 itself is allowed.
 */
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  min: minChars(PASSWORD_MIN),
  max: lessThanChars(PASSWORD_MAX),
  upper: 'Password must contain at least one uppercase letter',
  lower: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const;

/** The create/reset password rule of spec 1 §5, used by the server and by every form. */
export const zNewPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .check(
    z.minLength(1, PASSWORD_MESSAGES.required),
    z.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.min),
    z.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.max),
    z.regex(/\p{Lu}/u, PASSWORD_MESSAGES.upper),
    z.regex(/\p{Ll}/u, PASSWORD_MESSAGES.lower),
    z.regex(/[0-9]/, PASSWORD_MESSAGES.digit),
    z.regex(/[^\p{L}\p{N}]/u, PASSWORD_MESSAGES.special),
  );

export const zPersonName = z.string({ error: MSG.fieldEmpty }).check(
  z.trim(),
  z.minLength(1, MSG.fieldEmpty),
  z.minLength(2, minChars(2)),
  z.maxLength(50, lessThanChars(50)),
  z.refine((v) => !/\d/.test(v), MSG.nameNoNumbers),
);

export const zOtpCode = z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.wrongCode));

/** What the one-time code is for; a code only verifies for the purpose it was issued for. */
export const zOtpPurpose = z.enum(['login', 'invite', 'reset']);
export type OtpPurpose = z.infer<typeof zOtpPurpose>;

/**
 * Spec 1 §7 sends /user/verifyOtp {email, code, referrerUrl}: the page the code was typed on
 * says what it is for. A /registration page checks an invite code, a /forgotpassword page (the
 * dashboard's or MyVoyce's) a reset code, any other page (or none) a sign-in code.
 */
export function otpPurposeOfReferrer(referrerUrl: string | undefined): OtpPurpose {
  if (!referrerUrl) return 'login';
  let path = referrerUrl;
  try {
    path = new URL(referrerUrl, 'http://referrer.invalid').pathname;
  } catch {
    // Not a URL: read it as a path.
  }
  const segments = path.toLowerCase().split(/[/?#]/);
  if (segments.includes('registration')) return 'invite';
  if (segments.includes('forgotpassword')) return 'reset';
  return 'login';
}

export const REGISTRATION_STEPS = ['ENTER_EMAIL', 'VERIFY_OTP', 'ENTER_PASSWORD'] as const;
export const zRegistrationStep = z.enum(REGISTRATION_STEPS);
export type RegistrationStep = z.infer<typeof zRegistrationStep>;

// ---- public calls -------------------------------------------------------------------

/**
 * The page's current language, sent by the sign-in, registration and reset pages: the code
 * e-mail is written in it when the account has no language of its own (and stored on a new
 * account at registration when it has none).
 */
const zPageLanguage = z.optional(zLanguage);

export const zRequestOtpRequest = z.strictObject({
  email: zEmail,
  siteTarget: zSiteTarget,
  forceNewOtp: z.optional(z.boolean()),
  language: zPageLanguage,
});
/**
 * The organisation a new session acts in, for a person in several (one of their profile's
 * organizationMemberships). Left out: the one they registered through first, or their only one.
 */
const zSignInOrganization = z.optional(z.uuid());
export const NOT_A_MEMBER = 'You are not a member of this organization.';

export const zVerifyOtpRequest = z.strictObject({
  email: zEmail,
  code: zOtpCode,
  /** Decides the purpose when `purpose` is left out (otpPurposeOfReferrer). */
  referrerUrl: z.optional(z.string().check(z.maxLength(2048))),
  /** Ours: names the purpose outright, whatever referrerUrl says. */
  purpose: z.optional(zOtpPurpose),
  /** Sign-in codes only (purpose login). */
  organizationId: zSignInOrganization,
});
export const zVerifyLoginRequest = z.strictObject({
  email: zEmail,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(1024)),
  organizationId: zSignInOrganization,
});
export const zAuthorizationResponse = z.object({ authorization: z.string() });

export const zInviteIdRequest = z.strictObject({ inviteId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export const zClaimInviteRequest = z.strictObject({
  inviteId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  email: zEmail,
  forceNewOtp: z.optional(z.boolean()),
  language: zPageLanguage,
});
export const zRegistrationState = z.object({
  nextStep: zRegistrationStep,
  hasActiveOtp: z.boolean(),
  hasVerifiedOtp: z.boolean(),
});
export const zInviteSummary = z.object({
  userEmail: z.string(),
  userFirstName: z.nullable(z.string()),
  userLastName: z.nullable(z.string()),
  authorization: z.nullable(z.string()),
  registrationState: zRegistrationState,
  /** Not in the spec: which site the invite opens, so an employee's registration page says MyVoyce. */
  site: z.optional(zSiteTarget),
});
export type InviteSummary = z.infer<typeof zInviteSummary>;
export const zClaimInviteResponse = z.object({ nextStep: zRegistrationStep });

export const zForgotPasswordRequest = z.strictObject({
  email: zEmail,
  siteTarget: zSiteTarget,
  forceNewOtp: z.optional(z.boolean()),
  language: zPageLanguage,
});
export const zForgotPasswordReset = z.strictObject({
  email: zEmail,
  password: zNewPassword,
  siteTarget: zSiteTarget,
  authorization: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** Answer of every code request: where the client goes next (never tells if the e-mail exists). */
export const zOtpRequested = z.object({ nextStep: z.literal('VERIFY_OTP') });

// ---- authorised calls -----------------------------------------------------------------

export const zAcceptInviteRequest = z.strictObject({
  email: zEmail,
  firstName: zPersonName,
  lastName: zPersonName,
  password: zNewPassword,
  inviteId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  authorization: z.string().check(z.minLength(1), z.maxLength(200)),
  otp: z.optional(z.string().check(z.maxLength(20))),
  language: zPageLanguage,
});

/** A membership the person may act in (accepted, active); the session's own comes first. */
export const zMembership = z.object({ organizationId: z.string(), organizationName: z.string(), role: zRole });
/** Moves the current session to another of the person's organisations; answers the new profile. */
export const zSelectOrganizationRequest = z.strictObject({ organizationId: z.uuid() });
export const zProfile = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  username: z.nullable(z.string()),
  businessEmail: z.string(),
  isAdmin: z.boolean(),
  updatedAt: z.string(),
  /** Accepted, active memberships; the first is the organisation this session acts in (spec 2 §4). */
  organizationMemberships: z.array(zMembership),
  zoho_org_id: z.nullable(z.string()),
  /** False until the organisation's setup is done: its admins land on /setup. */
  setupCompleted: z.boolean(),
  /** The custom role of an admin membership, null for built-in roles. */
  roleId: z.nullable(z.string()),
  /** What the signed-in member may do per area (roles.ts); the server enforces the same. */
  permissions: zPermissions,
  /** MyVoyce's language for this account (its e-mails too); null: follow the browser. */
  language: z.optional(z.nullable(zLanguage)),
});
export type Profile = z.infer<typeof zProfile>;

/**
 * POST /user/setLanguage: the account's language (null: follow the browser). Only the person
 * sees it: no leader's list, export, report or audit entry carries it.
 */
export const zSetLanguageRequest = z.strictObject({ language: z.nullable(zLanguage) });
export const zSetLanguageResponse = z.object({ language: z.nullable(zLanguage) });

// ---- form schemas (web) -----------------------------------------------------------------

export const zLoginForm = z.object({
  email: z.string().check(z.trim(), z.minLength(1, MSG.invalidEmail), z.regex(EMAIL_PATTERN, MSG.invalidEmail)),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export const zEmailForm = z.pick(zLoginForm, { email: true });
const zPasswordPair = z.object({ password: zNewPassword, confirmPassword: z.string().check(z.minLength(1, MSG.passwordsMustMatch)) });

/**
 * 'Passwords must match' as soon as both passwords are filled in, even while other fields
 * of the form (names, checkboxes) are still invalid: zod skips object refinements then
 * unless told when to run them.
 */
const passwordsMatch = {
  message: MSG.passwordsMustMatch,
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => zPasswordPair.safeParse(payload.value).success,
};

export const zCreatePasswordForm = zPasswordPair.check(z.refine((v) => v.password === v.confirmPassword, passwordsMatch));
export const zRegistrationForm = z
  .object({
    firstName: zPersonName,
    lastName: zPersonName,
    password: zNewPassword,
    confirmPassword: z.string().check(z.minLength(1, MSG.passwordsMustMatch)),
    acceptTerms: z.literal(true, { error: MSG.termsRequired }),
    workEmailAttested: z.literal(true, { error: 'Please confirm this is your work e-mail' }),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, passwordsMatch));
