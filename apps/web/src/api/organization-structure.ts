import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationEndpoints as calls } from '@voyce/contracts/endpoints/organization';
import type { BusinessUnit, Department, Designation, Division, Location, StructureFields, StructureKind } from '@voyce/contracts/structure';
import { MEMBER_SEARCH_PAGE_SIZE } from '@voyce/contracts/structure-limits';
import { call } from '../lib/api-client';

/**
 * The organisation's structure (departments, divisions, locations, business units,
 * designations), defined once for every screen that lists or picks them: settings, users'
 * filters and drawers, the reach-out wizard and history. One cache entry per kind.
 */
export type StructureRow = {
  department: Department;
  division: Division;
  location: Location;
  businessUnit: BusinessUnit;
  designation: Designation;
};

export const structureKeys = {
  all: ['structure'] as const,
  list: (kind: StructureKind, organizationId: string) => [...structureKeys.all, kind, organizationId] as const,
};

/** Lists answer `entity`, except business units (`entities`, under a filter). */
async function listOf(kind: StructureKind, organizationId: string): Promise<StructureRow[StructureKind][]> {
  switch (kind) {
    case 'department':
      return (await call(calls.fetchDepartments, { organizationId })).entity;
    case 'division':
      return (await call(calls.fetchDivisions, { organizationId })).entity;
    case 'designation':
      return (await call(calls.fetchDesignations, { organizationId })).entity;
    case 'location':
      return (await call(calls.fetchLocations, { organizationId })).entity;
    default:
      return (await call(calls.findBusinessEntity, { filter: { organizationId } })).entities;
  }
}

/** A kind's rows, typed by the kind (the switch above answers that kind's list). */
const fetchStructure = async <K extends StructureKind>(kind: K, organizationId: string) =>
  (await listOf(kind, organizationId)) as StructureRow[K][];

export function structureQueryOptions<K extends StructureKind>(kind: K, organizationId: string) {
  return queryOptions({
    queryKey: structureKeys.list(kind, organizationId),
    queryFn: () => fetchStructure(kind, organizationId),
    enabled: Boolean(organizationId),
    // Spec 2 §9: the designation list does not refetch on focus, mount or reconnect.
    ...(kind === 'designation' ? { refetchOnMount: false, refetchOnReconnect: false } : {}),
  });
}

export type StructureRef = { id: string; name: string };

/**
 * A structure list as ids and names, by name: what filters, drawers and the reach-out audience
 * pick from. Business units switched off are left out (no one is put in one); a
 * person's current unit still shows, see withCurrentRef.
 */
export function structureRefsQueryOptions(kind: StructureKind, organizationId: string) {
  return queryOptions({
    queryKey: structureKeys.list(kind, organizationId),
    queryFn: (): Promise<(StructureRef | BusinessUnit)[]> => fetchStructure(kind, organizationId),
    select: (rows: (StructureRef | BusinessUnit)[]) => pickableRefs(rows),
    enabled: Boolean(organizationId),
  });
}

/** Rows as refs by name, without inactive business units. */
export function pickableRefs(rows: (StructureRef | Pick<BusinessUnit, 'id' | 'name' | 'is_active'>)[]): StructureRef[] {
  return rows
    .filter((r) => !('is_active' in r) || r.is_active)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The pick list plus what someone already has, when it is no longer offered (a business unit
 * switched off since): shown as `label(name)` ('Legacy (inactive)') so the form keeps it
 * instead of showing a blank field, but nobody else can pick it.
 */
export function withCurrentRef(
  options: { value: string; label: string }[],
  current: { id: string; name: string } | null | undefined,
  label: (name: string) => string,
): { value: string; label: string }[] {
  if (!current || options.some((o) => o.value === current.id)) return options;
  return [...options, { value: current.id, label: label(current.name) }];
}

export const departmentsQueryOptions = (organizationId: string) => structureRefsQueryOptions('department', organizationId);

/** One kind's save: its fields, and the id of the row when it is an update. */
export type SaveStructureInput<K extends StructureKind> = { values: StructureFields<K>; id?: string | undefined };
type Saver<K extends StructureKind> = (values: StructureFields<K>, organizationId: string, id: string | undefined) => Promise<unknown>;

/** Spec 2 §7: creates are POST and updates PATCH (an id present). The server validates the body. */
const SAVERS: { [K in StructureKind]: Saver<K> } = {
  department: (v, organizationId, id) =>
    id ? call(calls.updateDepartment, { ...v, organizationId, id }) : call(calls.createDepartment, { ...v, organizationId }),
  division: (v, organizationId, id) =>
    id ? call(calls.updateDivision, { ...v, organizationId, id }) : call(calls.createDivision, { ...v, organizationId }),
  designation: (v, organizationId, id) =>
    id ? call(calls.updateDesignation, { ...v, organizationId, id }) : call(calls.createDesignation, { ...v, organizationId }),
  location: (v, organizationId, id) =>
    id ? call(calls.updateLocation, { ...v, organizationId, id }) : call(calls.createLocation, { ...v, organizationId }),
  businessUnit: (v, organizationId, id) =>
    id ? call(calls.updateBusinessEntity, { ...v, organizationId, id }) : call(calls.createBusinessEntity, { ...v, organizationId }),
};

/** Spec 2 §7: a form submits as an update when an id is present, otherwise as a create. */
export function useSaveStructure<K extends StructureKind>(kind: K, organizationId: string) {
  const queryClient = useQueryClient();
  const save: Saver<K> = SAVERS[kind];
  return useMutation({
    mutationFn: ({ values, id }: SaveStructureInput<K>) => save(values, organizationId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: structureKeys.list(kind, organizationId) }),
  });
}

/** Spec 2 §4: a business unit's Activate/Deactivate menu. */
export function useSetBusinessUnitActive(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; is_active: boolean }) => call(calls.deactivateBusinessEntity, { organizationId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: structureKeys.list('businessUnit', organizationId) }),
  });
}

// ---- people for the head and manager pickers -------------------------------

export type PeopleSearch = { query: string; excludePending: boolean };

export const memberSearchKeys = {
  all: ['member-search'] as const,
  search: (organizationId: string, search: PeopleSearch) => [...memberSearchKeys.all, organizationId, search] as const,
  byIds: (organizationId: string, ids: readonly string[]) => [...memberSearchKeys.all, organizationId, 'ids', ...ids] as const,
};

/** People matching a search, a page at a time (the picker loads the next page as its list scrolls). */
export function memberSearchQueryOptions(organizationId: string, search: PeopleSearch) {
  return infiniteQueryOptions({
    queryKey: memberSearchKeys.search(organizationId, search),
    queryFn: ({ pageParam }) =>
      call(calls.searchMembers, {
        organizationId,
        query: search.query,
        excludePending: search.excludePending,
        page: pageParam,
        pageSize: MEMBER_SEARCH_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last.meta.pagination;
      return p.items_end > 0 && p.items_end < p.total_items ? p.page + 1 : undefined;
    },
    enabled: Boolean(organizationId),
    staleTime: 30_000,
  });
}

/** The people already chosen (a department's head), whatever their state, to show who they are. */
export function chosenMembersQueryOptions(organizationId: string, ids: readonly string[]) {
  return queryOptions({
    queryKey: memberSearchKeys.byIds(organizationId, ids),
    queryFn: () => call(calls.searchMembers, { organizationId, ids: [...ids] }),
    select: (d) => d.entities,
    enabled: Boolean(organizationId) && ids.length > 0,
    staleTime: 60_000,
  });
}
