import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ABOUT_DEPARTMENT_MSG } from '@voyce/contracts/employee';
import { login, PASSWORD, post, seedOrg, seedStructure, setMinGroupSize } from '../../../test/fixtures.ts';
import { departments, memberDepartments, memberships, submissionMessages, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, signIn: ['employee', 'leader'] });

const submit = (body: string, token = fx.employee) => post(fx.t, '/employee/submitInsight', { body }, token);

describe('MyVoyce: submitting and following insights', () => {
  it('files an insight that reaches the leaders processed, in a topic, without identity', async () => {
    const res = await submit('The forklift chargers in the Warehouse keep failing on night shift, so we lose an hour every night.');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your insight was sent anonymously.');
    const id = res.body.data.id;

    const found = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id } }, fx.leader);
    expect(found.status).toBe(200);
    const [insight] = found.body.data.entities;
    expect(insight).toMatchObject({ id, stage: 'processed', status: 'open', userFirstName: null, userLastName: null, userEmail: null });
    expect(insight.topicId).toEqual(expect.any(String));
    expect(insight.topic).toEqual(expect.any(String));
    expect(insight.severity).toBeGreaterThanOrEqual(1);
    expect(insight.departments.map((d: { name: string }) => d.name)).toContain('Warehouse');
    expect(insight.departmentClassifications).toEqual([{ id: expect.any(String), name: 'Operations' }]);
    const raw = JSON.stringify(found.body);
    for (const leak of [fx.s.employee.businessEmail, fx.s.employee.id, fx.s.employee.firstName!]) expect(raw).not.toContain(leak);

    const groups = await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.s.org.id, status: 'all' } }, fx.leader);
    expect(groups.body.data.entities.map((g: { id: string }) => g.id)).toContain(insight.topicId);
    expect(JSON.stringify(groups.body)).not.toContain(fx.s.employee.businessEmail);

    const mine = await post(fx.t, '/employee/findMySubmissions', {}, fx.employee);
    expect(mine.body.data.entities[0]).toMatchObject({ id, status: 'open', stage: 'processed', unmaskState: 'none' });
  });

  it('joins insights on the same subject into one topic', async () => {
    const a = await submit('Our VPN disconnects every few minutes when working from home, video calls drop constantly.');
    const b = await submit('The VPN keeps disconnecting from home and calls drop every few minutes, it is really frustrating.');
    const res = await post(
      fx.t,
      '/findSubmissions',
      { filter: { organizationId: fx.s.org.id, ids: [a.body.data.id, b.body.data.id] } },
      fx.leader,
    );
    const [x, y] = res.body.data.entities;
    expect(x.topicId).toBe(y.topicId);
  });

  it('validates the text', async () => {
    const empty = await submit('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please write your insight');
    const long = await submit('x'.repeat(5001));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Must be less than 5000 characters');
  });

  it("shows an employee only their own insights; someone else's answers 404", async () => {
    const own = await submit('The coffee machine on floor 2 has been broken for two weeks.');
    const other = await seedOrg(fx.t.db);
    // A second employee of the same organisation.
    const [u] = await fx.t.db
      .insert(users)
      .values({ businessEmail: `peer-${Date.now()}@example.com`, passwordHash: await hashPassword(PASSWORD) })
      .returning();
    await fx.t.db.insert(memberships).values({ organizationId: fx.s.org.id, userId: u!.id, role: 'employee', inviteStatus: 'accepted' });
    const peer = await login(fx.t, u!.businessEmail);
    const peerList = await post(fx.t, '/employee/findMySubmissions', {}, peer);
    expect(peerList.body.data.entities).toEqual([]);
    const peeking = await post(fx.t, '/employee/findMySubmissionMessages', { submissionId: own.body.data.id }, peer);
    expect(peeking.status).toBe(404);
    const foreign = await post(
      fx.t,
      '/employee/findMySubmissionMessages',
      { submissionId: own.body.data.id },
      await login(fx.t, other.employee.businessEmail),
    );
    expect(foreign.status).toBe(404);
  });

  it('keeps employees and leaders on their own side', async () => {
    expect((await post(fx.t, '/employee/findMySubmissions', {}, fx.leader)).status).toBe(403);
    expect((await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, fx.employee)).status).toBe(403);
    expect((await post(fx.t, '/employee/submitInsight', { body: 'hello there' })).status).toBe(401);
  });
});

