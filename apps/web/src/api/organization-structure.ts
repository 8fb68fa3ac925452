import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationEndpoints as calls } from '@voyce/contracts/endpoints/organization';
import type { BusinessUnit, Department, Designation, Division, Location, StructureKind } from '@voyce/contracts/structure';
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

/** A structure list as ids and names, by name: what filters, drawers and the reach-out audience pick from. */
export function structureRefsQueryOptions(kind: StructureKind, organizationId: string) {
  return queryOptions({
    queryKey: structureKeys.list(kind, organizationId),
    queryFn: (): Promise<StructureRef[]> => fetchStructure(kind, organizationId),
    select: (rows: StructureRef[]) => rows.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    enabled: Boolean(organizationId),
  });
}

export const departmentsQueryOptions = (organizationId: string) => structureRefsQueryOptions('department', organizationId);

type SaveBody = Record<string, unknown> & { id?: string };

/** Spec 2 §7: creates are POST and updates PATCH (an id present). The server validates the body. */
function saveStructure(kind: StructureKind, body: SaveBody & { organizationId: string }): Promise<unknown> {
  const update = Boolean(body.id);
  // The drawers build each kind's fields; the endpoint's schema checks them on the server.
  const input = body as never;
  switch (kind) {
    case 'department':
      return update ? call(calls.updateDepartment, input) : call(calls.createDepartment, input);
    case 'division':
      return update ? call(calls.updateDivision, input) : call(calls.createDivision, input);
    case 'designation':
      return update ? call(calls.updateDesignation, input) : call(calls.createDesignation, input);
    case 'location':
      return update ? call(calls.updateLocation, input) : call(calls.createLocation, input);
    default:
      return update ? call(calls.updateBusinessEntity, input) : call(calls.createBusinessEntity, input);
  }
}

/** Spec 2 §7: a form submits as an update when an id is present, otherwise as a create. */
export function useSaveStructure(kind: StructureKind, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SaveBody) => saveStructure(kind, { ...values, organizationId }),
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
