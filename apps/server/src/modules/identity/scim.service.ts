import { zEmail } from '@voyce/contracts/common';
import {
  SCIM_SCHEMA,
  zScimGroup,
  zScimPatch,
  zScimUser,
  type ScimGroupInput,
  type ScimPatch,
  type ScimUserInput,
} from '@voyce/contracts/scim';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { IdentityStore } from '../../lib/identity-store.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AuditAction, AuditDetail } from '@voyce/contracts/audit';
import { recordAudit } from '../audit/audit.service.ts';
import { identityAddresses } from './identity-addresses.ts';
import * as tokens from './identity.repository.ts';
import * as repo from './scim.repository.ts';
import { listResponse, pageOf, parseEqFilter, resourceId, ScimError } from './scim-protocol.ts';

/**
 * SCIM 2.0 provisioning of one organisation (the token's): Users are its members (created as
 * employees; `active: false` deactivates and ends their sessions here), Groups its departments.
 * Every change is audited with the SCIM client as its actor, and department moves are placed
 * "now", so a person moved in counts towards a reach-out's k only after 14 days.
 */
export type ScimCaller = { organizationId: string; tokenId: string };
type ListQuery = { filter?: string; startIndex?: string; count?: string };

const E = SCIM_SCHEMA.enterprise;

/** A body checked against a SCIM schema: a 400 invalidValue naming the first problem. */
function parsed<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const r = z.safeParse(schema, body);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new ScimError(400, `${issue.path.join('.') || 'body'}: ${issue.message}`, 'invalidValue');
}

