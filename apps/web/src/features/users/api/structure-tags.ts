import { queryOptions } from '@tanstack/react-query';
import type { TagRef } from '@voyce/contracts/users';
import { apiPost } from '../../../lib/api-client';
import type { StructureFilterKey } from '../use-user-filters';
import { usersKeys } from './keys';

/** The structure lists the filters and drawers pick from (spec 2 §7 calls; business units under a filter). */
const CALLS: Record<StructureFilterKey, { path: string; filtered?: true }> = {
  department: { path: '/fetchDepartments' },
  division: { path: '/fetchDivisions' },
  designation: { path: '/fetchDesignations' },
  businessUnit: { path: '/findBusinessEntity', filtered: true },
  location: { path: '/fetchLocations' },
};

async function fetchTags(kind: StructureFilterKey, organizationId: string): Promise<TagRef[]> {
  const call = CALLS[kind];
  const list = call.filtered
    ? (await apiPost<{ entities: TagRef[] }>(call.path, { filter: { organizationId } })).entities
    : (await apiPost<{ entity: TagRef[] }>(call.path, { organizationId })).entity;
  return list.map(({ id, name }) => ({ id, name }));
}

export function tagsQueryOptions(kind: StructureFilterKey, organizationId: string) {
  return queryOptions({
    queryKey: usersKeys.tags(organizationId, kind),
    queryFn: () => fetchTags(kind, organizationId),
    enabled: Boolean(organizationId),
  });
}
