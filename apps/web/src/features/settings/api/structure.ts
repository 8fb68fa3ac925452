import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessUnit, Department, Designation, Division, Location, StructureKind } from '@voyce/contracts/structure';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export type StructureRow = {
  department: Department;
  division: Division;
  location: Location;
  businessUnit: BusinessUnit;
  designation: Designation;
};

/**
 * The calls of each structure tag (spec 2 §7). Lists answer `entity` except business units
 * (`entities`, under a filter); creates are POST and updates PATCH.
 */
const CALLS: Record<StructureKind, { list: string; create: string; update: string; filtered?: true }> = {
  department: { list: '/fetchDepartments', create: '/createDepartment', update: '/updateDepartment' },
  division: { list: '/fetchDivisions', create: '/createDivision', update: '/updateDivision' },
  location: { list: '/fetchLocations', create: '/createLocation', update: '/updateLocation' },
  businessUnit: { list: '/findBusinessEntity', create: '/createBusinessEntity', update: '/updateBusinessEntity', filtered: true },
  designation: { list: '/fetchDesignations', create: '/createDesignation', update: '/updateDesignation' },
};

async function fetchStructure<K extends StructureKind>(kind: K, organizationId: string): Promise<StructureRow[K][]> {
  const call = CALLS[kind];
  if (call.filtered) {
    const data = await apiPost<{ entities: StructureRow[K][] }>(call.list, { filter: { organizationId } });
    return data.entities;
  }
  const data = await apiPost<{ entity: StructureRow[K][] }>(call.list, { organizationId });
  return data.entity;
}

export function structureQueryOptions<K extends StructureKind>(kind: K, organizationId: string) {
  return queryOptions({
    queryKey: settingsKeys.structure(kind, organizationId),
    queryFn: () => fetchStructure(kind, organizationId),
    enabled: Boolean(organizationId),
    // Spec 2 §9: the designation list does not refetch on focus, mount or reconnect.
    ...(kind === 'designation' ? { refetchOnMount: false, refetchOnReconnect: false } : {}),
  });
}

/** Spec 2 §7: a form submits as an update when an id is present, otherwise as a create. */
export function useSaveStructure(kind: StructureKind, organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown> & { id?: string }) => {
      const call = CALLS[kind];
      const body = { ...values, organizationId };
      return values.id ? apiPatch<unknown>(call.update, body) : apiPost<unknown>(call.create, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.structure(kind, organizationId) }),
  });
}

/** Spec 2 §4: a business unit's Activate/Deactivate menu. */
export function useSetBusinessUnitActive(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; is_active: boolean }) => apiPost<unknown>('/deactivateBusinessEntity', { organizationId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.structure('businessUnit', organizationId) }),
  });
}
