import { STRUCTURE_MSG, type BusinessUnit, type Division, type StructureKind } from '@voyce/contracts/structure';
import type { AuditDetail } from '@voyce/contracts/audit';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { findCountry, isTimeZone, listCountries, listStates, listTimeZones } from './geo-data.ts';
import { createMemberSearchService } from './member-search.service.ts';
import * as repo from './structure.repository.ts';
import { toBusinessUnit, toDepartment, toLocation, toTag } from './structure.serializer.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

/**
 * Every organisation starts with these classifications: a department must have one (spec 2
 * §5) and the spec gives no way to create them.
 */
export const DEFAULT_CLASSIFICATIONS = [
  'Administration',
  'Customer Service',
  'Engineering',
  'Finance',
  'Human Resources',
  'Legal',
  'Marketing',
  'Operations',
  'Product',
  'Sales',
  'Other',
] as const;

const KIND_OF: Record<repo.TagKind, StructureKind> = { division: 'division', designation: 'designation', businessUnit: 'businessUnit' };

type TagInput = { name: string; description: string };
/** What a tag kind reads as: business units carry is_active; divisions and designations share a shape. */
type TagOf<K extends repo.TagKind> = K extends 'businessUnit' ? BusinessUnit : Division;
type DepartmentInput = {
  name: string;
  description: string;
  departmentClassificationId: string;
  department_head_id?: string;
  department_manager_id?: string;
};
type LocationInput = { name: string; country: string; state?: string; timezone: string };

