import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { memberships, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_PASSWORD } from './env.ts';
import { state } from './state.ts';

/**
 * A registered member of the seeded organisation (the password is E2E_PASSWORD), for
 * journeys that change a person's access and must not disturb the shared accounts.
 */
export async function createSeededMember(email: string, firstName: string, lastName: string, role: 'admin' | 'employee'): Promise<string> {
  const database = connectDatabase(state().url, 1);
  try {
    const passwordHash = await hashPassword(E2E_PASSWORD);
    const [u] = await database.db.insert(users).values({ businessEmail: email, firstName, lastName, passwordHash }).returning();
    await database.db.insert(memberships).values({ organizationId: state().organizationId, userId: u!.id, role, inviteStatus: 'accepted' });
    return email;
  } finally {
    await database.close();
  }
}
