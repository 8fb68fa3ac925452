import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departmentClassifications, invites, memberships, users } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/auth/auth.repository.ts';
import { latestCode, post } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { addEmployees, later, newDepartment, uniqueWord, type ReleaseAnswersModule } from './adversary.ts';

/**
 * Sock puppets: an admin makes a department, fills it with accounts they
 * control around one real employee and sends a reach-out. The audience is k, so nothing refused
 * it; the admin answers as the puppets, and the one answer left is the real person's. k must
 * count people the sender does not control: the send is refused, or that answer never shows.
 */
const fx = useTestOrg({ app: { releaseAfterEachInsight: false }, signIn: ['leader'] });
const org = () => fx.s.org.id;
const DAY = 86_400_000;

/** A department made through the settings API, as the admin would. */
async function createDepartment(token = fx.leader) {
  const [cls] = await fx.t.db
    .insert(departmentClassifications)
    .values({ organizationId: org(), name: uniqueWord('Cls') })
    .returning();
  return newDepartment(fx.t, org(), cls!.id, token);
}

/**
 * Accounts the admin controls: added through user management into the department, then
 * registered from the invite mails (the admin owns these mailboxes). Returns their sessions.
 */
async function puppets(n: number, departmentId: string, token = fx.leader) {
  const emails = Array.from({ length: n }, () => `${uniqueWord('puppet').toLowerCase()}@attacker.example.com`);
  const add = await post(
    fx.t,
    '/user-management/addMyvoyceUser',
    {
      organizationId: org(),
      users: emails.map((businessEmail) => ({ firstName: 'Sock', lastName: 'Puppet', businessEmail, departmentIds: [departmentId] })),
    },
    token,
  );
  expect(add.status).toBe(200);
  const tokens: string[] = [];
  for (const email of emails) {
    const [invite] = await fx.t.db
      .select()
      .from(invites)
      .where(and(eq(invites.organizationId, org()), eq(invites.email, email)));
    expect((await post(fx.t, '/claimInvite', { inviteId: invite!.id, email })).status).toBe(200);
    const code = await latestCode(fx.t, email);
    const verified = await post(fx.t, '/user/verifyOtp', {
      email,
      code,
      referrerUrl: `${fx.t.config.appUrl}/registration?inviteId=${invite!.id}`,
    });
    const accepted = await post(fx.t, '/acceptInvite', {
      email,
      firstName: 'Sock',
      lastName: 'Puppet',
      password: 'Puppet-horse-77',
      inviteId: invite!.id,
      authorization: verified.body.data.authorization,
    });
    expect(accepted.status).toBe(200);
    tokens.push(accepted.body.data.authorization as string);
  }
  return tokens;
}

/**
 * Long-standing employees: joined and placed in `departmentId` a month ago (the fixture writes
 * the past, as an organisation that has used Voyce for a while holds it).
 */
async function established(n: number, departmentId: string) {
  const people = await addEmployees(fx.t, org(), n, departmentId);
  const monthAgo = new Date(Date.now() - 30 * DAY);
  for (const p of people) {
    await fx.t.db.execute(sql`update ${memberships} set created_at = ${monthAgo} where organization_id = ${org()} and user_id = ${p.id}`);
    // Columns the fix adds; absent before it (then only created_at says anything).
    await fx.t.db.execute(sql`do $$ begin
      update organization_memberships set joined_at = ${sql.raw(`'${monthAgo.toISOString()}'`)} where user_id = ${sql.raw(`'${p.id}'`)};
      update member_departments set placed_at = ${sql.raw(`'${monthAgo.toISOString()}'`)} where user_id = ${sql.raw(`'${p.id}'`)};
    exception when undefined_column then null; end $$`);
  }
  return people;
}

/** The admin moves a person into the department through user management (audited as a move). */
async function move(userId: string, departmentId: string) {
  const [u] = await fx.t.db.select().from(users).where(eq(users.id, userId));
  const res = await post(
    fx.t,
    '/user-management/update',
    {
      organizationId: org(),
      userId,
      departmentIds: [departmentId],
      user: { firstName: 'Real', lastName: 'Person', businessEmail: u!.businessEmail },
    },
    fx.leader,
  );
  expect(res.status).toBe(200);
}

const send = (departmentIds: string[]) =>
  post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: org(), sendAs: 'myself', message: 'How is the new project going?', departmentIds },
    fx.leader,
  );
const answer = (reachoutId: string, token: string, body: string) => post(fx.t, '/employee/respondToReachout', { reachoutId, body }, token);

/** Every answer text a leader can read for the reach-out, after the release schedule ran. */
async function visibleAnswers(reachoutId: string) {
  const { releaseHeldAnswers } = await later<ReleaseAnswersModule>('jobs/release-answers.ts');
  await releaseHeldAnswers(fx.t.db);
  const list = await post(fx.t, '/findSubmissions', { filter: { organizationId: org(), reachoutId }, pageSize: 100 }, fx.leader);
  const one = await post(fx.t, '/findReachout', { id: reachoutId, organizationId: org() }, fx.leader);
  return { texts: JSON.stringify(list.body.data) + JSON.stringify(one.body.data), reachout: one.body.data };
}

