import { NOT_A_MEMBER, OTP_MAX_ATTEMPTS, type OtpPurpose, type Profile, type RegistrationStep } from '@voyce/contracts/auth';
import type { SiteTarget } from '@voyce/contracts/common';
import type { Language } from '@voyce/contracts/languages';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, unauthorized } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { membershipAccess } from '../../http/permissions.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { hashToken, hmac, newOtpCode, newToken, safeEqualHex } from '../../lib/tokens.ts';
import { codeKey, registrationKey, type IdentityStore } from '../../lib/identity-store.ts';
import type { DirectMailer } from '../../mail/direct-mail.ts';
import { mailLanguage } from '../../mail/i18n/catalog.ts';
import { otpMail } from '../../mail/templates.ts';
import * as repo from './auth.repository.ts';
import { recordBreakGlass, ssoRequirement } from '../identity/sso.service.ts';
import { IDENTITY_MSG } from '@voyce/contracts/identity';
import { hashPassword, verifyPassword } from './passwords.ts';

/** How long a verified code's grant lets the user finish registration or a reset. */
const GRANT_MINUTES = 15;
const EMAIL_WINDOW_MS = 15 * 60_000;
/** How long "registration started" is remembered for user management (an invite's resend). */
const REGISTRATION_MARK_MS = 30 * 24 * 3_600_000;

export type AuthDeps = {
  db: Db;
  log: Logger;
  secretKey: string;
  limiter: Limiter;
  /** Sessions, codes and grants: never in PostgreSQL (lib/identity-store.ts). */
  identity: IdentityStore;
  /** Code e-mails go out from memory, never through the outbox (mail/direct-mail.ts). */
  mail: DirectMailer;
  otpTtlMinutes: number;
  sessionTtlHours: number;
  emailLimit: number;
};

const tooMany = () => new AppError(ERROR_CODES.rateLimited, 429, MSG.tooManyRequests);
const invalidInvite = () => new AppError(ERROR_CODES.inviteInvalid, 404, MSG.invalidInvite);
const codeExpired = () => new AppError(ERROR_CODES.codeExpired, 400, MSG.codeExpired);
const grantExpired = () => new AppError(ERROR_CODES.unauthorized, 401, 'Your verification has expired. Please request a new code.');

