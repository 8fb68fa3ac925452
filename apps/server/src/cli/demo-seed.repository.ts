import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DEMO_DEPARTMENTS } from '../ai/demo-insights.ts';
import type { Db } from '../db/client.ts';
import {
  departmentClassifications,
  departments,
  leadershipTeamMembers,
  memberDepartments,
  memberships,
  organizations,
  phrases,
  reachoutAudience,
  reachoutRecipients,
  reachouts,
  submissions,
  users,
} from '../db/schema/index.ts';
import { GOALS_SEPARATOR } from '@voyce/contracts/settings';
import { seedDemoStructure } from './demo-structure.repository.ts';
import { leaderVisible } from '../modules/insights/leader-visible.sql.ts';
import { DEMO_CLASSIFICATIONS, DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from './demo-people.ts';

/** How long ago the demo's people joined: before its oldest reach-out (34 days) and the k window. */
const DEMO_MEMBERS_SINCE_DAYS = 90;

/**
 * The demo's own rows (the organisation, its people, reach-outs) and the dates it backdates.
 * An insight's state changes go through the insights module like any leader's
 * (modules/insights/insight-state.repository.ts); only what no screen can create is written here.
 */

export async function hasAnyOrganization(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from organizations limit 1`);
  return rows.rows.length > 0;
}

export async function userExists(db: Db, businessEmail: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from users where business_email = ${businessEmail}`);
  return rows.rows.length > 0;
}

type DemoPeople = { orgName: string; adminEmail: string; adminHash: string; employeeHash: string; employeeCount: number };

/** The organisation with its settings, departments, leadership team, admin and employees, in one transaction. */
export function insertDemoOrganization(db: Db, d: DemoPeople) {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: d.orgName,
        aboutUs: 'Acme makes and ships outdoor equipment from two warehouses, with sales and support teams across Europe.',
        goals: ['Keep every shift safe', 'Halve customer response times', 'Grow people into leaders from within'].join(GOALS_SEPARATOR),
        writingSamples: 'Thank you for telling us. We read every message, and we will come back to you with what we are changing.',
        setupCompletedAt: new Date(),
      })
      .returning({ id: organizations.id });
    const organizationId = org!.id;
    await tx.insert(phrases).values([
      { organizationId, name: 'safety', polarity: 'positive' },
      { organizationId, name: 'customer', polarity: 'positive' },
      { organizationId, name: 'coffee', polarity: 'negative' },
      { organizationId, name: 'parking', polarity: 'negative' },
    ]);
    const deptIds = new Map<string, string>();
    for (const [cls, names] of Object.entries(DEMO_CLASSIFICATIONS)) {
      const [c] = await tx
        .insert(departmentClassifications)
        .values({ organizationId, name: cls })
        .returning({ id: departmentClassifications.id });
      for (const name of names) {
        const [d] = await tx
          .insert(departments)
          .values({ organizationId, name, departmentClassificationId: c!.id })
          .returning({ id: departments.id });
        deptIds.set(name, d!.id);
      }
    }
    // Only a leader who may view insights is an emergency contact: the admin. The
    // others are in the team for delegations and shares, with no kind ticked.
    await tx.insert(leadershipTeamMembers).values([
      { organizationId, name: 'Dana Whitfield', email: d.adminEmail, violence: true, crime: true, threat: true },
      { organizationId, name: 'Marcus Bell', email: 'safety@demo.voyce.local' },
      { organizationId, name: 'Grace Lin', email: 'people@demo.voyce.local' },
    ]);
    const [admin] = await tx
      .insert(users)
      .values({
        businessEmail: d.adminEmail,
        firstName: 'Dana',
        lastName: 'Whitfield',
        username: 'dana.whitfield',
        passwordHash: d.adminHash,
      })
      .returning({ id: users.id });
    // The demo organisation has been in use for months: its people joined and were placed long
    // before its reach-outs, so they count towards k (a newcomer counts after 14 days).
    const since = new Date(Date.now() - DEMO_MEMBERS_SINCE_DAYS * 86_400_000);
    await tx
      .insert(memberships)
      .values({ organizationId, userId: admin!.id, role: 'admin', inviteStatus: 'accepted', joinedAt: since, createdAt: since });
    await seedDemoStructure(tx, organizationId, admin!.id);
    const employees: { id: string; department: string }[] = [];
    for (let i = 0; i < d.employeeCount; i++) {
      const department = DEMO_DEPARTMENTS[i % DEMO_DEPARTMENTS.length]!;
      const [u] = await tx
        .insert(users)
        .values({
          businessEmail: `employee${i + 1}@demo.voyce.local`,
          firstName: DEMO_FIRST_NAMES[i]!,
          lastName: DEMO_LAST_NAMES[i % DEMO_LAST_NAMES.length]!,
          passwordHash: d.employeeHash,
        })
        .returning({ id: users.id });
      await tx
        .insert(memberships)
        .values({ organizationId, userId: u!.id, role: 'employee', inviteStatus: 'accepted', joinedAt: since, createdAt: since });
      await tx
        .insert(memberDepartments)
        .values({ organizationId, userId: u!.id, departmentId: deptIds.get(department)!, placedAt: since, placedBy: admin!.id });
      employees.push({ id: u!.id, department });
    }
    return { organizationId, adminId: admin!.id, employees, deptIds };
  });
}

