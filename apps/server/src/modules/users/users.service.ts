import type { Language } from '@voyce/contracts/languages';
import type { BulkUserInput } from '@voyce/contracts/user-bulk';
import { importedToBulk, type ProcessCsvResponse } from '@voyce/contracts/user-import';
import type { UserListFilters } from '@voyce/contracts/users';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { IdentityStore } from '../../lib/identity-store.ts';
import { createMemberChanges } from './member-changes.ts';
import { createUserAccess } from './user-access.service.ts';
import { addRows, inviteMailer, organizationName, planAdd } from './user-add.service.ts';
import { bulkUpdate, planUpdate } from './user-bulk-update.service.ts';
import { listUsers } from './user-list.service.ts';
import { updateUser } from './user-update.service.ts';
import { processUsersCsv } from './users.csv.ts';
import * as repo from './users.repository.ts';
import { indexTags } from './users.rows.ts';

/**
 * User management (spec 2): the list (user-list.service.ts), deactivation and invites
 * (user-access.service.ts), the edit drawer (user-update.service.ts), adding
 * (user-add.service.ts), bulk updates (user-bulk-update.service.ts) and the CSV import's preview.
 */
export function createUsersService(deps: { db: Db; identity: IdentityStore; appUrl: string; onMailQueued: () => void }) {
  const { db } = deps;
  const changes = createMemberChanges(deps.identity);

  return {
    list: (auth: AuthContext, role: repo.ListRole, filters: UserListFilters = {}) => listUsers(db, auth.organizationId, role, filters),

    ...createUserAccess(deps, changes),

    update: (auth: AuthContext, body: Parameters<typeof updateUser>[3]) => updateUser(db, changes, auth, body),

    /**
     * Adds users of one kind; each valid row becomes a pending member with an invite e-mail
     * (employees': in `language`, which their new account takes; default English).
     */
    async addUsers(auth: AuthContext, role: repo.ListRole, users: BulkUserInput[], language?: Language) {
      const name = await organizationName(db, auth.organizationId);
      const tags = indexTags(await repo.loadTags(db, auth.organizationId));
      const result = await addRows(db, { auth, role, tags, users, language, mail: inviteMailer(deps.appUrl, name, role), audit: true });
      if (result.success.length) deps.onMailQueued();
      return { entity: result };
    },

    /**
     * The import's Start Import (spec 2 §4): the CSV's rows, each with the issues the add or
     * update call would find in it (planAdd, planUpdate), so the preview shows them before Submit.
     */
    async previewImport(
      auth: AuthContext,
      v: { text: string; mode: 'add' | 'update'; identifier: 'email' | 'employeeId'; role: repo.ListRole },
    ): Promise<ProcessCsvResponse> {
      const parsed = processUsersCsv(v.text, v.identifier, v.mode);
      const users = parsed.finalProcessedRecords.map(importedToBulk);
      const { failures } =
        v.mode === 'add'
          ? await planAdd(db, { auth, role: v.role, tags: indexTags(await repo.loadTags(db, auth.organizationId)), users })
          : await planUpdate(db, auth, { role: v.role, identifier: v.identifier, users });
      for (const f of failures) parsed.finalProcessedRecords[f.row - 1]!.issues = f.details;
      return parsed;
    },

    bulkUpdate: (auth: AuthContext, v: Parameters<typeof bulkUpdate>[3]) => bulkUpdate(db, changes, auth, v),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
