import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/index.ts';
import { post } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { addEmployees, later, newDepartment, uniqueWord, type MyVoyceReminderModule, type ReleaseAnswersModule } from './adversary.ts';

/**
 * Attack: the digest intersection. A leader who can read the company's own mail trace knows
 * which insights they replied to before each scheduled notice, and who each reach-out went to.
 * If a notice goes only to authors with news, then "who got this week's notice" intersected
 * with a reach-out's audience, or with another week's recipients, names the author of the
 * answer they replied to twice. Whatever the leader intersects, the author must stay among at
 * least k people: the notice's recipients must not depend on who has news.
 */
const fx = useTestOrg({ structure: true, signIn: ['leader'] });
const K = 5;
const WEEK = 7 * 24 * 3600_000;
const deps = () => ({ db: fx.t.db, appUrl: fx.t.config.appUrl, log: fx.t.log });

type Author = { id: string; email: string; token: string };
/** One answer the leader can see: its id, who wrote it (the test's secret) and its reach-out's audience. */
type Answer = { id: string; author: Author; audience: Set<string> };
let everyone: Author[];
const answers = new Map<string, Answer>();
/** Per run: the e-mail addresses the notice went to, what it said, and the answers with news before it. */
const runs: { recipients: Set<string>; bodies: Set<string>; news: Answer[] }[] = [];

async function reachoutTo(people: Author[], departmentId: string) {
  const sent = await post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: fx.s.org.id, message: `${uniqueWord('Ask')} how is the rota?`, departmentIds: [departmentId], sendAs: 'myself' },
    fx.leader,
  );
  expect(sent.status).toBe(200);
  const reachoutId: string = sent.body.data.reachout.id;
  const audience = new Set(people.map((p) => p.email));
  for (const p of people) {
    const res = await post(fx.t, '/employee/respondToReachout', { reachoutId, body: `${uniqueWord('Answer')} the rota is tight` }, p.token);
    expect(res.status).toBe(200);
    answers.set(p.id, { id: res.body.data.id, author: p, audience });
  }
}

const newDept = () => newDepartment(fx.t, fx.s.org.id, fx.st.classification.id, fx.leader);

/** The leader replies to these answers, then the scheduled notice runs at `now`; the test records what it queued. */
async function week(now: Date, repliedTo: Answer[]) {
  for (const a of repliedTo) {
    const res = await post(
      fx.t,
      '/replySubmission',
      { filter: { organizationId: fx.s.org.id, ids: [a.id] }, response: 'Thanks, noted' },
      fx.leader,
    );
    expect(res.status).toBe(200);
  }
  const emails = everyone.map((p) => p.email);
  const before = new Set(
    (await fx.t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.organizationId, fx.s.org.id))).map((r) => r.id),
  );
  const { runMyVoyceReminder } = await later<MyVoyceReminderModule>('jobs/myvoyce-reminder.ts');
  await runMyVoyceReminder(deps(), now);
  const queued = (
    await fx.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.organizationId, fx.s.org.id), inArray(outbox.to, emails)))
  ).filter((m) => !before.has(m.id));
  runs.push({
    recipients: new Set(queued.map((m) => m.to)),
    bodies: new Set(queued.map((m) => `${m.subject}\n${m.text}\n${m.html ?? ''}`)),
    news: repliedTo,
  });
}

const intersect = (a: Set<string>, b: Set<string>) => new Set([...a].filter((x) => b.has(x)));

beforeAll(async () => {
  const { releaseHeldAnswers } = await later<ReleaseAnswersModule>('jobs/release-answers.ts');
  const a = await newDept();
  const b = await newDept();
  const inA = await addEmployees(fx.t, fx.s.org.id, K, a);
  const inB = await addEmployees(fx.t, fx.s.org.id, K, b);
  everyone = [{ id: fx.s.employee.id, email: fx.s.employee.businessEmail, token: '' }, ...inA, ...inB];
  await reachoutTo(inA, a);
  await reachoutTo(inB, b);
  await releaseHeldAnswers(fx.t.db);

  const answerOf = (p: Author) => answers.get(p.id)!;
  const start = Date.now();
  // Week 1: one answer to reach-out A, four to B. Week 2: A's same answer again, three more of
  // A and one of B. Week 3: no reply at all.
  await week(new Date(start), [answerOf(inA[0]!), ...inB.slice(0, 4).map(answerOf)]);
  await week(new Date(start + WEEK), [answerOf(inA[0]!), ...inA.slice(1, 4).map(answerOf), answerOf(inB[4]!)]);
  await week(new Date(start + 2 * WEEK), []);
});

describe('attack: intersecting the reply notices with reach-out audiences and with each other', () => {
  it('leaves the author of every answer with news among at least k people, whatever the leader intersects', () => {
    for (const [d, run] of runs.entries()) {
      for (const answer of run.news) {
        // The author got this week's notice (if it is news-driven) and is in the reach-out's audience.
        let candidates = intersect(run.recipients, answer.audience);
        expect(candidates.size, `week ${d + 1}: notice ∩ audience`).toBeGreaterThanOrEqual(K);
        for (const [e, other] of runs.entries()) {
          if (e === d || !other.news.includes(answer)) continue;
          // The same answer had news in another week too: the author got both notices.
          expect(intersect(run.recipients, other.recipients).size, `weeks ${d + 1} and ${e + 1}`).toBeGreaterThanOrEqual(K);
          candidates = intersect(candidates, other.recipients);
        }
        expect(candidates.size, `week ${d + 1}: all that the leader knows`).toBeGreaterThanOrEqual(K);
      }
    }
  });

  it('sends every week to the same people, news or none, with the same words', () => {
    const [first, ...rest] = runs;
    expect(first!.recipients.size).toBeGreaterThanOrEqual(K);
    for (const run of rest) expect([...run.recipients].sort()).toEqual([...first!.recipients].sort());
    // One text for everybody: a body that differed with news would say who has news.
    const bodies = new Set(runs.flatMap((r) => [...r.bodies]));
    expect(bodies.size).toBe(1);
  });
});
