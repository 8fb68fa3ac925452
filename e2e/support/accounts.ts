import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { memberships, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_PASSWORD } from './env.ts';
import { state } from './state.ts';

/**
 * An admin of the seeded organisation of its own, for journeys that change the account
 * itself (names, password) and must not disturb the shared leader.
 */
export async function createSeededAdmin(email: string, firstName = 'Ada', lastName = 'Admin'): Promise<string> {
  const database = connectDatabase(state().url, 1);
  try {
    const passwordHash = await hashPassword(E2E_PASSWORD);
    const [u] = await database.db.insert(users).values({ businessEmail: email, firstName, lastName, passwordHash }).returning();
    await database.db
      .insert(memberships)
      .values({ organizationId: state().organizationId, userId: u!.id, role: 'admin', inviteStatus: 'accepted' });
    return email;
  } finally {
    await database.close();
  }
}
