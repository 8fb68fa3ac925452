import type { Language } from '../../packages/contracts/src/languages.ts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import {
  departmentClassifications,
  departments,
  memberDepartments,
  memberships,
  organizations,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_PASSWORD } from './env.ts';
import { state } from './state.ts';

/**
 * An organisation of its own for the language journeys (e2e/myvoyce/languages*.spec.ts): its
 * people, department and reach-outs never change the seeded organisation's counts, which other
 * journeys assert (7 people in the reach-out audience, engagement 5/7). Five established
 * colleagues in one department make a reach-out's k, so a newly invited employee there receives it.
 */
export type LanguageOrg = {
  organizationId: string;
  name: string;
  leaderEmail: string;
  departmentId: string;
  /** The five established colleagues (no account language). */
  colleagueEmails: string[];
};

/** Joined and placed a month ago: they count towards a reach-out's k (a newcomer only after 14 days). */
const ESTABLISHED = new Date(Date.now() - 30 * 86_400_000);

export async function seedLanguageOrg(tag: string): Promise<LanguageOrg> {
  const database = connectDatabase(state().url, 1);
  try {
    const db = database.db;
    const name = `Lingua ${tag}`;
    const [org] = await db.insert(organizations).values({ name, setupCompletedAt: new Date() }).returning();
    const [c] = await db.insert(departmentClassifications).values({ organizationId: org!.id, name: 'Operations' }).returning();
    const [d] = await db
      .insert(departments)
      .values({ organizationId: org!.id, name: 'Shop floor', departmentClassificationId: c!.id })
      .returning();
    const passwordHash = await hashPassword(E2E_PASSWORD);
    const leaderEmail = `leader.${tag}@lingua.e2e.test`;
    const [leader] = await db
      .insert(users)
      .values({ businessEmail: leaderEmail, firstName: 'Lena', lastName: 'Lingua', passwordHash })
      .returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: leader!.id, role: 'admin', inviteStatus: 'accepted' });
    const colleagueEmails: string[] = [];
    for (const first of ['Abel', 'Berta', 'Ciro', 'Dalia', 'Elio']) {
      const businessEmail = `${first.toLowerCase()}.${tag}@lingua.e2e.test`;
      colleagueEmails.push(businessEmail);
      const [u] = await db.insert(users).values({ businessEmail, firstName: first, lastName: 'Colleague', passwordHash }).returning();
      await db
        .insert(memberships)
        .values({ organizationId: org!.id, userId: u!.id, role: 'employee', inviteStatus: 'accepted', joinedAt: ESTABLISHED });
      await db.insert(memberDepartments).values({ organizationId: org!.id, userId: u!.id, departmentId: d!.id, placedAt: ESTABLISHED });
    }
    return { organizationId: org!.id, name, leaderEmail, departmentId: d!.id, colleagueEmails };
  } finally {
    await database.close();
  }
}

/** A registered employee of `org`, placed in its department, with an account language or none (null: follow the browser). */
export async function addLanguageOrgEmployee(
  org: LanguageOrg,
  email: string,
  firstName: string,
  lastName: string,
  language: Language | null,
): Promise<string> {
  const database = connectDatabase(state().url, 1);
  try {
    const db = database.db;
    const passwordHash = await hashPassword(E2E_PASSWORD);
    const [u] = await db.insert(users).values({ businessEmail: email, firstName, lastName, passwordHash, language }).returning();
    await db.insert(memberships).values({ organizationId: org.organizationId, userId: u!.id, role: 'employee', inviteStatus: 'accepted' });
    await db.insert(memberDepartments).values({ organizationId: org.organizationId, userId: u!.id, departmentId: org.departmentId });
    return email;
  } finally {
    await database.close();
  }
}