describe('sock puppets', () => {
  it('refuses a reach-out to a department of four puppets and one real employee moved there', async () => {
    const dept = await createDepartment();
    const puppetTokens = await puppets(4, dept);
    const home = await createDepartment();
    const [real] = await established(1, home);
    await move(real!.id, dept);

    const res = await send([dept]);
    if (res.status === 200) {
      // The attack as it played before: the puppets answer, the real person answers, and the
      // release shows the fifth answer, which is the real person's alone.
      const id = res.body.data.reachout.id as string;
      for (const t of puppetTokens) await answer(id, t, 'Puppet answer: all fine.');
      await answer(id, real!.token, 'Real answer: my manager keeps moving the deadline.');
      expect((await visibleAnswers(id)).texts.includes('Real answer'), 'the real answer is shown').toBe(false);
    }
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('AUDIENCE_TOO_SMALL');
    expect(res.body.message).toContain('0 of 5');
    // The wizard said so before the send: none of the five counts, all were placed by the sender.
    const count = await post(fx.t, '/countReachoutAudience', { organizationId: org(), departmentIds: [dept] }, fx.leader);
    expect(count.body.data).toMatchObject({ count: 5, minGroupSize: 5, countsTowardsK: 0, newcomers: 0, addedByYou: 5 });
  });

  it('never releases the real answers while puppets could make up the rest of k', async () => {
    const dept = await createDepartment();
    const team = await established(5, dept);
    // Two puppets from the sender, two from an accomplice admin (or a bulk import): both recent.
    const [accomplice] = await fx.t.db
      .insert(users)
      .values({ businessEmail: `${uniqueWord('accomplice').toLowerCase()}@example.com`, firstName: 'Acc', lastName: 'Omplice' })
      .returning();
    await fx.t.db.insert(memberships).values({ organizationId: org(), userId: accomplice!.id, role: 'admin', inviteStatus: 'accepted' });
    const accompliceToken = await createSession(fx.t.db, fx.t.identity, accomplice!.id, 24);
    const mine = await puppets(2, dept);
    const theirs = await puppets(2, dept, accompliceToken);

    const res = await send([dept]);
    expect(res.status).toBe(200);
    const id = res.body.data.reachout.id as string;
    for (const t of [...mine, ...theirs]) expect((await answer(id, t, 'Puppet answer: all fine.')).status).toBe(200);
    expect((await answer(id, team[0]!.token, 'Real answer: the rota breaks every Friday.')).status).toBe(200);
    // Five answers (k) but four could be the sender's: the real one stays held.
    let seen = await visibleAnswers(id);
    expect(seen.texts.includes('Real answer'), 'the real answer is shown').toBe(false);
    // The leader is told how many answers it waits for: k plus the four newcomers.
    expect(seen.reachout).toMatchObject({ responsesHidden: true, submissionCount: 0, minGroupSize: 5, answersNeeded: 9 });
    // Once k answers can only be real people's (k + 4 in all), they are released together.
    for (const p of team.slice(1)) expect((await answer(id, p.token, 'Real answer: more of the same.')).status).toBe(200);
    seen = await visibleAnswers(id);
    expect(seen.reachout).toMatchObject({ responsesHidden: false, submissionCount: 9 });
    // What the wizard said of this audience: five count, two are new, two are the sender's.
    const count = await post(fx.t, '/countReachoutAudience', { organizationId: org(), departmentIds: [dept] }, fx.leader);
    expect(count.body.data).toMatchObject({ count: 9, countsTowardsK: 5, newcomers: 2, addedByYou: 2 });
  });

  it('sends to an established audience of exactly k and shows its answers once k answered (control)', async () => {
    const dept = await createDepartment();
    const team = await established(5, dept);
    const count = await post(fx.t, '/countReachoutAudience', { organizationId: org(), departmentIds: [dept] }, fx.leader);
    expect(count.body.data).toMatchObject({ count: 5, minGroupSize: 5 });
    const res = await send([dept]);
    expect(res.status).toBe(200);
    const id = res.body.data.reachout.id as string;
    for (const p of team) expect((await answer(id, p.token, 'Established answer: fine.')).status).toBe(200);
    expect((await visibleAnswers(id)).reachout).toMatchObject({ responsesHidden: false, submissionCount: 5 });
  });

  it('keeps a long-standing member counted when an admin edits them without moving them (control)', async () => {
    const dept = await createDepartment();
    const team = await established(5, dept);
    await move(team[0]!.id, dept);
    const count = await post(fx.t, '/countReachoutAudience', { organizationId: org(), departmentIds: [dept] }, fx.leader);
    expect(count.body.data).toMatchObject({ count: 5, countsTowardsK: 5 });
    expect((await send([dept])).status).toBe(200);
  });

  it('tells another admin, in the audit log, how many of the audience counted towards k and why', async () => {
    const dept = await createDepartment();
    await established(5, dept);
    await puppets(3, dept);
    const res = await send([dept]);
    expect(res.status).toBe(200);
    const [other] = await fx.t.db
      .insert(users)
      .values({ businessEmail: `${uniqueWord('watcher').toLowerCase()}@example.com`, firstName: 'Wat', lastName: 'Cher' })
      .returning();
    await fx.t.db.insert(memberships).values({ organizationId: org(), userId: other!.id, role: 'admin', inviteStatus: 'accepted' });
    const log = await post(
      fx.t,
      '/findAuditLog',
      { filter: { organizationId: org(), actions: ['reachout.sent'] }, pageSize: 200 },
      await createSession(fx.t.db, fx.t.identity, other!.id, 24),
    );
    expect(log.status).toBe(200);
    const entry = log.body.data.entities.find((e: { targetId: string }) => e.targetId === res.body.data.reachout.id);
    expect(entry).toMatchObject({
      actorId: fx.s.admin.id,
      detail: { departmentIds: [dept], audienceSize: 8, countedSize: 5, newcomers: 0, addedBySender: 3 },
    });
    // The placements themselves were audited as they happened (rule 7).
    const adds = await post(
      fx.t,
      '/findAuditLog',
      { filter: { organizationId: org(), actions: ['users.added', 'users.bulk_imported'] } },
      fx.leader,
    );
    expect(adds.body.data.entities.some((e: { actorId: string }) => e.actorId === fx.s.admin.id)).toBe(true);
  });
});
