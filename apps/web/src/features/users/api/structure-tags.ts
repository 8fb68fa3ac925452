import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagRef } from '@voyce/contracts/users';
import { apiPost } from '../../../lib/api-client';
import { useOrganizationId } from '../../../lib/organization';
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

function tagsQueryOptions(kind: StructureFilterKey, organizationId: string) {
  return queryOptions({
    queryKey: usersKeys.tags(organizationId, kind),
    queryFn: () => fetchTags(kind, organizationId),
    enabled: Boolean(organizationId),
  });
}

export type TagList = { options: { value: string; label: string }[]; loading: boolean };

/**
 * The five structure lists as pick options. Five plain queries rather than useQueries,
 * whose observer costs ~2 KB gzip of the app's budget (ARCHITECTURE §8).
 */
export function useStructureTags(): Record<StructureFilterKey, TagList> {
  const organizationId = useOrganizationId() ?? '';
  const asList = (q: { data?: TagRef[] | undefined; isPending: boolean }): TagList => ({
    options: (q.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
    loading: q.isPending,
  });
  return {
    department: asList(useQuery(tagsQueryOptions('department', organizationId))),
    division: asList(useQuery(tagsQueryOptions('division', organizationId))),
    designation: asList(useQuery(tagsQueryOptions('designation', organizationId))),
    businessUnit: asList(useQuery(tagsQueryOptions('businessUnit', organizationId))),
    location: asList(useQuery(tagsQueryOptions('location', organizationId))),
  };
}
