import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { createOrganization } from '../../apps/server/src/modules/organizations/organizations.service.ts';
import { E2E_BASE_URL } from './env.ts';
import { state } from './state.ts';

/** What the operator's `org:create` does: a new organisation whose admin gets an invite e-mail. */
export async function createInvitedOrg(adminEmail: string) {
  const database = connectDatabase(state().url, 1);
  try {
    return await createOrganization(database.db, E2E_BASE_URL, { name: 'Invited E2E Org', adminEmail });
  } finally {
    await database.close();
  }
}
