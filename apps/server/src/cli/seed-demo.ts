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
import { backdateInsight, dateTopicsFromInsights, insertDemoOrganization, userExists, visibleTopicIds } from './demo-seed.repository.ts';
import { createPendingSummary } from '../modules/ai-assist/ai-assist.repository.ts';
import { runTopicSummary } from '../modules/ai-assist/ai-assist.service.ts';
import * as insight from '../modules/insights/insight-state.repository.ts';
import { addDemoReachouts } from './seed-demo-reachouts.ts';
import { DEMO_REPLIES } from './demo-people.ts';
import type { Logger } from 'pino';

export const DEMO_ORG_NAME = 'Acme Demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.voyce.local';
export const DEMO_EMPLOYEE_EMAIL = 'employee1@demo.voyce.local';
const EMPLOYEE_COUNT = 40;
const DAY = 86_400_000;
const HOUR = 3_600_000;

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
  const filed: DemoInsight[] = [];
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
    filed.push({ id: row.id, createdAt });
  }
  await dateTopicsFromInsights(db, organizationId);
  await addDemoActivity(db, organizationId, adminId, filed, random, now);
  await addDemoReachouts({ db, vault, pipeline }, organizationId, adminId, employees);
  await summarizeDemoTopics(deps, organizationId);
  return { organizationId, adminEmail: DEMO_ADMIN_EMAIL, adminPassword, employeeEmail: DEMO_EMPLOYEE_EMAIL, employeePassword };
}

type DemoInsight = { id: string; createdAt: Date };

/**
 * When the demo's leader acted on an insight, `hours` into its handling: within the last 20
 * days for the older insights, and never before the insight was sent nor after `now` (a win
 * dated before its insight would show in the Wins report as such).
 */
export function demoActivityAt(createdAt: Date, i: number, hours: number, now: number): Date {
  const recent = now - (i % 20) * DAY + hours * HOUR;
  return new Date(Math.min(now, Math.max(createdAt.getTime() + hours * HOUR, recent)));
}

/**
 * Replies, wins, ratings, closed insights and reveal requests, as a few weeks of use leave them:
 * the same state changes a leader's (and an author's) calls make, dated in the past, each after
 * its insight was sent and in the order a leader works (reply, rate, win, close).
 */
async function addDemoActivity(db: Db, organizationId: string, adminId: string, filed: DemoInsight[], random: () => number, now: number) {
  for (const [i, { id, createdAt }] of filed.entries()) {
    const at = (hours: number) => demoActivityAt(createdAt, i, hours, now);
    const roll = random();
    if (i % 7 === 0) await insight.addLeaderReplies(db, organizationId, [id], adminId, DEMO_REPLIES[i % DEMO_REPLIES.length]!, at(1));
    if (roll < 0.1) await insight.rate(db, organizationId, id, roll < 0.07 ? 'thumbsUp' : 'thumbsDown', adminId, at(2));
    if (i % 29 === 3) await insight.markAsWin(db, organizationId, [id], adminId, at(3));
    if (i % 13 === 5) await insight.close(db, organizationId, [id], adminId, at(4));
    if (i % 61 === 10) {
      // The author's answer keeps only its day (ARCHITECTURE §5): the day after the request, or
      // for a request too recent for that, both today from midnight, so the answer never precedes it.
      let asked = at(5);
      let answeredOn = startOfUtcDay(new Date(asked.getTime() + DAY));
      if (asked.getTime() + DAY > now) asked = answeredOn = startOfUtcDay(new Date(now));
      await insight.requestReveal(db, organizationId, id, adminId, asked);
      const answered = i % 3;
      if (answered) await insight.answerReveal(db, organizationId, id, answered === 1, answeredOn);
    }
  }
}

/**
 * Each topic's AI summary, made as the summary job makes it when a leader asks (a pending row,
 * then the job's run), so the Topic Summary report and the topic pages have their takeaways.
 * A few at a time; one that fails stays failed (a leader can regenerate it), the demo goes on.
 */
async function summarizeDemoTopics(deps: { db: Db; ai: AiProvider; log: Logger }, organizationId: string) {
  const queue = await visibleTopicIds(deps.db, organizationId);
  const worker = async () => {
    for (let topicId = queue.shift(); topicId; topicId = queue.shift()) {
      const summaryId = await createPendingSummary(deps.db, organizationId, topicId);
      await runTopicSummary(deps, organizationId, topicId, summaryId).catch((err: unknown) =>
        deps.log.warn({ err, topicId }, 'demo topic summary failed'),
      );
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
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
