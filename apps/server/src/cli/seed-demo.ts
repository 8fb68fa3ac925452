import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AiProvider } from '../ai/provider.ts';
import { DEMO_DEPARTMENTS, DEMO_INSIGHTS } from '../ai/demo-insights.ts';
import type { Db } from '../db/client.ts';
import {
  departmentClassifications,
  departments,
  leadershipTeamMembers,
  memberDepartments,
  memberships,
  organizations,
  phrases,
  submissionActivity,
  submissionMessages,
  submissions,
  users,
} from '../db/schema/index.ts';
import { processSubmission } from '../jobs/process-submission.ts';
import type { IdentityVault } from '../lib/identity-vault.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { fileInsight } from '../modules/employee/authorship.repository.ts';
import { checkAboutDepartment } from '../modules/employee/employee.service.ts';
import { GOALS_SEPARATOR } from '@voyce/contracts/settings';
import { startOfUtcDay } from '@voyce/contracts/anonymity';
import { seedDemoStructure } from './demo-structure.ts';
import { addDemoReachouts } from './seed-demo-reachouts.ts';
import { DEMO_CLASSIFICATIONS, DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_REPLIES } from './demo-people.ts';
import type { Logger } from 'pino';

export const DEMO_ORG_NAME = 'Acme Demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.voyce.local';
export const DEMO_EMPLOYEE_EMAIL = 'employee1@demo.voyce.local';
const EMPLOYEE_COUNT = 40;
const DAY = 86_400_000;

export type SeedDeps = { db: Db; vault: IdentityVault; ai: AiProvider; log: Logger; appUrl: string };

/** A password people can type, that meets the rules of spec 1 §5. */
export function generatePassword(): string {
  const core = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  return `Vy-${core}7a`;
}

