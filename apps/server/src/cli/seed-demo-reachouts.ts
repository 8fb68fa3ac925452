import type { Db } from '../db/client.ts';
import { backdateInsight, closeDemoReachout, departmentsNamed, hasVisibleAnswers, insertDemoReachout } from './demo-seed.repository.ts';
import { processSubmission, type PipelineDeps } from '../modules/pipeline/process-submission.ts';
import type { IdentityVault } from '../lib/identity-vault.ts';
import { claimAnswer, fileInsight } from '../modules/employee/authorship.repository.ts';
import { startOfUtcDay } from '@voyce/contracts/anonymity';
import { releaseHeldAnswers, runReachoutSummary } from '../modules/reachouts/reachouts.service.ts';

const DAY = 86_400_000;

/** Three reach-outs of a few weeks' use: one open and well answered, one closed, one just sent. */
export const DEMO_REACHOUTS = [
  {
    title: 'How is the new Friday rota working?',
    body: 'We changed the Friday rota a month ago to cover the late deliveries. Tell us honestly how it is going for you and your team.',
    objective: 'Decide by the end of the quarter whether to keep, change or drop the new rota.',
    audience: ['Warehouse', 'Operations'],
    sendAs: 'myself' as const,
    status: 'open' as const,
    daysAgo: 12,
    answerShare: 0.7,
    answers: [
      'The new rota works well for me, finishing earlier on Fridays has really helped with childcare. Thank you.',
      'Fridays are still short staffed in the afternoon and the late deliveries pile up at the loading bay.',
      'It is fine, nothing much changed for our shift.',
      'I love the new rota, the team is much calmer and we get the trucks out on time now.',
      'Swapping shifts is harder now, the form takes days to be approved and it is frustrating.',
      'The rota is ok but we need one more forklift driver on Friday evenings, we are always waiting.',
      'Great change, overtime is down and people seem happier.',
    ],
  },
  {
    title: 'What slows down our replies to customers?',
    body: 'We want to halve customer response times this year. What gets in your way when you answer a customer?',
    objective: 'Find the three biggest blockers to faster customer replies.',
    audience: ['Customer Support', 'Sales'],
    sendAs: 'organization' as const,
    status: 'closed' as const,
    daysAgo: 34,
    answerShare: 0.85,
    answers: [
      'The ticketing tool is very slow in the mornings and sometimes logs us out, we lose drafts.',
      'We wait for answers from the warehouse about stock, nobody owns those questions.',
      'Templates are outdated and we rewrite the same answers every day.',
      'Honestly the team is doing great, the new knowledge base already saves time.',
      'Approvals for refunds take too long, customers call back angry while we wait.',
      'More training on the new product line would help, we often have to ask engineering.',
    ],
  },
  {
    title: 'Would you use a personal learning budget?',
    body: 'We are thinking about a yearly learning budget for everyone. Would you use it, and for what?',
    objective: 'Size the budget and pick the first providers.',
    audience: ['Engineering', 'Marketing', 'Finance', 'People & HR'],
    sendAs: 'myself' as const,
    status: 'open' as const,
    daysAgo: 2,
    answerShare: 0.35,
    answers: [
      'Yes, I would use it for a cloud certification, that would help our team a lot.',
      'A budget is a great idea, I would take a presentation skills course.',
      'I would rather have time for learning than money, we are too busy to take courses.',
      'Definitely, I would spend it on a data analysis course and a conference next spring.',
      'Not sure I would use it, a mentoring programme inside the company would help me more.',
      'Sounds good.',
      'Could we pool part of it per team? Then we could bring a trainer in for a whole day instead of each of us paying for a separate online course.',
    ],
  },
];

/**
 * Adds the demo reach-outs with answers, each answer filed through the vault and the real
 * pipeline like any employee's (tone, impact, topics), so the history shows real figures, and
 * each with its AI summary, made by the summary job as when a leader asks for it.
 */
export async function addDemoReachouts(
  v: { db: Db; vault: IdentityVault; pipeline: PipelineDeps },
  organizationId: string,
  adminId: string,
  employees: { id: string; department: string }[],
) {
  const { db, vault } = v;
  const seeded: string[] = [];
  for (const demo of DEMO_REACHOUTS) {
    const depts = await departmentsNamed(db, organizationId, demo.audience);
    // An organisation without these departments (renamed, or a test's) gets no such reach-out.
    if (depts.length === 0) continue;
    const audience = employees.filter((e) => demo.audience.includes(e.department));
    const createdAt = new Date(Date.now() - demo.daysAgo * DAY);
    const reachoutId = await insertDemoReachout(db, {
      organizationId,
      title: demo.title,
      body: demo.body,
      objective: demo.objective,
      sendAs: demo.sendAs,
      prompterId: adminId,
      createdAt,
      departmentIds: depts.map((d) => d.id),
      recipientIds: audience.map((e) => e.id),
    });
    const responders = audience.slice(0, Math.min(demo.answers.length, Math.round(audience.length * demo.answerShare)));
    for (const [i, author] of responders.entries()) {
      const row = await db.transaction(async (tx) => {
        await claimAnswer(tx, vault, organizationId, reachoutId, author.id);
        return fileInsight(tx, vault, { organizationId, userId: author.id, body: demo.answers[i]!, reachoutId });
      });
      const answeredAt = startOfUtcDay(new Date(createdAt.getTime() + (i + 1) * 3 * 3_600_000));
      await backdateInsight(db, row.id, answeredAt);
      await processSubmission(v.pipeline, organizationId, row.id);
    }
    // Intake closes after the answers came in (the pipeline files answers whatever the status).
    if (demo.status === 'closed') await closeDemoReachout(db, reachoutId);
    seeded.push(reachoutId);
  }
  // Every demo reach-out has at least k answers: released at once, as the hourly job would.
  await releaseHeldAnswers(db);
  // Summarised only once its answers show (below k a summary would tell them apart).
  for (const reachoutId of seeded) {
    if (!(await hasVisibleAnswers(db, organizationId, reachoutId))) continue;
    // One that fails stays failed (a leader can regenerate it); the demo goes on.
    await runReachoutSummary(v.pipeline, organizationId, reachoutId).catch((err: unknown) =>
      v.pipeline.log.warn({ err, reachoutId }, 'demo reach-out summary failed'),
    );
  }
}