export function createScimService(deps: { db: Db; identity: IdentityStore; limiter: Limiter; appUrl: string; perMinute: number }) {
  const { db } = deps;
  const base = identityAddresses(deps.appUrl).scimBaseUrl;
  /** A resource's `meta` (RFC 7643 §3.1): its type, times and address under /Users or /Groups. */
  const metaOf = (resourceType: 'User' | 'Group', id: string, created: Date, lastModified: Date) => ({
    resourceType,
    created: created.toISOString(),
    lastModified: lastModified.toISOString(),
    location: `${base}/${resourceType}s/${id}`,
  });

  const audit = (tx: DbOrTx, organizationId: string, action: AuditAction, target: { type: string; id: string }, detail: AuditDetail) =>
    recordAudit(tx, { organizationId, actor: 'scim-client', action, target, detail });

  // ---- Users -----------------------------------------------------------------------------

  async function userResources(organizationId: string, rows: repo.ScimMemberRow[]) {
    const [departments, managers] = await Promise.all([
      repo.departmentsOf(
        db,
        organizationId,
        rows.map((r) => r.userId),
      ),
      repo.namesOf(db, [...new Set(rows.flatMap((r) => (r.managerId ? [r.managerId] : [])))]),
    ]);
    return rows.map((m) => {
      const depts = departments.get(m.userId) ?? [];
      const formatted = [m.firstName, m.lastName].filter(Boolean).join(' ');
      return {
        schemas: [SCIM_SCHEMA.user, E],
        id: m.userId,
        ...(m.externalId ? { externalId: m.externalId } : {}),
        userName: m.email,
        name: { givenName: m.firstName ?? undefined, familyName: m.lastName ?? undefined, formatted: formatted || undefined },
        displayName: formatted || m.email,
        emails: [{ value: m.email, type: 'work', primary: true }],
        active: !m.disabled,
        groups: depts.map((d) => ({ value: d.id, display: d.name, $ref: `${base}/Groups/${d.id}` })),
        [E]: {
          employeeNumber: m.employeeId ?? undefined,
          department: depts[0]?.name,
          manager: m.managerId
            ? { value: m.managerId, displayName: managers.get(m.managerId), $ref: `${base}/Users/${m.managerId}` }
            : undefined,
        },
        meta: metaOf('User', m.userId, m.createdAt, m.updatedAt),
      };
    });
  }

  async function userOr404(organizationId: string, id: string) {
    const row = await repo.findMember(db, organizationId, resourceId(id, 'User'));
    if (!row) throw new ScimError(404, `User ${id} not found`);
    return row;
  }
  const userResource = async (organizationId: string, userId: string) =>
    (await userResources(organizationId, [(await repo.findMember(db, organizationId, userId))!]))[0]!;

  /** The manager's id in any of the shapes clients send, checked to be a member (not the person). */
  async function managerOf(tx: DbOrTx, organizationId: string, input: ScimUserInput, userId: string | null) {
    const m = input[E]?.manager;
    const id = typeof m === 'string' ? m : (m?.value ?? null);
    if (!id) return null;
    const ok = /^[0-9a-f-]{36}$/i.test(id) && (await repo.membersAmong(tx, organizationId, [id.toLowerCase()])).length === 1;
    if (!ok || id.toLowerCase() === userId) throw new ScimError(400, `manager ${id} is not a member of this organization`, 'invalidValue');
    return id.toLowerCase();
  }

  /** Puts a member in the department the enterprise extension names (made when missing). */
  async function placeInDepartment(tx: DbOrTx, organizationId: string, userId: string, name: string) {
    const was = (await repo.departmentsOf(tx, organizationId, [userId])).get(userId) ?? [];
    let dept = await repo.departmentByName(tx, organizationId, name);
    if (!dept) {
      dept = await repo.insertDepartment(tx, organizationId, name);
      await audit(tx, organizationId, 'scim.group_created', { type: 'department', id: dept.id }, { name });
    }
    if (was.length === 1 && was[0]!.id === dept.id) return null;
    await repo.setDepartments(tx, organizationId, userId, [dept.id]);
    return { before: was.map((d) => d.id).sort(), after: [dept.id] };
  }

  const emailOf = (userName: string) => {
    const r = zEmail.safeParse(userName);
    if (!r.success) throw new ScimError(400, 'userName must be the e-mail address', 'invalidValue');
    return r.data;
  };

  async function checkEmployeeNumber(tx: DbOrTx, organizationId: string, employeeId: string | null, userId: string | null) {
    if (employeeId && (await repo.employeeNumberHolder(tx, organizationId, employeeId, userId))) {
      throw new ScimError(409, `employeeNumber ${employeeId} belongs to another member`, 'uniqueness');
    }
  }

  /** A user's attributes replaced by `input` (PUT, and PATCH after its operations). */
  async function replaceUser(organizationId: string, member: repo.ScimMemberRow, input: ScimUserInput) {
    if (emailOf(input.userName) !== member.email)
      throw new ScimError(400, 'userName cannot change: it is the sign-in e-mail', 'mutability');
    const disabled = input.active === undefined ? member.disabled : !input.active;
    if (disabled && member.role === 'owner') throw new ScimError(400, 'An owner cannot be deactivated by SCIM', 'mutability');
    const change: repo.MemberChange = {
      firstName: input.name?.givenName || null,
      lastName: input.name?.familyName || null,
      disabled,
      employeeId: input[E]?.employeeNumber || null,
      scimExternalId: input.externalId || null,
    };
    await db.transaction(async (tx) => {
      await checkEmployeeNumber(tx, organizationId, change.employeeId!, member.userId);
      change.managerId = await managerOf(tx, organizationId, input, member.userId);
      const changed = Object.keys(change).filter(
        (k) => (change as Record<string, unknown>)[k] !== (member as Record<string, unknown>)[k === 'scimExternalId' ? 'externalId' : k],
      );
      if (changed.length) await repo.updateMember(tx, organizationId, member.userId, change);
      const department = input[E]?.department;
      const moved = department ? await placeInDepartment(tx, organizationId, member.userId, department) : null;
      // A sync that changes nothing writes nothing (identity providers re-send whole users).
      if (!changed.length && !moved) return;
      const action = disabled === member.disabled ? 'scim.user_updated' : disabled ? 'scim.user_deactivated' : 'scim.user_reactivated';
      await audit(
        tx,
        organizationId,
        action,
        { type: 'user', id: member.userId },
        {
          email: member.email,
          fields: changed,
          ...(moved
            ? { before: JSON.stringify({ departmentIds: moved.before }), after: JSON.stringify({ departmentIds: moved.after }) }
            : {}),
        },
      );
    });
    if (disabled && !member.disabled) await deps.identity.endUserSessions(member.userId, { organizationId });
    return userResource(organizationId, member.userId);
  }

  // ---- Groups ----------------------------------------------------------------------------

  async function groupResources(organizationId: string, rows: { id: string; name: string; createdAt: Date }[], withMembers = true) {
    const members = withMembers
      ? await repo.membersOf(
          db,
          organizationId,
          rows.map((r) => r.id),
        )
      : new Map();
    return rows.map((d) => ({
      schemas: [SCIM_SCHEMA.group],
      id: d.id,
      displayName: d.name,
      ...(withMembers
        ? {
            members: (members.get(d.id) ?? []).map((m: { userId: string; email: string }) => ({
              value: m.userId,
              display: m.email,
              $ref: `${base}/Users/${m.userId}`,
            })),
          }
        : {}),
      meta: metaOf('Group', d.id, d.createdAt, d.createdAt),
    }));
  }

  async function groupOr404(organizationId: string, id: string) {
    const { rows } = await repo.listDepartments(db, organizationId, { id: resourceId(id, 'Group') }, 0, 1);
    if (!rows[0]) throw new ScimError(404, `Group ${id} not found`);
    return rows[0];
  }
  const groupResource = async (organizationId: string, id: string) =>
    (await groupResources(organizationId, [await groupOr404(organizationId, id)]))[0]!;

  /** Member ids as sent, each a member of the organisation (else a 400 naming it). */
  async function memberIds(tx: DbOrTx, organizationId: string, values: { value: string }[]) {
    const ids = [...new Set(values.map((v) => v.value.toLowerCase()))];
    const valid = ids.filter((id) => /^[0-9a-f-]{36}$/.test(id));
    const found = new Set(await repo.membersAmong(tx, organizationId, valid));
    const unknown = ids.find((id) => !found.has(id));
    if (unknown) throw new ScimError(400, `member ${unknown} is not a user of this organization`, 'invalidValue');
    return ids;
  }

  /** A department's members changed: added and removed, audited as a move of each (rule 7 of docs/anonymity.md). */
  async function changeMembers(
    tx: DbOrTx,
    organizationId: string,
    departmentId: string,
    change: { add?: string[]; remove?: string[] | null; exactly?: string[] },
  ) {
    let added: string[] = [];
    let removed: string[] = [];
    if (change.exactly) {
      const current = ((await repo.membersOf(tx, organizationId, [departmentId])).get(departmentId) ?? []).map((m) => m.userId);
      removed = await repo.removeFromDepartment(
        tx,
        organizationId,
        departmentId,
        current.filter((id) => !change.exactly!.includes(id)),
      );
      added = change.exactly.filter((id) => !current.includes(id));
      await repo.addToDepartment(tx, organizationId, departmentId, added);
    } else {
      if (change.remove !== undefined) removed = await repo.removeFromDepartment(tx, organizationId, departmentId, change.remove);
      if (change.add?.length) {
        const current = new Set(((await repo.membersOf(tx, organizationId, [departmentId])).get(departmentId) ?? []).map((m) => m.userId));
        added = change.add.filter((id) => !current.has(id));
        await repo.addToDepartment(tx, organizationId, departmentId, added);
      }
    }
    return { added, removed };
  }

  function groupPatch(ops: ScimPatch['Operations']) {
    let rename: string | undefined;
    const steps: { add?: string[]; remove?: string[] | null; exactly?: string[] }[] = [];
    const values = (v: unknown): { value: string }[] => {
      const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
      return list.map((x) => {
        const value = typeof x === 'string' ? x : (x as { value?: unknown })?.value;
        if (typeof value !== 'string' || value.length > 100)
          throw new ScimError(400, 'members must be [{ "value": "<user id>" }]', 'invalidValue');
        return { value };
      });
    };
    for (const op of ops) {
      const path = op.path?.trim();
      const filtered = path ? /^members\s*\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path) : null;
      if (!path && op.op !== 'remove' && op.value && typeof op.value === 'object' && !Array.isArray(op.value)) {
        const v = op.value as Record<string, unknown>;
        if (typeof v.displayName === 'string') rename = v.displayName;
        if (v.members !== undefined)
          steps.push(op.op === 'add' ? { add: values(v.members).map((m) => m.value) } : { exactly: values(v.members).map((m) => m.value) });
      } else if (path?.toLowerCase() === 'displayname' && op.op !== 'remove') {
        if (typeof op.value !== 'string') throw new ScimError(400, 'displayName must be text', 'invalidValue');
        rename = op.value;
      } else if (path?.toLowerCase() === 'members') {
        const ids = values(op.value).map((m) => m.value);
        steps.push(
          op.op === 'add' ? { add: ids } : op.op === 'replace' ? { exactly: ids } : { remove: op.value === undefined ? null : ids },
        );
      } else if (filtered && op.op === 'remove') {
        steps.push({ remove: [filtered[1]!] });
      } else {
        throw new ScimError(400, `Unsupported path ${path ?? '(none)'} for ${op.op}`, 'invalidPath');
      }
    }
    if (rename !== undefined && (rename.trim() === '' || rename.length > 200))
      throw new ScimError(400, 'displayName must be 1 to 200 characters', 'invalidValue');
    return { rename: rename?.trim(), steps };
  }

  async function saveGroupChange(
    organizationId: string,
    group: { id: string; name: string },
    rename: string | undefined,
    steps: { add?: string[]; remove?: string[] | null; exactly?: string[] }[],
  ) {
    await db.transaction(async (tx) => {
      const moved = { added: [] as string[], removed: [] as string[] };
      for (const step of steps) {
        const checked = {
          ...(step.add
            ? {
                add: await memberIds(
                  tx,
                  organizationId,
                  step.add.map((value) => ({ value })),
                ),
              }
            : {}),
          ...(step.exactly
            ? {
                exactly: await memberIds(
                  tx,
                  organizationId,
                  step.exactly.map((value) => ({ value })),
                ),
              }
            : {}),
          ...(step.remove !== undefined ? { remove: step.remove?.map((id) => id.toLowerCase()) ?? null } : {}),
        };
        const r = await changeMembers(tx, organizationId, group.id, checked);
        moved.added.push(...r.added);
        moved.removed.push(...r.removed);
      }
      const renamed = rename !== undefined && rename !== group.name;
      if (renamed) await repo.renameDepartment(tx, organizationId, group.id, rename);
      // A sync that changes nothing writes nothing.
      if (!renamed && !moved.added.length && !moved.removed.length) return;
      await audit(
        tx,
        organizationId,
        'scim.group_updated',
        { type: 'department', id: group.id },
        {
          name: rename ?? group.name,
          ...(renamed ? { oldName: group.name } : {}),
          added: moved.added.slice(0, 100),
          removed: moved.removed.slice(0, 100),
          addedCount: moved.added.length,
          removedCount: moved.removed.length,
        },
      );
    });
  }

  /** A user resource with a PATCH's operations applied (RFC 7644 §3.5.2), before it is checked. */
  function patchedUser(current: Record<string, unknown>, ops: ScimPatch['Operations']): Record<string, unknown> {
    const doc = structuredClone(current);
    const enterprise = () => (doc[E] ??= {}) as Record<string, unknown>;
    const setAt = (path: string, value: unknown) => {
      const p = path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:User:/i, '');
      if (p.toLowerCase().startsWith(`${E.toLowerCase()}:`)) {
        enterprise()[p.slice(E.length + 1)] = value;
        return;
      }
      if (p.toLowerCase() === E.toLowerCase()) {
        if (value && typeof value === 'object') Object.assign(enterprise(), value);
        return;
      }
      if (/^emails(\[.*\])?(\.value)?$/i.test(p)) {
        // The work e-mail is the userName; other addresses are not kept.
        return;
      }
      if (p.includes('[')) return;
      const parts = p.split('.');
      let at: Record<string, unknown> = doc;
      for (const part of parts.slice(0, -1))
        at = (at[part] && typeof at[part] === 'object' ? at[part] : (at[part] = {})) as Record<string, unknown>;
      at[parts[parts.length - 1]!] = value;
    };
    for (const op of ops) {
      if (op.path) {
        setAt(op.path, op.op === 'remove' ? null : op.value);
      } else {
        if (op.op === 'remove') throw new ScimError(400, 'remove needs a path', 'noTarget');
        if (!op.value || typeof op.value !== 'object' || Array.isArray(op.value))
          throw new ScimError(400, 'value must be an object when no path is given', 'invalidValue');
        for (const [k, v] of Object.entries(op.value)) setAt(k, v);
      }
    }
    return doc;
  }

  return {
    /** The organisation of a live SCIM token (401 otherwise), within its rate limit (429). */
    async authenticate(header: string | undefined): Promise<ScimCaller> {
      const token = /^Bearer\s+(\S{10,300})$/i.exec(header?.trim() ?? '')?.[1];
      const found = token ? await tokens.useToken(db, hashToken(token)) : null;
      if (!found) throw new ScimError(401, 'A valid SCIM bearer token is required');
      if ((await deps.limiter.hit(`scim:${found.id}`, 60_000)) > deps.perMinute)
        throw new ScimError(429, 'Too many requests: slow down and retry', 'tooMany');
      return { organizationId: found.organizationId, tokenId: found.id };
    },

    /** Remembers on the caller's token the error it was answered, for Settings, Identity. */
    async recordError(c: ScimCaller, status: number, detail: string) {
      await tokens.recordTokenError(db, c.tokenId, status, detail);
    },

    async listUsers(c: ScimCaller, q: ListQuery) {
      const f = parseEqFilter(q.filter, ['userName', 'externalId', 'emails.value', 'id']);
      const page = pageOf(q);
      const filter: repo.MemberFilter =
        f?.attribute === 'externalId'
          ? { externalId: f.value }
          : f?.attribute === 'id'
            ? { id: /^[0-9a-f-]{36}$/i.test(f.value) ? f.value.toLowerCase() : '00000000-0000-0000-0000-000000000000' }
            : f
              ? { userName: f.value }
              : {};
      const { rows, total } = await repo.listMembers(db, c.organizationId, filter, page.offset, page.count);
      return listResponse(await userResources(c.organizationId, rows), total, page.startIndex);
    },

    getUser: async (c: ScimCaller, id: string) => (await userResources(c.organizationId, [await userOr404(c.organizationId, id)]))[0]!,

    async createUser(c: ScimCaller, body: unknown) {
      const input = parsed(zScimUser, body);
      const email = emailOf(input.userName);
      const userId = await db.transaction(async (tx) => {
        const employeeId = input[E]?.employeeNumber || null;
        await checkEmployeeNumber(tx, c.organizationId, employeeId, null);
        const id = await repo.insertMember(tx, c.organizationId, {
          email,
          firstName: input.name?.givenName || null,
          lastName: input.name?.familyName || null,
          disabled: input.active === false,
          employeeId,
          externalId: input.externalId || null,
        });
        if (!id) throw new ScimError(409, `${email} is already a user of this organization`, 'uniqueness');
        const managerId = await managerOf(tx, c.organizationId, input, id);
        if (managerId) await repo.updateMember(tx, c.organizationId, id, { managerId });
        const department = input[E]?.department;
        const placed = department ? await placeInDepartment(tx, c.organizationId, id, department) : null;
        // What the client gave beside the e-mail, named as an update names it, and where it placed them.
        const given = {
          firstName: input.name?.givenName,
          lastName: input.name?.familyName,
          employeeId,
          scimExternalId: input.externalId,
          managerId,
        };
        await audit(
          tx,
          c.organizationId,
          'scim.user_created',
          { type: 'user', id },
          {
            email,
            role: 'employee',
            active: input.active !== false,
            fields: Object.keys(given).filter((k) => given[k as keyof typeof given]),
            ...(placed ? { after: JSON.stringify({ departmentIds: placed.after }) } : {}),
          },
        );
        return id;
      });
      return userResource(c.organizationId, userId);
    },

    async replaceUser(c: ScimCaller, id: string, body: unknown) {
      const member = await userOr404(c.organizationId, id);
      return replaceUser(c.organizationId, member, parsed(zScimUser, body));
    },

    async patchUser(c: ScimCaller, id: string, body: unknown) {
      const member = await userOr404(c.organizationId, id);
      const patch = parsed(zScimPatch, body);
      const current = (await userResources(c.organizationId, [member]))[0]!;
      // The department is set only when an operation names it (else the Groups keep it).
      const { [E]: ext, ...rest } = current;
      const doc = patchedUser({ ...rest, [E]: { employeeNumber: ext.employeeNumber, manager: ext.manager } }, patch.Operations);
      return replaceUser(c.organizationId, member, parsed(zScimUser, doc));
    },

    async deleteUser(c: ScimCaller, id: string) {
      const member = await userOr404(c.organizationId, id);
      if (!member.disabled)
        await replaceUser(c.organizationId, member, {
          userName: member.email,
          active: false,
          name: { givenName: member.firstName, familyName: member.lastName },
          externalId: member.externalId,
          [E]: { employeeNumber: member.employeeId, manager: member.managerId },
        });
    },

    async listGroups(c: ScimCaller, q: ListQuery & { excludedAttributes?: string }) {
      const f = parseEqFilter(q.filter, ['displayName', 'id']);
      const page = pageOf(q);
      const filter =
        f?.attribute === 'id'
          ? { id: /^[0-9a-f-]{36}$/i.test(f.value) ? f.value.toLowerCase() : '00000000-0000-0000-0000-000000000000' }
          : f
            ? { displayName: f.value }
            : {};
      const { rows, total } = await repo.listDepartments(db, c.organizationId, filter, page.offset, page.count);
      const withMembers = !/\bmembers\b/.test(q.excludedAttributes ?? '');
      return listResponse(await groupResources(c.organizationId, rows, withMembers), total, page.startIndex);
    },

    getGroup: (c: ScimCaller, id: string) => groupResource(c.organizationId, id),

    async createGroup(c: ScimCaller, body: unknown) {
      const input: ScimGroupInput = parsed(zScimGroup, body);
      const id = await db.transaction(async (tx) => {
        if (await repo.departmentByName(tx, c.organizationId, input.displayName)) {
          throw new ScimError(409, `A department named ${input.displayName} exists`, 'uniqueness');
        }
        const dept = await repo.insertDepartment(tx, c.organizationId, input.displayName);
        const ids = await memberIds(tx, c.organizationId, input.members ?? []);
        await repo.addToDepartment(tx, c.organizationId, dept.id, ids);
        await audit(
          tx,
          c.organizationId,
          'scim.group_created',
          { type: 'department', id: dept.id },
          {
            name: dept.name,
            added: ids.slice(0, 100),
            addedCount: ids.length,
          },
        );
        return dept.id;
      });
      return groupResource(c.organizationId, id);
    },

    async replaceGroup(c: ScimCaller, id: string, body: unknown) {
      const group = await groupOr404(c.organizationId, id);
      const input = parsed(zScimGroup, body);
      await saveGroupChange(c.organizationId, group, input.displayName, [{ exactly: (input.members ?? []).map((m) => m.value) }]);
      return groupResource(c.organizationId, group.id);
    },

    async patchGroup(c: ScimCaller, id: string, body: unknown) {
      const group = await groupOr404(c.organizationId, id);
      const { rename, steps } = groupPatch(parsed(zScimPatch, body).Operations);
      await saveGroupChange(c.organizationId, group, rename, steps);
      return groupResource(c.organizationId, group.id);
    },

    /** The department stays (insights are filed under it); its members leave it. */
    async deleteGroup(c: ScimCaller, id: string) {
      const group = await groupOr404(c.organizationId, id);
      await db.transaction(async (tx) => {
        const removed = await repo.removeFromDepartment(tx, c.organizationId, group.id, null);
        await audit(
          tx,
          c.organizationId,
          'scim.group_deleted',
          { type: 'department', id: group.id },
          {
            name: group.name,
            removed: removed.slice(0, 100),
            removedCount: removed.length,
          },
        );
      });
    },
  };
}
export type ScimService = ReturnType<typeof createScimService>;