const ssoRequired = () => new AppError(ERROR_CODES.ssoRequired, 403, IDENTITY_MSG.ssoRequired);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAuthService(deps: AuthDeps) {
  const { db, identity } = deps;
  const codeHash = (email: string, purpose: OtpPurpose, code: string) => hmac(deps.secretKey, 'otp', purpose, email, code);

  /**
   * The person's organisations a password or code may enter: not those that require single
   * sign-on, unless the person is an owner there (break-glass, audited when used).
   */
  async function passwordOrganizations(user: { id: string; organizationIds: string[] }) {
    const required = await ssoRequirement(db, user.id);
    return { required, open: user.organizationIds.filter((o) => required.get(o)?.breakGlass ?? true) };
  }

  /**
   * The organisation a password or code session acts in: the one asked for, which must be one
   * of the person's usable memberships, else the first of them (the one they registered through
   * first) that does not require SSO. An owner entering one that requires it is audited.
   */
  async function chooseOrganization(
    user: { id: string; organizationIds: string[] },
    asked: string | undefined,
    method: 'password' | 'code',
  ) {
    if (asked !== undefined && !user.organizationIds.includes(asked)) throw forbidden(NOT_A_MEMBER);
    const { required, open } = await passwordOrganizations(user);
    const org = asked ?? open[0];
    if (org === undefined || !open.includes(org)) throw ssoRequired();
    if (required.has(org)) await recordBreakGlass(db, org, user.id, method);
    return org;
  }

  async function limitEmail(action: string, email: string, max = deps.emailLimit): Promise<void> {
    if ((await deps.limiter.hit(`${action}:${email}`, EMAIL_WINDOW_MS)) > max) throw tooMany();
  }

  /**
   * Issues a code. The answer is the same whether or not anyone is sent the code, so it
   * never tells who is registered; `deliver` decides if the e-mail goes out.
   */
  async function issueCode(
    email: string,
    purpose: OtpPurpose,
    force: boolean,
    deliver: boolean,
    language: Language,
    organizationId: string | null = null,
  ) {
    await limitEmail(`otp-request:${purpose}`, email);
    // A code locked by too many wrong tries is not offered again ("Active OTP Found"): a new one goes out.
    const active = await activeCode(email, purpose);
    if (active && !force) {
      throw new AppError(ERROR_CODES.activeOtpExists, 409, MSG.activeOtpExists, { shouldShowOtpInput: true });
    }
    const code = newOtpCode();
    // The new code replaces any earlier one: only the newest works.
    await identity.putCode(codeKey(email, purpose), codeHash(email, purpose, code), deps.otpTtlMinutes * 60_000);
    if (purpose === 'invite') await identity.mark(registrationKey(email), Date.now(), REGISTRATION_MARK_MS);
    if (deliver)
      deps.mail.send({ kind: `otp-${purpose}`, to: email, organizationId, ...otpMail(code, purpose, deps.otpTtlMinutes, language) });
    return { nextStep: 'VERIFY_OTP' as const };
  }

  async function checkCode(email: string, purpose: OtpPurpose, code: string) {
    await limitEmail('otp-verify', email, deps.emailLimit * 3);
    // An expired code is deleted with its expiry: "expired" and "none" answer alike.
    const row = await identity.getCode(codeKey(email, purpose));
    if (!row || row.grantHash) throw codeExpired();
    const attempts = await identity.takeAttempt(codeKey(email, purpose), row.codeHash, OTP_MAX_ATTEMPTS);
    if (attempts === null) throw new AppError(ERROR_CODES.attemptsExceeded, 429, MSG.attemptsExceeded);
    if (!safeEqualHex(row.codeHash, codeHash(email, purpose, code))) {
      const attemptsLeft = OTP_MAX_ATTEMPTS - attempts;
      if (attemptsLeft <= 0) throw new AppError(ERROR_CODES.attemptsExceeded, 429, MSG.attemptsExceeded);
      throw new AppError(ERROR_CODES.wrongCode, 400, MSG.wrongCode, { attemptsLeft });
    }
    return row;
  }

  /** The code still waiting for its check, with tries left (one locked by wrong tries can never sign anyone in). */
  async function activeCode(email: string, purpose: OtpPurpose) {
    const c = await identity.getCode(codeKey(email, purpose));
    return c && !c.grantHash && c.attempts < OTP_MAX_ATTEMPTS ? c : null;
  }

  async function registrationState(email: string): Promise<{ nextStep: RegistrationStep; hasActiveOtp: boolean; hasVerifiedOtp: boolean }> {
    const hasActiveOtp = !!(await activeCode(email, 'invite'));
    const hasVerifiedOtp = !!(await identity.getCode(codeKey(email, 'invite')))?.grantHash;
    return { nextStep: hasActiveOtp ? 'VERIFY_OTP' : 'ENTER_EMAIL', hasActiveOtp, hasVerifiedOtp };
  }

  async function pendingInvite(inviteId: string) {
    const invite = UUID.test(inviteId) ? await repo.findPendingInvite(db, inviteId) : null;
    if (!invite) throw invalidInvite();
    return invite;
  }

  /**
   * The profile as the session in `organizationId` sees it: that membership first (spec 2 §4:
   * the first entry is the current organisation), then the person's other usable memberships.
   */
  async function profileOf(userId: string, organizationId: string): Promise<Profile> {
    const [user, memberships] = await Promise.all([repo.findUser(db, userId), repo.findUsableMemberships(db, userId)]);
    const current = memberships.find((m) => m.organizationId === organizationId);
    if (!user || !current) throw unauthorized();
    const access = membershipAccess(current);
    const ordered = [current, ...memberships.filter((m) => m !== current)];
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      businessEmail: user.businessEmail,
      isAdmin: current.role === 'admin' || current.role === 'owner',
      updatedAt: user.updatedAt.toISOString(),
      organizationMemberships: ordered.map((m) => ({
        organizationId: m.organizationId,
        organizationName: m.organizationName,
        role: m.role,
      })),
      // The subscription account id (spec 1 §7 accountId of /invoice/details and /account/details):
      // billing's account is the organisation itself.
      zoho_org_id: current.organizationId,
      setupCompleted: !!current.setupCompletedAt,
      ...access,
      language: user.language,
    };
  }

  return {
    async requestLoginCode(email: string, _siteTarget: SiteTarget, force: boolean, language?: Language) {
      const user = await repo.findLoginUser(db, email);
      // No code goes to someone whose organisations all require SSO (the answer is the same).
      const deliver = repo.canSignIn(user) && (await passwordOrganizations(user)).open.length > 0;
      return issueCode(email, 'login', force, deliver, mailLanguage(user?.language, language));
    },

    async verifyCode(email: string, code: string, purpose: OtpPurpose, organizationId?: string) {
      const row = await checkCode(email, purpose, code);
      if (purpose === 'login') {
        const user = await repo.findLoginUser(db, email);
        // A code is only ever sent to someone who may sign in; this guards a later deactivation.
        if (!repo.canSignIn(user)) throw new AppError(ERROR_CODES.wrongCode, 400, MSG.wrongCode);
        const org = await chooseOrganization(user, organizationId, 'code');
        // Parallel requests with the right code all pass the check; only one takes the code.
        if (!(await identity.takeCode(codeKey(email, purpose), row.codeHash))) throw codeExpired();
        return { authorization: await repo.createSession(db, identity, user.id, deps.sessionTtlHours, org) };
      }
      const grant = newToken();
      if (!(await identity.grantCode(codeKey(email, purpose), row.codeHash, hashToken(grant), GRANT_MINUTES * 60_000))) throw codeExpired();
      return { authorization: grant };
    },

    async verifyLogin(email: string, password: string, organizationId?: string) {
      await limitEmail('login', email);
      const user = await repo.findLoginUser(db, email);
      // Always verify (against a dummy hash for unknown e-mails): same time either way.
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!valid || !repo.canSignIn(user)) {
        throw new AppError(ERROR_CODES.invalidCredentials, 401, MSG.invalidCredentials);
      }
      const org = await chooseOrganization(user, organizationId, 'password');
      return { authorization: await repo.createSession(db, identity, user.id, deps.sessionTtlHours, org) };
    },

    async getInviteSummary(inviteId: string) {
      const invite = await pendingInvite(inviteId);
      return {
        userEmail: invite.email,
        userFirstName: invite.firstName,
        userLastName: invite.lastName,
        authorization: null,
        registrationState: await registrationState(invite.email),
        site: invite.role === 'employee' ? ('employee' as const) : ('dashboard' as const),
      };
    },

    async claimInvite(inviteId: string, email: string, force: boolean, language?: Language) {
      const invite = await pendingInvite(inviteId);
      if (invite.email !== email) throw new AppError(ERROR_CODES.inviteEmailMismatch, 400, MSG.inviteEmailMismatch);
      // The registration page's language becomes the new account's, unless it has one (chosen by
      // the person elsewhere, or the invite's).
      if (language && !invite.language) await repo.setLanguageIfNone(db, invite.userId, language);
      return issueCode(email, 'invite', force, true, mailLanguage(invite.language, language), invite.organizationId);
    },

    async acceptInvite(input: {
      inviteId: string;
      email: string;
      firstName: string;
      lastName: string;
      password: string;
      authorization: string;
      language?: Language;
    }) {
      const invite = await pendingInvite(input.inviteId);
      if (invite.email !== input.email) throw new AppError(ERROR_CODES.inviteEmailMismatch, 400, MSG.inviteEmailMismatch);
      const passwordHash = await hashPassword(input.password);
      // The grant is taken first, once; a registration that then fails needs a new code.
      if (!(await identity.takeGrant(codeKey(input.email, 'invite'), hashToken(input.authorization)))) throw grantExpired();
      await db.transaction(async (tx) => {
        await repo.completeRegistration(tx, {
          inviteId: invite.id,
          organizationId: invite.organizationId,
          userId: invite.userId,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          language: input.language,
        });
      });
      // The session acts where the invite came from, whatever else the person belongs to.
      return { authorization: await repo.createSession(db, identity, invite.userId, deps.sessionTtlHours, invite.organizationId) };
    },

    async requestPasswordReset(email: string, _siteTarget: SiteTarget, force: boolean, language?: Language) {
      const user = await repo.findLoginUser(db, email);
      return issueCode(email, 'reset', force, repo.canSignIn(user) && !!user.passwordHash, mailLanguage(user?.language, language));
    },

    async resetPassword(email: string, password: string, authorization: string) {
      const passwordHash = await hashPassword(password);
      if (!(await identity.takeGrant(codeKey(email, 'reset'), hashToken(authorization)))) throw grantExpired();
      const userId = await repo.setPassword(db, email, passwordHash);
      if (!userId) throw grantExpired();
      // A reset means the old password may be known to someone else: end every session.
      await identity.endUserSessions(userId);
      return null;
    },

    getProfile: (auth: AuthContext) => profileOf(auth.userId, auth.organizationId),

    /** A session for someone the organisation's identity provider vouched for: like a code's, in the identity store only. */
    openSsoSession: (userId: string, organizationId: string) =>
      repo.createSession(db, identity, userId, deps.sessionTtlHours, organizationId, organizationId),

    /** Moves this session to another organisation of the person's; answers the profile there. */
    async selectOrganization(auth: AuthContext, organizationId: string): Promise<Profile> {
      const memberships = await repo.findUsableMemberships(db, auth.userId);
      if (!memberships.some((m) => m.organizationId === organizationId)) throw forbidden(NOT_A_MEMBER);
      // An organisation that requires SSO is entered through its own provider (or by its owner, audited).
      const required = (await ssoRequirement(db, auth.userId)).get(organizationId);
      if (required) {
        const session = await identity.getSession(auth.sessionId);
        if (session?.ssoOrganizationId !== organizationId) {
          if (!required.breakGlass) throw ssoRequired();
          await recordBreakGlass(db, organizationId, auth.userId, 'session');
        }
      }
      if (!(await identity.moveSession(auth.sessionId, organizationId))) throw unauthorized();
      return profileOf(auth.userId, organizationId);
    },

    async logout(auth: AuthContext) {
      await identity.endSession(auth.sessionId);
      return null;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
