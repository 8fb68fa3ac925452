import { useUrlFilters } from '../../lib/use-url-filters';

/** Spec 2 §2, §9: a structure page's filters live in the URL; default sort name ascending, page 1 of 10. */
const DEFAULTS = {
  search: '',
  sortBy: 'name',
  sortOrder: 'asc',
  page: '1',
  pageSize: '10',
  department_head_id: '',
  department_manager_id: '',
};

export type StructureFilters = typeof DEFAULTS;

/** The filters, and a setter under which any change but paging starts again from page 1. */
export function useStructureFilters(): [StructureFilters, (patch: Partial<StructureFilters>) => void] {
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const change = (patch: Partial<StructureFilters>) => {
    const paging = Object.keys(patch).every((k) => k === 'page' || k === 'pageSize');
    setFilters(paging ? patch : { ...patch, page: DEFAULTS.page, pageSize: filters.pageSize });
  };
  return [filters, change];
}

/** A comma list in the URL as a list of ids, and back. */
export const splitIds = (value: string): string[] => (value ? value.split(',').filter(Boolean) : []);
export const joinIds = (ids: string[]): string => ids.join(',');
