import { zEmail } from '@voyce/contracts/common';
import { FULL_ACCESS_ROLE_ID } from '@voyce/contracts/roles';
import { STRUCTURE_MSG } from '@voyce/contracts/structure';
import type { EmergencyFlags } from '@voyce/contracts/emergency-categories';
import type { BulkUserInput } from '@voyce/contracts/user-bulk';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { zUserName } from '@voyce/contracts/user-writes';
import type { z } from 'zod';
import type { NewMember } from './member-invites.repository.ts';
import type { Tag, TagSets } from './users.repository.ts';

/**
 * Checks one user of a bulk call against the spec's rules (spec 2 §5) and maps tag names and
 * ids to the organisation's tags. Pure: the same checks serve the add and update calls and the
 * import benchmark. A problem becomes a field -> issue entry, never an exception.
 */

type TagKind = 'department' | 'division' | 'designation' | 'businessUnit' | 'location';
const LABELS: Record<TagKind, string> = {
  department: 'Department',
  division: 'Division',
  designation: 'Designation',
  businessUnit: 'Business Unit',
  location: 'Location',
};

/** inactive: names of the business units switched off, by id. */
export type TagIndex = Record<TagKind | 'role', { byId: Set<string>; byName: Map<string, string>; inactive: Map<string, string> }>;

const index = (tags: Tag[]) => ({
  byId: new Set(tags.map((t) => t.id)),
  byName: new Map(tags.map((t) => [t.name.trim().toLowerCase(), t.id])),
  inactive: new Map(tags.filter((t) => t.isActive === false).map((t) => [t.id, t.name])),
});
export const indexTags = (t: TagSets): TagIndex => ({
  department: index(t.departments),
  division: index(t.divisions),
  designation: index(t.designations),
  businessUnit: index(t.businessUnits),
  location: index(t.locations),
  role: index(t.roles),
});

export type Details = Record<string, string>;
const firstIssue = (r: z.core.util.SafeParseResult<unknown>) => (r.success ? null : (r.error.issues[0]?.message ?? USERS_MSG.rowFailed));
const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** One tag given by id or by name; undefined when neither is given, null when it failed. */
function resolveTag(
  kind: TagKind,
  field: string,
  id: string | null | undefined,
  name: string | null | undefined,
  tags: TagIndex,
  details: Details,
): string | undefined | null {
  if (!blank(id)) {
    if (tags[kind].byId.has(id!.trim())) return id!.trim();
    details[field] = USERS_MSG.unknownTagId(LABELS[kind]);
    return null;
  }
  if (!blank(name)) {
    const found = tags[kind].byName.get(name!.trim().toLowerCase());
    if (found) return found;
    details[field] = USERS_MSG.unknownTag(LABELS[kind], name!.trim());
    return null;
  }
  return undefined;
}

function resolveDepartments(u: BulkUserInput, tags: TagIndex, details: Details): string[] | undefined {
  const ids = (u.departmentIds ?? []).map((d) => d.trim()).filter(Boolean);
  const names = (u.departmentNames ?? []).map((d) => d.trim()).filter(Boolean);
  if (!ids.length && !names.length) return undefined;
  const out = new Set<string>();
  for (const id of ids) {
    if (tags.department.byId.has(id)) out.add(id);
    else details.departmentIds = USERS_MSG.unknownTagId('Department');
  }
  const unknown: string[] = [];
  for (const name of names) {
    const id = tags.department.byName.get(name.toLowerCase());
    if (id) out.add(id);
    else unknown.push(name);
  }
  if (unknown.length) details.departmentNames = unknown.map((n) => USERS_MSG.unknownTag('Department', n)).join('; ');
  return [...out];
}

/**
 * The optional fields both calls share; only those given are returned. `keepUnit` is the
 * member's business unit now: still theirs if it was switched off, but no one else joins it.
 */
