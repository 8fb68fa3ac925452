import { useUrlFilters } from '../../lib/use-url-filters';

/**
 * Spec 2 §2, §9: the users list's filters live in the URL; users sort by first name
 * ascending, page 1 of 10. The structure filters are comma lists of ids.
 */
export const USER_FILTER_DEFAULTS = {
  search: '',
  status: '',
  department: '',
  division: '',
  designation: '',
  businessUnit: '',
  location: '',
  sortBy: 'firstName',
  sortOrder: 'asc',
  page: '1',
  pageSize: '10',
};

export type UserFilters = typeof USER_FILTER_DEFAULTS;
export const STRUCTURE_FILTER_KEYS = ['department', 'division', 'designation', 'businessUnit', 'location'] as const;
export type StructureFilterKey = (typeof STRUCTURE_FILTER_KEYS)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The filters, and a setter under which any change but paging starts again from page 1. */
export function useUserFilters(): [UserFilters, (patch: Partial<UserFilters>) => void] {
  const [filters, setFilters] = useUrlFilters(USER_FILTER_DEFAULTS);
  const change = (patch: Partial<UserFilters>) => {
    const paging = Object.keys(patch).every((k) => k === 'page' || k === 'pageSize');
    setFilters(paging ? patch : { ...patch, page: USER_FILTER_DEFAULTS.page });
  };
  return [filters, change];
}

export const splitIds = (value: string): string[] => (value ? value.split(',').filter(Boolean) : []);
export const joinIds = (ids: string[]): string => ids.join(',');
