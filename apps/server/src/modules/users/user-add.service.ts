import type { Language } from '@voyce/contracts/languages';
import type { BulkFailure, BulkUserInput } from '@voyce/contracts/user-bulk';
import { fileDuplicates } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { inviteMail } from '../../mail/templates.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import { registrationLink } from '../invites/invites.service.ts';
import { grantRefusal } from '../roles/grants.ts';
import { leastRoleFor, loadRolePermissions } from '../roles/roles.service.ts';
import { inSavepointBatches, type Success } from './in-savepoint-batches.ts';
import * as invites from './member-invites.repository.ts';
import * as repo from './users.repository.ts';
import { checkNewUser, type Details, failureOf, type TagIndex } from './users.rows.ts';

type AddInput = { auth: AuthContext; role: repo.ListRole; tags: TagIndex; users: BulkUserInput[]; language?: Language };

/** The organisation's name for its invite e-mails; a 404 for an organisation that is gone. */
export async function organizationName(db: DbOrTx, organizationId: string) {
  const name = await repo.findOrganizationName(db, organizationId);
  if (name === null) throw notFound();
  return name;
}

/** The invite e-mail of one invite, with its registration link (an employee's in their language). */
export const inviteMailer = (appUrl: string, organizationName: string, role: repo.ListRole) => (inviteId: string, language: Language) =>
  inviteMail(organizationName, registrationLink(appUrl, inviteId), role, language);

/**
 * What adding these users would do, without writing: the rows it would refuse, each with all
 * its issues (field -> issue: the row's own checks, an e-mail or employee ID the organisation
 * already has, one repeated from an earlier row), and the members it would write. The import
 * preview shows these same issues.
 */
export async function planAdd(db: DbOrTx, v: AddInput) {
  const { auth } = v;
  const failures: BulkFailure[] = [];
  const valid: { row: number; member: invites.NewMember }[] = [];
  const emails = v.users.map((u) => (u.businessEmail ?? '').trim().toLowerCase());
  const [existing, holders] = await Promise.all([
    repo.membersByEmail(db, auth.organizationId, [...new Set(emails.filter(Boolean))]),
    repo.employeeIdHolders(db, auth.organizationId, [...new Set(v.users.map((u) => (u.employeeId ?? '').trim()).filter(Boolean))]),
  ]);
  const repeated = fileDuplicates(v.users, 'add');
  // A leader's role must be the caller's to give; none asked for is the least role (roles/grants.ts).
  const perms = v.role === 'admin' ? await loadRolePermissions(db, auth.organizationId) : null;
  let needsLeastRole = false;
  v.users.forEach((u, i) => {
    const row = i + 1;
    const checked = checkNewUser(u, v.tags, v.role === 'admin');
    const details: Details = checked.ok ? {} : { ...checked.details };
    if (existing.has(emails[i]!)) details.businessEmail ??= USERS_MSG.emailExists;
    if (holders.has((u.employeeId ?? '').trim())) details.employeeId ??= USERS_MSG.employeeIdExists;
    for (const [field, issue] of Object.entries(repeated[i] ?? {})) details[field] ??= issue;
    if (!checked.ok || Object.keys(details).length) return failures.push(failureOf(row, emails[i]!, details));
    if (perms && checked.value.roleId !== undefined) {
      const refused = grantRefusal(auth, checked.value.roleId, perms);
      if (refused) return failures.push(failureOf(row, emails[i]!, { roleId: refused }));
    }
    if (perms && checked.value.roleId === undefined) needsLeastRole = true;
    valid.push({ row, member: checked.value });
  });
  return { valid, failures, needsLeastRole };
}

/**
 * Checks every row (planAdd), then writes the valid ones in batches, each batch in a savepoint;
 * a batch that fails is retried row by row so one bad row never loses or half-writes another.
 */
export async function addRows(
  db: Db,
  v: AddInput & {
    mail: (inviteId: string, language: Language) => invites.MailOut;
    /** Writes the audit row (one row added, or an import) in the same transaction. */
    audit?: boolean;
  },
) {
  const { auth } = v;
  const { valid, failures, needsLeastRole } = await planAdd(db, v);
  const success: Success[] = [];
  const meta = { organizationId: auth.organizationId, role: v.role, invitedBy: auth.userId, language: v.language };
  await db.transaction(async (tx) => {
    if (needsLeastRole) {
      const least = await leastRoleFor(tx, auth.organizationId);
      for (const b of valid) if (b.member.roleId === undefined) b.member.roleId = least;
    }
    await inSavepointBatches(
      tx,
      valid,
      (sp, batch) =>
        invites.insertMembers(
          sp,
          meta,
          batch.map((b) => b.member),
          v.mail,
        ),
      {
        written: (batch, ids) => {
          for (const b of batch) success.push({ row: b.row, email: b.member.email, userId: ids.get(b.member.email)! });
        },
        failed: (b) => failures.push(failureOf(b.row, b.member.email, { row: USERS_MSG.rowFailed })),
      },
    );
    if (v.audit) {
      await recordMemberAudit(tx, auth, {
        action: v.users.length > 1 ? 'users.bulk_imported' : 'users.added',
        target: { type: 'users', id: success.length === 1 ? success[0]!.userId : null },
        // No language: the audit log is read by leaders, and an account's language is the person's.
        detail: { role: v.role, added: success.length, failed: failures.length, emails: success.slice(0, 20).map((s) => s.email) },
      });
    }
  });
  failures.sort((a, b) => a.row - b.row);
  return { success, failures };
}