function resolveCommon(u: BulkUserInput, tags: TagIndex, details: Details, isAdmin: boolean, keepUnit?: string | null) {
  const out: {
    firstName?: string;
    lastName?: string;
    personalEmail?: string | null;
    employeeId?: string | null;
    departmentIds?: string[];
    divisionId?: string;
    designationId?: string;
    businessUnitId?: string;
    locationId?: string;
    /** null: the built-in admin role (full access), asked for as FULL_ACCESS_ROLE_ID. */
    roleId?: string | null;
  } = {};
  // A blank name is no name given: an update keeps the stored one, an add refuses it (checkNewUser).
  for (const field of ['firstName', 'lastName'] as const) {
    if (blank(u[field])) continue;
    const r = zUserName.safeParse(u[field]);
    if (r.success) out[field] = r.data;
    else details[field] = firstIssue(r)!;
  }
  if (!blank(u.personalEmail)) {
    const r = zEmail.safeParse(u.personalEmail);
    if (r.success) out.personalEmail = r.data;
    else details.personalEmail = USERS_MSG.invalidEmailFormat;
  }
  if (!blank(u.employeeId)) {
    if (u.employeeId!.trim().length > 100) details.employeeId = USERS_MSG.employeeIdMax;
    else out.employeeId = u.employeeId!.trim();
  }
  const departmentIds = resolveDepartments(u, tags, details);
  if (departmentIds) out.departmentIds = departmentIds;
  const pick = (kind: TagKind, field: string, id: string | null | undefined, name: string | null | undefined) =>
    resolveTag(kind, field, id, name, tags, details) ?? undefined;
  out.divisionId = pick('division', u.divisionId ? 'divisionId' : 'divisionName', u.divisionId, u.divisionName);
  out.designationId = pick('designation', u.designationId ? 'designationId' : 'designationName', u.designationId, u.designationName);
  const unitField = u.businessEntityId ? 'businessEntityId' : 'businessUnitName';
  out.businessUnitId = pick('businessUnit', unitField, u.businessEntityId, u.businessUnitName);
  const inactiveUnit = out.businessUnitId && out.businessUnitId !== keepUnit && tags.businessUnit.inactive.get(out.businessUnitId);
  if (inactiveUnit) details[unitField] = STRUCTURE_MSG.inactiveBusinessUnit(inactiveUnit);
  out.locationId = pick('location', u.locationId ? 'locationId' : 'locationName', u.locationId, u.locationName);
  if (!blank(u.roleId)) {
    if (!isAdmin) details.roleId = USERS_MSG.unknownTagId('Role');
    else if (u.roleId!.trim() === FULL_ACCESS_ROLE_ID) out.roleId = null;
    else if (tags.role.byId.has(u.roleId!.trim())) out.roleId = u.roleId!.trim();
    else details.roleId = USERS_MSG.unknownTagId('Role');
  }
  for (const k of Object.keys(out) as (keyof typeof out)[]) if (out[k] === undefined) delete out[k];
  return out;
}

export type RowCheck<T> = { ok: true; value: T } | { ok: false; details: Details };

/** A user to add: names, e-mail and at least one department are required (spec 2 §5). */
export function checkNewUser(u: BulkUserInput, tags: TagIndex, isAdmin: boolean): RowCheck<NewMember> {
  const details: Details = {};
  if (blank(u.firstName)) details.firstName = USERS_MSG.nameRequired;
  if (blank(u.lastName)) details.lastName = USERS_MSG.nameRequired;
  const email = zEmail.safeParse(u.businessEmail ?? '');
  if (!email.success) details.businessEmail = blank(u.businessEmail) ? USERS_MSG.invalidEmail : USERS_MSG.invalidEmailFormat;
  const common = resolveCommon(u, tags, details, isAdmin);
  if (!common.departmentIds?.length && !details.departmentIds && !details.departmentNames)
    details.departmentIds = USERS_MSG.departmentRequired;
  if (Object.keys(details).length) return { ok: false, details };
  return {
    ok: true,
    value: {
      email: email.data!,
      firstName: common.firstName!,
      lastName: common.lastName!,
      personalEmail: common.personalEmail ?? null,
      employeeId: common.employeeId ?? null,
      departmentIds: common.departmentIds!,
      divisionId: common.divisionId ?? null,
      designationId: common.designationId ?? null,
      businessUnitId: common.businessUnitId ?? null,
      locationId: common.locationId ?? null,
      // Left undefined when not asked for: the caller gives a new leader the least role.
      roleId: isAdmin ? common.roleId : null,
      flags: createFlags(u, isAdmin),
    },
  };
}

/**
 * A new Blyndspot user's emergency kinds. Self-harm and harassment are ours: a spec client
 * leaves them out, and then they follow the spec's three (a contact for emergencies gets every kind).
 */
function createFlags(u: BulkUserInput, isAdmin: boolean): EmergencyFlags {
  if (!isAdmin) return { crime: false, violence: false, threat: false, selfHarm: false, harassment: false };
  const spec = !!(u.crime || u.violence || u.threat);
  return {
    crime: !!u.crime,
    violence: !!u.violence,
    threat: !!u.threat,
    selfHarm: u.selfHarm ?? spec,
    harassment: u.harassment ?? spec,
  };
}

export type UserChanges = ReturnType<typeof resolveCommon> & {
  disabled?: boolean;
  /** The kinds given; one left out keeps its stored value. */
  flags?: Partial<EmergencyFlags>;
};

/** Changes to an existing user: only the fields given, each checked. `unit`: their business unit now. */
export function checkUserChanges(u: BulkUserInput, tags: TagIndex, isAdmin: boolean, unit?: string | null): RowCheck<UserChanges> {
  const details: Details = {};
  const changes: UserChanges = resolveCommon(u, tags, details, isAdmin, unit);
  if (typeof u.disabled === 'boolean') changes.disabled = u.disabled;
  if (isAdmin && [u.crime, u.violence, u.threat, u.selfHarm, u.harassment].some((f) => typeof f === 'boolean')) {
    changes.flags = {
      crime: !!u.crime,
      violence: !!u.violence,
      threat: !!u.threat,
      ...(typeof u.selfHarm === 'boolean' ? { selfHarm: u.selfHarm } : {}),
      ...(typeof u.harassment === 'boolean' ? { harassment: u.harassment } : {}),
    };
  }
  if (Object.keys(details).length) return { ok: false, details };
  return { ok: true, value: changes };
}

/** The first issue of a failed row, for the toast (spec 2 §8). */
export const failureOf = (row: number, email: string, details: Details) => ({
  row,
  email,
  error: Object.values(details)[0] ?? USERS_MSG.rowFailed,
  details,
  mismatchedFields: Object.keys(details),
});
