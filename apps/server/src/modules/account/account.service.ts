import type { Language } from '@voyce/contracts/languages';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import type { IdentityStore } from '../../lib/identity-store.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { refreshLeaderNames } from '../emergency-contacts/emergency-contacts.service.ts';
import * as repo from './account.repository.ts';

/** My Account (spec 2 §2): the signed-in user's profile, password and language. */
export function createAccountService(deps: { db: Db; identity: IdentityStore }) {
  const { db, identity } = deps;
  return {
    /** E-mail and username are read-only: sent values must equal the stored ones. */
    async updateDetails(
      auth: AuthContext,
      v: { id: string; firstName: string; lastName: string; businessEmail?: string; username?: string | null },
    ) {
      if (v.id !== auth.userId) throw forbidden(SETTINGS_MSG.notYourAccount);
      const user = await repo.findUser(db, auth.userId);
      if (!user) throw unauthorized();
      if (v.businessEmail !== undefined && v.businessEmail !== user.businessEmail) {
        throw badRequest(SETTINGS_MSG.emailReadOnly, { businessEmail: SETTINGS_MSG.emailReadOnly });
      }
      if (v.username !== undefined && (v.username ?? null) !== (user.username ?? null) && !(v.username === '' && !user.username)) {
        throw badRequest(SETTINGS_MSG.usernameReadOnly, { username: SETTINGS_MSG.usernameReadOnly });
      }
      // Where an organisation sees this name, its leadership entry for them takes it too.
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateNames(tx, auth.userId, { firstName: v.firstName, lastName: v.lastName });
        await refreshLeaderNames(tx, null, [auth.userId]);
        return updated;
      });
      return {
        entity: {
          id: row.id,
          username: row.username,
          firstName: row.firstName,
          lastName: row.lastName,
          businessEmail: row.businessEmail,
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },

    /**
     * MyVoyce's language for my account and my e-mails (null: follow the browser). Not audited:
     * the audit log is read by leaders, and no leader may learn an employee's language.
     */
    async setLanguage(auth: AuthContext, language: Language | null) {
      const row = await repo.setLanguage(db, auth.userId, language);
      if (!row) throw unauthorized();
      return { language: row.language };
    },

    /**
     * A wrong current password answers 400 (not 401: the session is fine, and the web signs
     * out on 401). The user's other sessions end; this one stays.
     */
    async updatePassword(auth: AuthContext, v: { userId: string; currentPassword: string; newPassword: string }) {
      if (v.userId !== auth.userId) throw forbidden(SETTINGS_MSG.notYourAccount);
      const user = await repo.findUser(db, auth.userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, v.currentPassword))) {
        throw new AppError(ERROR_CODES.invalidCredentials, 400, SETTINGS_MSG.wrongCurrentPassword, {
          currentPassword: SETTINGS_MSG.wrongCurrentPassword,
        });
      }
      const passwordHash = await hashPassword(v.newPassword);
      return db.transaction(async (tx) => {
        const updatedAt = await repo.updatePasswordHash(tx, auth.userId, passwordHash);
        // In the transaction: if the store cannot end them, the password does not change either.
        await identity.endUserSessions(auth.userId, { except: auth.sessionId });
        return { userId: auth.userId, updatedAt: updatedAt.toISOString() };
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
