import type { Db } from '../../apps/server/src/db/client.ts';
import { memberships, organizations, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_PASSWORD } from './env.ts';

/** Known accounts for the journeys: one organisation, a leader and two employees. */
export async function seedE2eOrg(db: Db) {
  const passwordHash = await hashPassword(E2E_PASSWORD);
  const [org] = await db.insert(organizations).values({ name: 'E2E Org' }).returning();
  const add = async (email: string, firstName: string, lastName: string, role: 'admin' | 'employee') => {
    const [u] = await db.insert(users).values({ businessEmail: email, firstName, lastName, passwordHash }).returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: u!.id, role, inviteStatus: 'accepted' });
    return email;
  };
  return {
    organizationId: org!.id,
    adminEmail: await add('leader@e2e.test', 'Lee', 'Leader', 'admin'),
    resetEmail: await add('reset.leader@e2e.test', 'Rita', 'Reset', 'admin'),
    employeeEmail: await add('employee@e2e.test', 'Emma', 'Employee', 'employee'),
  };
}
