import { afterAll, beforeAll } from 'vitest';
import { memberDepartments } from '../src/db/schema/index.ts';
import { ESTABLISHED, login, post, seedOrg, seedStructure, setMinGroupSize } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type SeededOrg = Awaited<ReturnType<typeof seedOrg>>;
export type Structure = Awaited<ReturnType<typeof seedStructure>>;
/** Sessions the fixture opens: the organisation's admin and employee, the other organisation's admin. */
export type SignIn = 'leader' | 'employee' | 'otherLeader';

export interface TestOrgOptions {
  /** Configuration overrides, as createTestApp's first argument. */
  env?: Record<string, string>;
  /** createTestApp's second argument. */
  app?: Parameters<typeof createTestApp>[1];
  /** seedStructure for the organisation: `st`. */
  structure?: boolean;
  /** A second organisation: `other`. */
  otherOrg?: boolean;
  /** seedStructure for the second organisation (implies otherOrg): `otherSt`. */
  otherStructure?: boolean;
  /** Who signs in, in this order; each gives a token field of that name. Default: leader, employee. */
  signIn?: readonly SignIn[];
}

type Has<O, K extends keyof TestOrgOptions, T> = O extends { [P in K]: true } ? T : unknown;
type Tokens<O> = Record<O extends { signIn: readonly SignIn[] } ? O['signIn'][number] : 'leader' | 'employee', string>;

export type TestOrg<O extends TestOrgOptions> = { t: TestApp; s: SeededOrg } & Has<O, 'structure', { st: Structure }> &
  Has<O, 'otherOrg', { other: SeededOrg }> &
  Has<O, 'otherStructure', { other: SeededOrg; otherSt: Structure }> &
  Tokens<O>;

/**
 * The usual set-up of a test file: a test app with an organisation (an admin and an employee,
 * see seedOrg), optionally its structure and a second organisation, and signed-in tokens.
 * Registers beforeAll/afterAll; the returned object is filled in before the tests run (read
 * its fields inside hooks and tests, not at module level). Fields may be reassigned.
 */
export function useTestOrg<const O extends TestOrgOptions = TestOrgOptions>(options?: O): TestOrg<O> {
  const o: TestOrgOptions = options ?? {};
  const fixture: Partial<{ t: TestApp; s: SeededOrg; st: Structure; other: SeededOrg; otherSt: Structure } & Record<SignIn, string>> = {};
  beforeAll(async () => {
    const t = await createTestApp(o.env, o.app);
    fixture.t = t;
    const s = (fixture.s = await seedOrg(t.db));
    const other = o.otherOrg || o.otherStructure ? (fixture.other = await seedOrg(t.db)) : undefined;
    if (o.structure) fixture.st = await seedStructure(t.db, s.org.id);
    if (o.otherStructure) fixture.otherSt = await seedStructure(t.db, other!.org.id);
    const emails: Record<SignIn, string | undefined> = {
      leader: s.admin.businessEmail,
      employee: s.employee.businessEmail,
      otherLeader: other?.admin.businessEmail,
    };
    for (const who of o.signIn ?? ['leader', 'employee']) {
      const email = emails[who];
      if (!email) throw new Error(`useTestOrg: signIn '${who}' needs otherOrg`);
      fixture[who] = await login(t, email);
    }
  });
  afterAll(() => fixture.t?.close());
  return fixture as TestOrg<O>;
}

/**
 * The organisation's employee joins the Warehouse and k drops to 1, so a reach-out to the
 * Warehouse alone may be sent: for tests of other rules (the group rule has its own tests,
 * reachouts-min-group.test.ts).
 */
export async function oneEmployeeWarehouse(fx: { t: TestApp; s: SeededOrg; st: Structure }): Promise<void> {
  await setMinGroupSize(fx.t.db, fx.s.org.id, 1);
  await fx.t.db
    .insert(memberDepartments)
    .values({ organizationId: fx.s.org.id, userId: fx.s.employee.id, departmentId: fx.st.warehouse.id, placedAt: ESTABLISHED });
}

/** A reach-out from the leader to the Warehouse (see oneEmployeeWarehouse); answers the call's response. */
export function sendWarehouseReachout(fx: { t: TestApp; s: SeededOrg; st: Structure; leader: string }, message: string) {
  return post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: fx.s.org.id, message, departmentIds: [fx.st.warehouse.id], sendAs: 'myself' },
    fx.leader,
  );
}