export function createStructureService(deps: { db: Db }) {
  const { db } = deps;
  const members = createMemberSearchService(deps);

  async function ensureClassifications(organizationId: string) {
    const rows = await repo.listClassifications(db, organizationId);
    if (rows.length) return rows;
    await repo.insertClassifications(db, organizationId, DEFAULT_CLASSIFICATIONS);
    return repo.listClassifications(db, organizationId);
  }

  async function oneDepartment(organizationId: string, id: string) {
    const [row] = await repo.listDepartments(db, organizationId, id);
    if (!row) throw notFound(STRUCTURE_MSG.notFound('department'));
    return { entity: toDepartment(row) };
  }

  /**
   * Classification, head and manager must be the organisation's own (else 404, as missing). A
   * newly chosen head or manager must be active and have accepted the invite (the pickers offer
   * no one else); one already in place is kept as is.
   */
  async function departmentValues(
    organizationId: string,
    v: DepartmentInput,
    current?: { id: string; department_head_id: string | null; department_manager_id: string | null },
  ) {
    if (await repo.departmentNameTaken(db, organizationId, v.name, current?.id)) throw conflict(STRUCTURE_MSG.nameTaken('department'));
    await ensureClassifications(organizationId);
    if (!(await repo.classificationExists(db, organizationId, v.departmentClassificationId))) {
      throw notFound(STRUCTURE_MSG.unknownClassification);
    }
    for (const field of ['department_head_id', 'department_manager_id'] as const) {
      await members.checkLeader(organizationId, field, v[field], current?.[field]);
    }
    return {
      name: v.name,
      description: v.description,
      departmentClassificationId: v.departmentClassificationId,
      departmentHeadId: v.department_head_id ?? null,
      departmentManagerId: v.department_manager_id ?? null,
    };
  }

  async function oneTag<K extends repo.TagKind>(kind: K, organizationId: string, id: string): Promise<{ entity: TagOf<K> }> {
    if (kind === 'businessUnit') {
      const row = await repo.findBusinessUnit(db, organizationId, id);
      if (!row) throw notFound(STRUCTURE_MSG.notFound(kind));
      return { entity: toBusinessUnit(row) as TagOf<K> };
    }
    const row = await repo.findTag(db, kind as Exclude<K, 'businessUnit'>, organizationId, id);
    if (!row) throw notFound(STRUCTURE_MSG.notFound(kind));
    return { entity: toTag(row) as TagOf<K> };
  }

  /** Country must be known, the state one of its states, the zone an IANA zone. */
  function locationValues(v: LocationInput) {
    const country = findCountry(v.country);
    if (!country) throw badRequest(STRUCTURE_MSG.unknownCountry, { country: STRUCTURE_MSG.unknownCountry });
    let state: string | null = null;
    if (v.state) {
      const match = listStates(country.isoCode).find((s) => s.name.toLowerCase() === v.state!.toLowerCase());
      if (!match) throw badRequest(STRUCTURE_MSG.unknownState, { state: STRUCTURE_MSG.unknownState });
      state = match.name;
    }
    if (!isTimeZone(v.timezone)) throw badRequest(STRUCTURE_MSG.unknownTimezone, { timezone: STRUCTURE_MSG.unknownTimezone });
    return { name: v.name, country: country.isoCode, state, timezone: v.timezone };
  }

  /** Runs a structure change and its audit row in one transaction; `write` answers the target id. */
  async function audited(
    auth: AuthContext,
    action: 'settings.structure_created' | 'settings.structure_updated' | 'settings.structure_deactivated',
    type: string,
    detail: AuditDetail,
    write: (tx: DbOrTx) => Promise<string>,
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const id = await write(tx);
      await recordMemberAudit(tx, auth, { action, target: { type, id }, detail });
      return id;
    });
  }

  return {
    searchMembers: members.searchMembers,

    // ---- departments
    async fetchDepartments(auth: AuthContext) {
      const rows = await repo.listDepartments(db, auth.organizationId);
      return { entity: rows.map(toDepartment) };
    },
    async findDepartmentClassifications(auth: AuthContext) {
      return { entities: await ensureClassifications(auth.organizationId) };
    },
    async createDepartment(auth: AuthContext, v: DepartmentInput) {
      const values = await departmentValues(auth.organizationId, v);
      const id = await audited(auth, 'settings.structure_created', 'department', { name: v.name }, (tx) =>
        repo.insertDepartment(tx, auth.organizationId, values),
      );
      return oneDepartment(auth.organizationId, id);
    },
    async updateDepartment(auth: AuthContext, id: string, v: DepartmentInput) {
      const { entity } = await oneDepartment(auth.organizationId, id);
      const values = await departmentValues(auth.organizationId, v, entity);
      await audited(auth, 'settings.structure_updated', 'department', { name: v.name }, async (tx) => {
        await repo.updateDepartment(tx, auth.organizationId, id, values);
        return id;
      });
      return oneDepartment(auth.organizationId, id);
    },

    // ---- divisions, designations, business units
    async listTags<K extends repo.TagKind>(auth: AuthContext, kind: K): Promise<TagOf<K>[]> {
      if (kind === 'businessUnit') return (await repo.listBusinessUnits(db, auth.organizationId)).map(toBusinessUnit) as TagOf<K>[];
      return (await repo.listTags(db, kind as Exclude<K, 'businessUnit'>, auth.organizationId)).map(toTag) as TagOf<K>[];
    },
    async createTag<K extends repo.TagKind>(auth: AuthContext, kind: K, v: TagInput) {
      if (await repo.tagNameTaken(db, kind, auth.organizationId, v.name)) throw conflict(STRUCTURE_MSG.nameTaken(KIND_OF[kind]));
      const id = await audited(auth, 'settings.structure_created', kind, { name: v.name }, (tx) =>
        repo.insertTag(tx, kind, { organizationId: auth.organizationId, name: v.name, description: v.description }),
      );
      return oneTag(kind, auth.organizationId, id);
    },
    async updateTag<K extends repo.TagKind>(auth: AuthContext, kind: K, id: string, v: TagInput) {
      await oneTag(kind, auth.organizationId, id);
      if (await repo.tagNameTaken(db, kind, auth.organizationId, v.name, id)) throw conflict(STRUCTURE_MSG.nameTaken(KIND_OF[kind]));
      await audited(auth, 'settings.structure_updated', kind, { name: v.name }, async (tx) => {
        await repo.updateTag(tx, kind, auth.organizationId, id, { name: v.name, description: v.description });
        return id;
      });
      return oneTag(kind, auth.organizationId, id);
    },
    async setBusinessUnitActive(auth: AuthContext, id: string, isActive: boolean) {
      const changed = await db.transaction(async (tx) => {
        if (!(await repo.setBusinessUnitActive(tx, auth.organizationId, id, isActive))) return false;
        await recordMemberAudit(tx, auth, {
          action: isActive ? 'settings.structure_updated' : 'settings.structure_deactivated',
          target: { type: 'businessUnit', id },
          detail: { isActive },
        });
        return true;
      });
      if (!changed) throw notFound(STRUCTURE_MSG.notFound('businessUnit'));
      return oneTag('businessUnit', auth.organizationId, id);
    },

    // ---- locations
    async fetchLocations(auth: AuthContext) {
      return { entity: (await repo.listLocations(db, auth.organizationId)).map(toLocation) };
    },
    async createLocation(auth: AuthContext, v: LocationInput) {
      const values = locationValues(v);
      if (await repo.locationNameTaken(db, auth.organizationId, v.name)) throw conflict(STRUCTURE_MSG.nameTaken('location'));
      const id = await audited(auth, 'settings.structure_created', 'location', { name: v.name }, (tx) =>
        repo.insertLocation(tx, auth.organizationId, values),
      );
      const [row] = await repo.listLocations(db, auth.organizationId, id);
      return { entity: toLocation(row!) };
    },
    async updateLocation(auth: AuthContext, id: string, v: LocationInput) {
      if (!(await repo.listLocations(db, auth.organizationId, id)).length) throw notFound(STRUCTURE_MSG.notFound('location'));
      const values = locationValues(v);
      if (await repo.locationNameTaken(db, auth.organizationId, v.name, id)) throw conflict(STRUCTURE_MSG.nameTaken('location'));
      await audited(auth, 'settings.structure_updated', 'location', { name: v.name }, async (tx) => {
        await repo.updateLocation(tx, auth.organizationId, id, values);
        return id;
      });
      const [row] = await repo.listLocations(db, auth.organizationId, id);
      return { entity: toLocation(row!) };
    },

    // ---- lookups (shipped data, kept in memory after the first read)
    findCountries: () => ({ entities: listCountries() }),
    findStates: (countryCode: string) => {
      if (!findCountry(countryCode)) throw badRequest(STRUCTURE_MSG.unknownCountry, { countryCode: STRUCTURE_MSG.unknownCountry });
      return { entities: listStates(countryCode) };
    },
    findTimeZones: () => ({ entities: listTimeZones() }),
  };
}
export type StructureService = ReturnType<typeof createStructureService>;
