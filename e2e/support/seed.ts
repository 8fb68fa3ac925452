import type { Db } from '../../apps/server/src/db/client.ts';
import {
  departmentClassifications,
  departments,
  leadershipTeamMembers,
  memberDepartments,
  memberships,
  organizations,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_AUDIENCE } from './audience.ts';
import { E2E_PASSWORD } from './env.ts';

/**
 * Departments (by classification) the insight journeys' texts name, so the pipeline files
 * their insights under them and the explorer's chart has bars (e2e/insights).
 */
export const E2E_DEPARTMENTS = { Operations: ['Warehouse'], Technology: ['Engineering'] } as const;
/** The leadership team the delegation journey picks from; no emergency alerts, so no stray mail. */
export const E2E_LEADERS = [
  { name: 'Lee Leader', email: 'leader@e2e.test' },
  { name: 'Sam Safety', email: 'safety.lead@e2e.test' },
] as const;

/**
 * When the journeys' people joined and were placed: a month ago, so they count towards a
 * reach-out's k (a newcomer counts only after 14 days).
 */
const ESTABLISHED = new Date(Date.now() - 30 * 86_400_000);

/** Known accounts for the journeys: one organisation, a leader and employees (some in departments). */
export async function seedE2eOrg(db: Db) {
  const passwordHash = await hashPassword(E2E_PASSWORD);
  // Set up already: its admins land on the dashboard, not on /setup.
  const [org] = await db.insert(organizations).values({ name: 'E2E Org', setupCompletedAt: new Date() }).returning();
  const add = async (email: string, firstName: string, lastName: string, role: 'admin' | 'employee') => {
    const [u] = await db.insert(users).values({ businessEmail: email, firstName, lastName, passwordHash }).returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: u!.id, role, inviteStatus: 'accepted', joinedAt: ESTABLISHED });
    return { email, userId: u!.id };
  };
  const departmentIds = new Map<string, string>();
  for (const [classification, names] of Object.entries(E2E_DEPARTMENTS)) {
    const [c] = await db.insert(departmentClassifications).values({ organizationId: org!.id, name: classification }).returning();
    for (const name of names) {
      const [d] = await db.insert(departments).values({ organizationId: org!.id, name, departmentClassificationId: c!.id }).returning();
      departmentIds.set(name, d!.id);
    }
  }
  await db.insert(leadershipTeamMembers).values(E2E_LEADERS.map((l) => ({ organizationId: org!.id, ...l })));
  for (const a of E2E_AUDIENCE) {
    const { userId } = await add(a.email, a.firstName, a.lastName, 'employee');
    await db
      .insert(memberDepartments)
      .values({ organizationId: org!.id, userId, departmentId: departmentIds.get(a.department)!, placedAt: ESTABLISHED });
  }
  return {
    organizationId: org!.id,
    adminEmail: (await add('leader@e2e.test', 'Lee', 'Leader', 'admin')).email,
    resetEmail: (await add('reset.leader@e2e.test', 'Rita', 'Reset', 'admin')).email,
    employeeEmail: (await add('employee@e2e.test', 'Emma', 'Employee', 'employee')).email,
  };
}
