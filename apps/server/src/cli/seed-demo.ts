import { randomBytes } from 'node:crypto';
import type { AiProvider } from '../ai/provider.ts';
import { DEMO_INSIGHTS } from '../ai/demo-insights.ts';
import type { Db } from '../db/client.ts';
import { processSubmission } from '../modules/pipeline/process-submission.ts';
import type { IdentityVault } from '../lib/identity-vault.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { fileInsight } from '../modules/employee/authorship.repository.ts';
import { checkAboutDepartment } from '../modules/employee/employee.service.ts';
import { startOfUtcDay } from '@voyce/contracts/anonymity';
import { backdateInsight, dateTopicsFromInsights, insertDemoOrganization, userExists } from './demo-seed.repository.ts';
import * as insight from '../modules/insights/insight-state.repository.ts';
import { addDemoReachouts } from './seed-demo-reachouts.ts';
import { DEMO_REPLIES } from './demo-people.ts';
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
  if (await userExists(db, DEMO_ADMIN_EMAIL)) return null;
  const adminPassword = generatePassword();
  const employeePassword = generatePassword();
  const [adminHash, employeeHash] = await Promise.all([hashPassword(adminPassword), hashPassword(employeePassword)]);
  const random = rng(42);

  const people = await insertDemoOrganization(db, {
    orgName: DEMO_ORG_NAME,
    adminEmail: DEMO_ADMIN_EMAIL,
    adminHash,
    employeeHash,
    employeeCount: EMPLOYEE_COUNT,
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
    await backdateInsight(db, row.id, createdAt);
    await processSubmission(pipeline, organizationId, row.id);
    ids.push(row.id);
  }
  await dateTopicsFromInsights(db, organizationId);
  await addDemoActivity(db, organizationId, adminId, ids, random);
  await addDemoReachouts({ db, vault, pipeline }, organizationId, adminId, employees);
  return { organizationId, adminEmail: DEMO_ADMIN_EMAIL, adminPassword, employeeEmail: DEMO_EMPLOYEE_EMAIL, employeePassword };
}

/**
 * Replies, wins, ratings, closed insights and reveal requests, as a few weeks of use leave them:
 * the same state changes a leader's (and an author's) calls make, dated in the past.
 */
async function addDemoActivity(db: Db, organizationId: string, adminId: string, ids: string[], random: () => number) {
  const at = (i: number) => new Date(Date.now() - (i % 20) * DAY);
  for (const [i, id] of ids.entries()) {
    const roll = random();
    if (i % 7 === 0) await insight.addLeaderReplies(db, organizationId, [id], adminId, DEMO_REPLIES[i % DEMO_REPLIES.length]!, at(i));
    if (i % 29 === 3) await insight.markAsWin(db, organizationId, [id], adminId, at(i));
    if (roll < 0.1) await insight.rate(db, organizationId, id, roll < 0.07 ? 'thumbsUp' : 'thumbsDown', adminId, at(i));
    if (i % 13 === 5) await insight.close(db, organizationId, [id], adminId, at(i));
    if (i % 61 === 10) {
      await insight.requestReveal(db, organizationId, id, adminId, at(i));
      const answered = i % 3;
      if (answered) await insight.answerReveal(db, organizationId, id, answered === 1, at(i));
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