/** Anonymous content keeps only its day: the demo spreads its insights over past days. */
export async function backdateInsight(db: Db, submissionId: string, day: Date): Promise<void> {
  await db.update(submissions).set({ createdAt: day }).where(eq(submissions.id, submissionId));
}

/** Topics take their dates from their insights. */
export async function dateTopicsFromInsights(db: Db, organizationId: string): Promise<void> {
  await db.execute(sql`update submission_groups g set created_at = x.first, last_submission_at = x.last
    from (select topic_id, min(created_at) first, max(created_at) last from submissions where organization_id = ${organizationId} group by topic_id) x
    where g.id = x.topic_id and g.organization_id = ${organizationId}`);
}

/** The organisation's topics that hold insights a leader sees (a topic of held answers only is left out). */
export async function visibleTopicIds(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: submissions.topicId })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), isNotNull(submissions.topicId), leaderVisible));
  return rows.map((r) => r.id!);
}

/** Whether a reach-out's answers are released to leaders (k of them came in). */
export async function hasVisibleAnswers(db: Db, organizationId: string, reachoutId: string): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.reachoutId, reachoutId), leaderVisible))
    .limit(1);
  return rows.length > 0;
}

export function departmentsNamed(db: Db, organizationId: string, names: string[]) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), inArray(departments.name, names)));
}

type DemoReachout = {
  organizationId: string;
  title: string;
  body: string;
  objective: string;
  sendAs: (typeof reachouts.$inferInsert)['sendAs'];
  prompterId: string;
  createdAt: Date;
  departmentIds: string[];
  recipientIds: string[];
};

/** A reach-out as sent on `createdAt`, with its audience departments and recipients (already e-mailed). */
export async function insertDemoReachout(db: Db, r: DemoReachout): Promise<string> {
  const { organizationId } = r;
  const [row] = await db
    .insert(reachouts)
    .values({
      organizationId,
      title: r.title,
      body: r.body,
      objective: r.objective,
      sendAs: r.sendAs,
      prompterId: r.prompterId,
      audienceSize: r.recipientIds.length,
      createdAt: r.createdAt,
      updatedAt: r.createdAt,
    })
    .returning({ id: reachouts.id });
  const reachoutId = row!.id;
  await db.insert(reachoutAudience).values(r.departmentIds.map((departmentId) => ({ organizationId, reachoutId, departmentId })));
  if (r.recipientIds.length) {
    await db.insert(reachoutRecipients).values(r.recipientIds.map((userId) => ({ organizationId, reachoutId, userId, emailed: true })));
  }
  return reachoutId;
}

export async function closeDemoReachout(db: Db, reachoutId: string): Promise<void> {
  await db.update(reachouts).set({ status: 'closed' }).where(eq(reachouts.id, reachoutId));
}
