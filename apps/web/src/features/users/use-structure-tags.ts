import { useQuery } from '@tanstack/react-query';
import type { TagRef } from '@voyce/contracts/users';
import { structureRefsQueryOptions as tagsQueryOptions } from '../../api/organization-structure';
import { useOrganizationId } from '../../lib/organization';
import type { StructureFilterKey } from './use-user-filters';

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
