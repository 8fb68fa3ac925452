import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailsTo, post } from '../../../test/fixtures.ts';
import { expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { leadershipTeamMembers, memberships, submissionActivity, users } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherStructure: true });
let ids: string[];
let foreignId: string;
let foreignLeaderId: string;

beforeAll(async () => {
  foreignLeaderId = fx.otherSt.contact.id;
  ids = [];
  for (const body of ['The loading bay door sticks every morning.', 'Night shift has no hot food at all.']) {
    ids.push((await post(fx.t, '/employee/submitInsight', { body }, fx.employee)).body.data.id);
  }
  foreignId = (await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' })).ids[0]!;
  // Enough people to test the limit of 20 and the ranking.
  for (let i = 0; i < 24; i++) {
    const [u] = await fx.t.db
      .insert(users)
      .values({ businessEmail: `crew${i}-${fx.s.org.id.slice(0, 6)}@example.com`, firstName: 'Crew', lastName: `Member${i}` })
      .returning();
    await fx.t.db
      .insert(memberships)
      .values({ organizationId: fx.s.org.id, userId: u!.id, role: 'employee', inviteStatus: 'accepted', disabled: i === 0 });
  }
});

describe('/sendSubmissionToLeadershipTeamMember', () => {
  it('e-mails each recipient once with the note and the insight text, never the author, and marks the insights delegated', async () => {
    const typed = 'Outside.Advisor@Example.com';
    const res = await post(
      fx.t,
      '/sendSubmissionToLeadershipTeamMember',
      {
        filter: { organizationId: fx.s.org.id, ids },
        response: 'Can you look into these this week?',
        emails: [typed, 'outside.advisor@example.com', fx.st.contact.email],
        leadershipTeamMemberIds: [fx.st.contact.id, fx.s.admin.id],
      },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sent');
    expect(res.body.data).toEqual({ ids: expect.arrayContaining(ids), sentCount: 3, delegatedAt: expect.any(String) });

    for (const to of [fx.st.contact.email, 'outside.advisor@example.com', fx.s.admin.businessEmail]) {
      const mails = await mailsTo(fx.t, to);
      expect(mails).toHaveLength(1);
      const m = mails[0]!;
      expect(m.subject).toBe('admin Tester shared 2 insights with you');
      expect(m.text).toContain('Can you look into these this week?');
      expect(m.text).toContain('"The loading bay door sticks every morning."');
      expect(m.text).toContain('"Night shift has no hot food at all."');
      for (const secret of [fx.s.employee.businessEmail, fx.s.employee.id, 'employee Tester'])
        expect(`${m.subject}${m.text}`).not.toContain(secret);
    }
    const found = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, ids } }, fx.leader);
    for (const e of found.body.data.entities) expect(e.delegatedAt).toBe(res.body.data.delegatedAt);
    const steps = await fx.t.db.select().from(submissionActivity).where(eq(submissionActivity.submissionId, ids[0]!));
    expect(steps.filter((a) => a.actionType === 'delegate')).toEqual([
      expect.objectContaining({ userId: fx.s.admin.id, createdBy: 'leader' }),
    ]);
  });

  it('answers 404 for unknown recipients and for insights of another organisation', async () => {
    const base = { filter: { organizationId: fx.s.org.id, ids: [ids[0]] }, response: 'Please check' };
    const unknown = await post(
      fx.t,
      '/sendSubmissionToLeadershipTeamMember',
      { ...base, leadershipTeamMemberIds: [foreignLeaderId] },
      fx.leader,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Recipient not found');
    const foreign = await post(
      fx.t,
      '/sendSubmissionToLeadershipTeamMember',
      { ...base, filter: { organizationId: fx.s.org.id, ids: [foreignId] }, emails: ['a@example.com'] },
      fx.leader,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Insight not found');
    expect(await mailsTo(fx.t, 'a@example.com')).toEqual([]);
  });

  it('validates the note and the recipients, and refuses employees and other organisations', async () => {
    const valid = { filter: { organizationId: fx.s.org.id, ids: [ids[0]] }, response: 'Please check', emails: ['b@example.com'] };
    const noRecipient = await post(fx.t, '/sendSubmissionToLeadershipTeamMember', { ...valid, emails: [] }, fx.leader);
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.body.message).toBe('Select at least one recipient');
    const badEmail = await post(fx.t, '/sendSubmissionToLeadershipTeamMember', { ...valid, emails: ['not an email'] }, fx.leader);
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const bad = await expectRefusals(fx.t, '/sendSubmissionToLeadershipTeamMember', {
      valid,
      invalid: { ...valid, response: '   ' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    expect(bad.body.message).toBe('Please write a note');
  });
});

describe('delegation history on the timeline', () => {
  it('names the recipients on /findSubmissionActivity: leaders and users by name, e-mails as typed', async () => {
    const id = (await post(fx.t, '/employee/submitInsight', { body: 'The forklift charger keeps tripping the fuse.' }, fx.employee)).body
      .data.id;
    const crew = `crew3-${fx.s.org.id.slice(0, 6)}@example.com`;
    const [crewUser] = await fx.t.db.select({ id: users.id }).from(users).where(eq(users.businessEmail, crew));
    const sent = await post(
      fx.t,
      '/sendSubmissionToLeadershipTeamMember',
      {
        filter: { organizationId: fx.s.org.id, ids: [id] },
        response: 'Could you check the charger?',
        // The leader's own e-mail typed again and a typed e-mail in two spellings: each once.
        emails: ['Facilities.Desk@Example.com', fx.st.contact.email.toUpperCase(), 'facilities.desk@example.com'],
        leadershipTeamMemberIds: [fx.st.contact.id, crewUser!.id],
      },
      fx.leader,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentCount).toBe(3);

    const res = await post(fx.t, '/findSubmissionActivity', { filter: { organizationId: fx.s.org.id, submissionId: id } }, fx.leader);
    expect(res.status).toBe(200);
    const delegated = res.body.data.entities.filter((a: { actionType: string }) => a.actionType === 'delegate');
    expect(delegated).toEqual([
      expect.objectContaining({
        createdBy: 'leader',
        userName: 'admin Tester',
        recipients: [
          { name: 'Safety Lead', email: fx.st.contact.email },
          { name: 'Crew Member3', email: crew },
          { email: 'Facilities.Desk@Example.com' },
        ],
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(fx.s.employee.businessEmail);
  });

  it('answers a delegation recorded before recipients were kept without them', async () => {
    const id = (await post(fx.t, '/employee/submitInsight', { body: 'The canteen fridge is warm again.' }, fx.employee)).body.data.id;
    await fx.t.db.insert(submissionActivity).values({
      organizationId: fx.s.org.id,
      submissionId: id,
      actionType: 'delegate',
      userId: fx.s.admin.id,
      createdBy: 'leader',
    });
    const res = await post(fx.t, '/findSubmissionActivity', { filter: { organizationId: fx.s.org.id, submissionId: id } }, fx.leader);
    const [step] = res.body.data.entities;
    expect(step).toMatchObject({ actionType: 'delegate', userName: 'admin Tester' });
    expect(step).not.toHaveProperty('recipients');
  });
});

describe('/findDelegateEmails', () => {
  const search = (q: string) => post(fx.t, '/findDelegateEmails', { filter: { organizationId: fx.s.org.id, search: q } }, fx.leader);

  it('searches leadership team members and active users, best match first, at most 20', async () => {
    const all = await search('');
    expect(all.status).toBe(200);
    expect(all.body.data.entities).toHaveLength(20);
    expect(all.body.data.entities[0]).toEqual({ id: fx.st.contact.id, name: 'Safety Lead', email: fx.st.contact.email });

    const safety = await search('safe');
    expect(safety.body.data.entities).toEqual([{ id: fx.st.contact.id, name: 'Safety Lead', email: fx.st.contact.email }]);

    const exact = `crew12-${fx.s.org.id.slice(0, 6)}@example.com`;
    const crew = await search('CREW12');
    expect(crew.body.data.entities[0]).toMatchObject({ email: exact, name: 'Crew Member12' });
    expect((await search(exact)).body.data.entities[0].email).toBe(exact);
    // Prefix matches come before matches in the middle.
    const member = await search('member1');
    expect(member.body.data.entities.map((e: { name: string }) => e.name).slice(0, 2)).toEqual(['Crew Member1', 'Crew Member10']);
    // Disabled members are not offered; a search's own wildcards are taken literally.
    expect((await search('crew0-')).body.data.entities).toEqual([]);
    expect((await search('%')).body.data.entities).toEqual([]);
  });

  it('never offers people of another organisation, and refuses the rest', async () => {
    const foreign = await search(fx.other.admin.businessEmail);
    expect(foreign.body.data.entities).toEqual([]);
    await fx.t.db.update(leadershipTeamMembers).set({ name: 'Zed Lead' }).where(eq(leadershipTeamMembers.id, foreignLeaderId));
    expect((await search('zed')).body.data.entities).toEqual([]);
    await expectRefusals(fx.t, '/findDelegateEmails', {
      valid: { filter: { organizationId: fx.s.org.id, search: 'a' } },
      invalid: { filter: { organizationId: fx.s.org.id, search: 'x'.repeat(201) } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});

describe('/generateDelegationMessage', () => {
  it('drafts a note for an insight', async () => {
    const res = await post(
      fx.t,
      '/generateDelegationMessage',
      { organizationId: fx.s.org.id, submissionId: ids[0], prompt: 'ask for a fix date' },
      fx.leader,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.text.length).toBeGreaterThan(20);
    expect(res.body.data.text).not.toContain(fx.s.employee.businessEmail);
  });

  it("answers 404 for another organisation's insight, and refuses the rest", async () => {
    const foreign = await post(fx.t, '/generateDelegationMessage', { organizationId: fx.s.org.id, submissionId: foreignId }, fx.leader);
    expect(foreign.status).toBe(404);
    await expectRefusals(fx.t, '/generateDelegationMessage', {
      valid: { organizationId: fx.s.org.id, submissionId: ids[0] },
      invalid: { organizationId: fx.s.org.id, submissionId: ids[0], prompt: 'x'.repeat(2001) },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});