describe('conversation and reveal', () => {
  it('a leader reply reaches the employee, who answers anonymously', async () => {
    const { id } = (await submit('Please publish the on-call rota earlier, we only see it on Friday evening.')).body.data;
    const reply = await post(
      fx.t,
      '/replySubmission',
      { filter: { organizationId: fx.s.org.id, ids: [id] }, response: 'Thanks, from next week it will be out on Wednesday.' },
      fx.leader,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Reply Sent');
    const convo = await post(fx.t, '/employee/findMySubmissionMessages', { submissionId: id }, fx.employee);
    expect(convo.body.data.entities).toEqual([
      expect.objectContaining({
        body: 'Thanks, from next week it will be out on Wednesday.',
        createdBy: 'leader',
        fromName: 'admin Tester',
      }),
    ]);
    const back = await post(fx.t, '/employee/replyAsEmployee', { submissionId: id, body: 'Great, thank you!' }, fx.employee);
    expect(back.status).toBe(200);
    const stored = await fx.t.db.select().from(submissionMessages).where(eq(submissionMessages.submissionId, id));
    const employeeMsg = stored.find((m) => m.createdBy === 'employee');
    expect(employeeMsg!.userId).toBeNull();
    const mine = await post(fx.t, '/employee/findMySubmissions', {}, fx.employee);
    expect(mine.body.data.entities.find((e: { id: string }) => e.id === id).messageCount).toBe(2);
  });

  it('reveal: requested, accepted, and only then name and e-mail appear, on that insight only', async () => {
    const first = (await submit('Team leads in Sales approve overtime for friends first.')).body.data.id;
    const second = (await submit('Sales targets were raised again without any explanation.')).body.data.id;
    const req = await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: first }, fx.leader);
    expect(req.status).toBe(200);
    expect(req.body.message).toBe('Reveal requested');
    const twice = await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: first }, fx.leader);
    expect(twice.status).toBe(409);

    let seen = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, ids: [first, second] } }, fx.leader);
    expect(JSON.stringify(seen.body)).not.toContain(fx.s.employee.businessEmail);
    const pending = await post(fx.t, '/employee/findMySubmissions', {}, fx.employee);
    expect(pending.body.data.entities.find((e: { id: string }) => e.id === first).unmaskState).toBe('pending');

    const accept = await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: first, accept: true }, fx.employee);
    expect(accept.body.data).toEqual({ unmaskState: 'accepted' });
    seen = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, ids: [first, second] } }, fx.leader);
    const byId = Object.fromEntries(seen.body.data.entities.map((e: { id: string }) => [e.id, e]));
    expect(byId[first]).toMatchObject({ userFirstName: 'employee', userLastName: 'Tester', userEmail: fx.s.employee.businessEmail });
    expect(byId[second]).toMatchObject({ userFirstName: null, userLastName: null, userEmail: null });
    // Answered once.
    expect((await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: first, accept: false }, fx.employee)).status).toBe(409);
  });

  it('reveal declined keeps the employee anonymous', async () => {
    const id = (await submit('Meetings in the Warehouse start late every single day.')).body.data.id;
    await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: id }, fx.leader);
    const decline = await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: id, accept: false }, fx.employee);
    expect(decline.body.data).toEqual({ unmaskState: 'declined' });
    const seen = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id } }, fx.leader);
    expect(seen.body.data.entities[0]).toMatchObject({ userEmail: null, declinedUnmaskedAt: expect.any(String) });
    expect((await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: id, accept: true }, fx.employee)).status).toBe(409);
  });

  it("another organisation's insight is 404 for reveal and reply", async () => {
    const other = await seedOrg(fx.t.db);
    const otherToken = await login(fx.t, other.employee.businessEmail);
    const id = (await submit('Parking is full by 8am.', otherToken)).body.data.id;
    expect(
      (await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: id }, fx.leader)).status,
    ).toBe(404);
    expect(
      (await post(fx.t, '/replySubmission', { filter: { organizationId: fx.s.org.id, ids: [id] }, response: 'hi' }, fx.leader)).status,
    ).toBe(404);
    expect(
      (await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: other.org.id }, submissionId: id }, fx.leader)).status,
    ).toBe(403);
  });
});

