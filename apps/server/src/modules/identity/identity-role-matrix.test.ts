import { NO_PERMISSIONS, type Permissions } from '@voyce/contracts/roles';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { IDP_ENTRY_POINT, IDP_ISSUER } from '../../../test/saml-idp-fixture.ts';
import { IDP } from '../../../test/saml-test-keys.ts';
import { memberships, roles, scimTokens, ssoSettings, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/auth.repository.ts';

/**
 * The Identity settings calls by each built-in role and by custom roles with and without the
 * permission each needs. Reading needs settings:view and a test sign-in settings:edit; revoking
 * a SCIM token needs users:edit. Setting up the identity provider and making a SCIM token are
 * for owners and admins with full access only: a provider the caller controls signs them in as
 * anyone of the organisation (its owner too), and a SCIM token changes any member but the owner,
 * so either would give a custom role more than it holds.
 */
const fx = useTestOrg({ signIn: [] });

const CALLERS = {
  owner: 'owner',
  admin: null,
  settingsEdit: { settings: 'edit' },
  settingsView: { settings: 'view' },
  usersEdit: { users: 'edit' },
  usersView: { users: 'view' },
  allButFull: { insights: 'edit', reachouts: 'edit', reports: 'edit', settings: 'edit', users: 'edit' },
  employee: 'employee',
} as const satisfies Record<string, 'owner' | 'employee' | null | Partial<Permissions>>;
type CallerKind = keyof typeof CALLERS;

const word = () => randomBytes(4).toString('hex');
const org = () => fx.s.org.id;

/** A signed-in member of the organisation holding this kind's role (a session straight in the store). */
async function caller(kind: CallerKind): Promise<string> {
  const spec = CALLERS[kind];
  const [u] = await fx.t.db
    .insert(users)
    .values({ businessEmail: `identity-${word()}@example.com`, firstName: 'Identity', lastName: 'Caller' })
    .returning();
  let roleId: string | null = null;
  if (spec !== null && typeof spec === 'object') {
    const [role] = await fx.t.db
      .insert(roles)
      .values({ organizationId: org(), name: `Identity ${word()}`, permissions: { ...NO_PERMISSIONS, ...spec } })
      .returning();
    roleId = role!.id;
  }
  const role = spec === 'owner' || spec === 'employee' ? spec : 'admin';
  await fx.t.db.insert(memberships).values({ organizationId: org(), userId: u!.id, role, roleId, inviteStatus: 'accepted' });
  return createSession(fx.t.db, fx.t.identity, u!.id, 24);
}

const samlSettings = (domain: string) => ({
  organizationId: org(),
  protocol: 'saml',
  enabled: true,
  requireSso: false,
  jitMembership: false,
  allowedDomains: ['example.com', domain],
  saml: { entryPoint: IDP_ENTRY_POINT, idpIssuer: IDP_ISSUER, certificates: [IDP.cert] },
});

/** A write's answer, checked against the database: a refusal must leave nothing changed. */
const verdict = (status: number, changed: boolean) =>
  status === 200
    ? changed
      ? 'allowed'
      : 'allowed, nothing changed'
    : status === 403
      ? changed
        ? 'refused but changed'
        : 'refused'
      : `status ${status}`;
/** A read's (or a test sign-in's, which writes nothing until it finishes) answer. */
const answered = (status: number) => (status === 200 ? 'allowed' : status === 403 ? 'refused' : `status ${status}`);

async function newToken(): Promise<string> {
  const owner = await caller('owner');
  const res = await post(fx.t, '/identity/createScimToken', { organizationId: org(), label: `Matrix ${word()}` }, owner);
  return res.body.data.entity.id as string;
}

type Case = { name: string; expected: Record<CallerKind, string>; run: (token: string) => Promise<string> };
const who = (allowed: CallerKind[]) =>
  Object.fromEntries((Object.keys(CALLERS) as CallerKind[]).map((k) => [k, allowed.includes(k) ? 'allowed' : 'refused'])) as Record<
    CallerKind,
    string
  >;

const CASES: Case[] = [
  {
    name: '/identity/findSettings',
    expected: who(['owner', 'admin', 'settingsEdit', 'settingsView', 'allButFull']),
    run: async (token) => answered((await post(fx.t, '/identity/findSettings', { organizationId: org() }, token)).status),
  },
  {
    name: '/identity/updateSettings (the identity provider and its domains)',
    expected: who(['owner', 'admin']),
    run: async (token) => {
      const domain = `d${word()}.example.org`;
      const res = await post(fx.t, '/identity/updateSettings', samlSettings(domain), token);
      const [row] = await fx.t.db.select().from(ssoSettings).where(eq(ssoSettings.organizationId, org()));
      return verdict(res.status, !!row?.allowedDomains.includes(domain));
    },
  },
  {
    name: '/identity/testSignIn (no session; the saved provider)',
    expected: who(['owner', 'admin', 'settingsEdit', 'allButFull']),
    run: async (token) => answered((await post(fx.t, '/identity/testSignIn', { organizationId: org() }, token)).status),
  },
  {
    name: '/identity/createScimToken',
    expected: who(['owner', 'admin']),
    run: async (token) => {
      const label = `Matrix ${word()}`;
      const res = await post(fx.t, '/identity/createScimToken', { organizationId: org(), label }, token);
      const rows = await fx.t.db.select().from(scimTokens).where(eq(scimTokens.label, label));
      return verdict(res.status, rows.length > 0);
    },
  },
  {
    name: '/identity/revokeScimToken',
    expected: who(['owner', 'admin', 'usersEdit', 'allButFull']),
    run: async (token) => {
      const id = await newToken();
      const res = await post(fx.t, '/identity/revokeScimToken', { organizationId: org(), id }, token);
      const [row] = await fx.t.db.select().from(scimTokens).where(eq(scimTokens.id, id));
      return verdict(res.status, !!row!.revokedAt);
    },
  },
];

beforeAll(async () => {
  const owner = await caller('owner');
  const saved = await post(fx.t, '/identity/updateSettings', samlSettings('setup.example.org'), owner);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

describe('identity matrix: each Identity settings call by the built-in roles and by custom roles', () => {
  it('allows and refuses as the permissions say; the provider and SCIM tokens need full access', async () => {
    const actual: Record<string, Record<CallerKind, string>> = {};
    const expected: Record<string, Record<CallerKind, string>> = {};
    for (const c of CASES) {
      expected[c.name] = c.expected;
      actual[c.name] = {} as Record<CallerKind, string>;
      for (const kind of Object.keys(CALLERS) as CallerKind[]) actual[c.name]![kind] = await c.run(await caller(kind));
    }
    expect(actual).toEqual(expected);
  }, 120_000);

  it('says why a custom role is refused', async () => {
    const editor = await caller('allButFull');
    const saved = await post(fx.t, '/identity/updateSettings', samlSettings('why.example.org'), editor);
    expect(saved.body.message).toBe('Only an owner or an admin with full access can set up single sign-on');
    const token = await post(fx.t, '/identity/createScimToken', { organizationId: org(), label: 'Why' }, editor);
    expect(token.body.message).toBe('Only an owner or an admin with full access can create SCIM tokens');
  });
});