export async function hasAnyOrganization(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from organizations limit 1`);
  return rows.rows.length > 0;
}

/** Deterministic pseudo-randomness, so every demo looks the same. */
function rng(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * The demo organisation: settings, departments, a leadership team, an admin and 40
 * employees (all registered, passwords printed once and stored nowhere else), and ~300
 * insights sent through the real pipeline, with replies, wins, ratings and reveal requests.
 * Returns null when the demo organisation already exists.
 */
export async function seedDemo(deps: SeedDeps) {
  const { db, vault } = deps;
  const existing = await db.execute(sql`select 1 from users where business_email = ${DEMO_ADMIN_EMAIL}`);
  if (existing.rows.length > 0) return null;
  const adminPassword = generatePassword();
  const employeePassword = generatePassword();
  const [adminHash, employeeHash] = await Promise.all([hashPassword(adminPassword), hashPassword(employeePassword)]);
  const random = rng(42);

  const people = await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({
        name: DEMO_ORG_NAME,
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
    await tx.insert(leadershipTeamMembers).values([
      { organizationId, name: 'Dana Whitfield', email: DEMO_ADMIN_EMAIL, violence: true, crime: true, threat: true },
      { organizationId, name: 'Marcus Bell', email: 'safety@demo.voyce.local', violence: true, crime: false, threat: true },
      { organizationId, name: 'Grace Lin', email: 'people@demo.voyce.local', violence: false, crime: true, threat: false },
    ]);
    const [admin] = await tx
      .insert(users)
      .values({
        businessEmail: DEMO_ADMIN_EMAIL,
        firstName: 'Dana',
        lastName: 'Whitfield',
        username: 'dana.whitfield',
        passwordHash: adminHash,
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ organizationId, userId: admin!.id, role: 'admin', inviteStatus: 'accepted' });
    await seedDemoStructure(tx, organizationId, admin!.id);
    const employees: { id: string; department: string }[] = [];
    for (let i = 0; i < EMPLOYEE_COUNT; i++) {
      const department = DEMO_DEPARTMENTS[i % DEMO_DEPARTMENTS.length]!;
      const [u] = await tx
        .insert(users)
        .values({
          businessEmail: `employee${i + 1}@demo.voyce.local`,
          firstName: DEMO_FIRST_NAMES[i]!,
          lastName: DEMO_LAST_NAMES[i % DEMO_LAST_NAMES.length]!,
          passwordHash: employeeHash,
        })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ organizationId, userId: u!.id, role: 'employee', inviteStatus: 'accepted' });
      await tx.insert(memberDepartments).values({ organizationId, userId: u!.id, departmentId: deptIds.get(department)! });
      employees.push({ id: u!.id, department });
    }
    return { organizationId, adminId: admin!.id, employees, deptIds };
  });

  // Insights, each by an employee of its department, spread over the last 75 days. Those about
  // another department carry it as the employee's choice ("Which department is this about?"),
  // checked by the same rule as a real send; the others name their department in the text and
  // the pipeline detects it.
  const { organizationId, adminId, employees, deptIds } = people;
  const now = Date.now();
  const pipeline = { db, ai: deps.ai, log: deps.log, appUrl: deps.appUrl, onMailQueued: () => {} };
  const ids: string[] = [];
  for (const insight of DEMO_INSIGHTS) {
    const pool = employees.filter((e) => e.department === insight.department);
    const author = pool[Math.floor(random() * pool.length)] ?? employees[0]!;
    // Anonymous content keeps only its day (ARCHITECTURE §5), the demo's too.
    const createdAt = startOfUtcDay(new Date(now - Math.floor(random() * 75 * DAY)));
    const aboutDepartmentId = insight.about ? deptIds.get(insight.about)! : null;
    if (aboutDepartmentId) await checkAboutDepartment(db, organizationId, author.id, aboutDepartmentId);
    const row = await fileInsight(db, vault, { organizationId, userId: author.id, body: insight.text, aboutDepartmentId });
    await db.update(submissions).set({ createdAt }).where(eq(submissions.id, row.id));
    await processSubmission(pipeline, organizationId, row.id);
    ids.push(row.id);
  }
  // Topics take their dates from their insights.
  await db.execute(sql`update submission_groups g set created_at = x.first, last_submission_at = x.last
    from (select topic_id, min(created_at) first, max(created_at) last from submissions where organization_id = ${organizationId} group by topic_id) x
    where g.id = x.topic_id and g.organization_id = ${organizationId}`);
  await addDemoActivity(db, organizationId, adminId, ids, random);
  await addDemoReachouts({ db, vault, pipeline }, organizationId, adminId, employees);
  return { organizationId, adminEmail: DEMO_ADMIN_EMAIL, adminPassword, employeeEmail: DEMO_EMPLOYEE_EMAIL, employeePassword };
}

/** Replies, wins, ratings, closed insights and reveal requests, as a few weeks of use leave them. */
async function addDemoActivity(db: Db, organizationId: string, adminId: string, ids: string[], random: () => number) {
  const at = (i: number) => new Date(Date.now() - (i % 20) * DAY);
  const act = (
    submissionId: string,
    actionType: (typeof submissionActivity.$inferInsert)['actionType'],
    createdAt: Date,
    submissionMessageId?: string,
  ) =>
    db
      .insert(submissionActivity)
      .values({ organizationId, submissionId, actionType, userId: adminId, createdBy: 'leader', createdAt, submissionMessageId });
  for (const [i, id] of ids.entries()) {
    const roll = random();
    if (i % 7 === 0) {
      const body = DEMO_REPLIES[i % DEMO_REPLIES.length]!;
      const [m] = await db
        .insert(submissionMessages)
        .values({ organizationId, submissionId: id, body, userId: adminId, createdBy: 'leader', createdAt: at(i) })
        .returning({ id: submissionMessages.id });
      await db
        .update(submissions)
        .set({ lastReplyAt: at(i), messageCount: 1 })
        .where(eq(submissions.id, id));
      await act(id, 'reply', at(i), m!.id);
    }
    if (i % 29 === 3) {
      await db
        .update(submissions)
        .set({ markedAsWinAt: at(i) })
        .where(eq(submissions.id, id));
      await act(id, 'markAsWin', at(i));
    }
    if (roll < 0.1) {
      const rating = roll < 0.07 ? 'thumbsUp' : 'thumbsDown';
      await db.update(submissions).set({ rating }).where(eq(submissions.id, id));
      await act(id, rating, at(i));
    }
    if (i % 13 === 5) {
      await db
        .update(submissions)
        .set({ closedAt: at(i), stage: 'closed' })
        .where(eq(submissions.id, id));
      await act(id, 'close', at(i));
    }
    if (i % 61 === 10) {
      const answered = i % 3;
      await db
        .update(submissions)
        .set({
          requestedUnmaskAt: at(i),
          // The author's answer keeps only its day (ARCHITECTURE §5).
          ...(answered === 1 ? { unmaskedAt: startOfUtcDay(at(i)) } : answered === 2 ? { declinedUnmaskedAt: startOfUtcDay(at(i)) } : {}),
        })
        .where(and(eq(submissions.id, id), eq(submissions.organizationId, organizationId)));
      await act(id, 'unmaskRequested', at(i));
      if (answered)
        await db.insert(submissionActivity).values({
          organizationId,
          submissionId: id,
          actionType: answered === 1 ? 'unmaskAccepted' : 'unmaskDeclined',
          createdBy: 'employee',
          createdAt: startOfUtcDay(at(i)),
        });
    }
  }
}

export function demoBanner(appUrl: string, seeded: NonNullable<Awaited<ReturnType<typeof seedDemo>>>): string {
  return [
    '',
    '  Demo organisation created. These passwords are shown only now:',
    `    Leader dashboard  ${appUrl}/login   ${seeded.adminEmail}   ${seeded.adminPassword}`,
    `    MyVoyce employee  ${appUrl}/my/login   ${seeded.employeeEmail}   ${seeded.employeePassword}`,
    `  Lost them? Use "Forgot password" or sign in with an e-mail code; codes appear at ${appUrl}/dev/mailbox.`,
    '',
  ].join('\n');
}
