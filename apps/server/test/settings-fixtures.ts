import type { Permissions } from '@voyce/contracts/roles';
import { NO_PERMISSIONS } from '@voyce/contracts/roles';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { memberships, roles, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { login, PASSWORD } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A call with any method (structure updates are PATCH). */
export async function send(t: TestApp, method: 'POST' | 'PATCH', url: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; data: any; message: string; error: { code: string; message: string; details?: any } },
  };
}

/**
 * The refusals every settings call shares: no token 401, an employee 403, another
 * organisation's organizationId 403, an invalid body 400 with the envelope.
 */
export async function expectSettingsRefusals(
  t: TestApp,
  method: 'POST' | 'PATCH',
  url: string,
  v: { valid: unknown; invalid: unknown; leader: string; employee: string; organizationId: string; otherOrganizationId: string },
) {
  expect((await send(t, method, url, v.valid)).status).toBe(401);
  const asEmployee = await send(t, method, url, v.valid, v.employee);
  expect(asEmployee.status).toBe(403);
  expect(asEmployee.body.error.code).toBe('FORBIDDEN');
  const foreign = JSON.parse(JSON.stringify(v.valid).replaceAll(v.organizationId, v.otherOrganizationId));
  expect(JSON.stringify(foreign)).toContain(v.otherOrganizationId);
  expect((await send(t, method, url, foreign, v.leader)).status).toBe(403);
  const bad = await send(t, method, url, v.invalid, v.leader);
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ status: 'ERROR', error: { code: 'VALIDATION_ERROR' } });
  return bad;
}

/** The first validation message of a 400 answer (what the form shows). */
export const messageOf = (res: { status: number; body: { message: string } }) => {
  expect(res.status).toBe(400);
  return res.body.message;
};

/** A signed-in admin of the organisation who holds a custom role with these permissions. */
export async function loginWithRole(t: TestApp, organizationId: string, permissions: Partial<Permissions>) {
  const [role] = await t.db
    .insert(roles)
    .values({ organizationId, name: `Role ${randomBytes(3).toString('hex')}`, permissions: { ...NO_PERMISSIONS, ...permissions } })
    .returning();
  const [user] = await t.db
    .insert(users)
    .values({
      businessEmail: `custom-${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Custom',
      lastName: 'Admin',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await t.db.insert(memberships).values({ organizationId, userId: user!.id, role: 'admin', inviteStatus: 'accepted', roleId: role!.id });
  return { token: await login(t, user!.businessEmail), user: user!, role: role! };
}