describe('"Which department is this about?"', () => {
  let o: Awaited<ReturnType<typeof seedOrg>>;
  let structure: Awaited<ReturnType<typeof seedStructure>>;
  let warehouseToken: string;
  let leader: string;
  const findSubmission = async (id: string) =>
    (await post(fx.t, '/findSubmissions', { filter: { organizationId: o.org.id, id } }, leader)).body.data.entities[0];

  beforeAll(async () => {
    // Its own organisation: a third department, and an employee of the Warehouse.
    o = await seedOrg(fx.t.db);
    structure = await seedStructure(fx.t.db, o.org.id);
    await fx.t.db.insert(departments).values({ organizationId: o.org.id, name: 'Finance' });
    await fx.t.db
      .insert(memberDepartments)
      .values({ organizationId: o.org.id, userId: o.employee.id, departmentId: structure.warehouse.id });
    warehouseToken = await login(fx.t, o.employee.businessEmail);
    leader = await login(fx.t, o.admin.businessEmail);
    // One employee: the group rule has its own test below.
    await setMinGroupSize(fx.t.db, o.org.id, 1);
  });

  it("lists the organisation's departments except the author's own, names and ids only", async () => {
    const res = await post(fx.t, '/employee/findInsightDepartments', {}, warehouseToken);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([
      { id: expect.any(String), name: 'Finance' },
      { id: structure.sales.id, name: 'Sales' },
    ]);
    expect((await post(fx.t, '/employee/findInsightDepartments', {}, leader)).status).toBe(403);
  });

  it('files the insight under the chosen department instead of the ones the AI detects', async () => {
    const res = await post(
      fx.t,
      '/employee/submitInsight',
      { body: 'The Warehouse waits two days for every stock answer we ask for.', aboutDepartmentId: structure.sales.id },
      warehouseToken,
    );
    expect(res.status).toBe(200);
    const insight = await findSubmission(res.body.data.id);
    expect(insight.departments.map((d: { id: string }) => d.id)).toEqual([structure.sales.id]);
  });

  it('without a choice (or with null) detects departments as before', async () => {
    const omitted = await post(fx.t, '/employee/submitInsight', { body: 'Sales never tells us about promotions in time.' }, warehouseToken);
    expect((await findSubmission(omitted.body.data.id)).departments.map((d: { name: string }) => d.name)).toEqual(['Sales']);
    const empty = await post(
      fx.t,
      '/employee/submitInsight',
      { body: 'Nobody in Sales answers the phone after four.', aboutDepartmentId: null },
      warehouseToken,
    );
    expect(empty.status).toBe(200);
    expect((await findSubmission(empty.body.data.id)).departments.map((d: { name: string }) => d.name)).toEqual(['Sales']);
  });

  it("refuses the author's own department, files nothing", async () => {
    const before = (await post(fx.t, '/employee/findMySubmissions', {}, warehouseToken)).body.data.entities.length;
    const res = await post(
      fx.t,
      '/employee/submitInsight',
      { body: 'Our night shift is short-staffed again.', aboutDepartmentId: structure.warehouse.id },
      warehouseToken,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a department other than your own, or leave it empty');
    expect(res.body.error.details).toEqual({ aboutDepartmentId: 'Choose a department other than your own, or leave it empty' });
    expect((await post(fx.t, '/employee/findMySubmissions', {}, warehouseToken)).body.data.entities).toHaveLength(before);
  });

  it('refuses a department of another organisation exactly like a missing one, and a malformed id', async () => {
    const other = await seedOrg(fx.t.db);
    const otherStructure = await seedStructure(fx.t.db, other.org.id);
    const send = (aboutDepartmentId: unknown) =>
      post(fx.t, '/employee/submitInsight', { body: 'The loading bay door sticks.', aboutDepartmentId }, warehouseToken);
    const foreign = await send(otherStructure.sales.id);
    const missing = await send('00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.message).toBe('Choose a department of your organization, or leave it empty');
    const malformed = await send('sales');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Choose a department of your organization, or leave it empty');
  });

  it('offers no department with fewer than k employees outside it: choosing it would narrow the author down', async () => {
    // Three more employees, all in Sales: only the author works outside it.
    for (const n of [1, 2, 3]) {
      const [u] = await fx.t.db
        .insert(users)
        .values({ businessEmail: `sales-${n}-${o.org.id}@example.com`, firstName: 'Sam', lastName: 'Seller' })
        .returning();
      await fx.t.db.insert(memberships).values({ organizationId: o.org.id, userId: u!.id, role: 'employee', inviteStatus: 'accepted' });
      await fx.t.db.insert(memberDepartments).values({ organizationId: o.org.id, userId: u!.id, departmentId: structure.sales.id });
    }
    await setMinGroupSize(fx.t.db, o.org.id, 3);
    try {
      const listed = await post(fx.t, '/employee/findInsightDepartments', {}, warehouseToken);
      expect(listed.body.data.entities.map((d: { name: string }) => d.name)).toEqual(['Finance']);
      const before = (await post(fx.t, '/employee/findMySubmissions', {}, warehouseToken)).body.data.entities.length;
      const res = await post(
        fx.t,
        '/employee/submitInsight',
        { body: 'Sales promise delivery dates we cannot keep.', aboutDepartmentId: structure.sales.id },
        warehouseToken,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual({ aboutDepartmentId: ABOUT_DEPARTMENT_MSG.tooFew });
      expect((await post(fx.t, '/employee/findMySubmissions', {}, warehouseToken)).body.data.entities).toHaveLength(before);
    } finally {
      await setMinGroupSize(fx.t.db, o.org.id, 1);
    }
  });

  it('keeps the department in the idempotency check: the same key with another department is refused', async () => {
    const idempotencyKey = 'about-department-key-0001';
    const body = 'Finance pays our suppliers late again.';
    const first = await post(
      fx.t,
      '/employee/submitInsight',
      { body, idempotencyKey, aboutDepartmentId: structure.sales.id },
      warehouseToken,
    );
    expect(first.status).toBe(200);
    const again = await post(
      fx.t,
      '/employee/submitInsight',
      { body, idempotencyKey, aboutDepartmentId: structure.sales.id },
      warehouseToken,
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    const changed = await post(fx.t, '/employee/submitInsight', { body, idempotencyKey }, warehouseToken);
    expect(changed.status).toBe(409);
  });
});
