import type { UserRow } from '@voyce/contracts/users';
import { splitIds, type UserFilters } from './use-user-filters';

export const fullName = (u: UserRow) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** The sort key of each sortable column; users sort by first name by default (spec 2 §9). */
export const SORT_VALUES: Record<string, (u: UserRow) => string> = {
  firstName: (u) => `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.businessEmail,
  email: (u) => u.businessEmail,
  division: (u) => u.division?.name ?? '',
  designation: (u) => u.designation?.name ?? '',
  businessUnit: (u) => u.businessUnit?.name ?? '',
  location: (u) => u.location?.name ?? '',
  status: (u) => u.accountStatus,
};

const tagMatchers: Record<'department' | 'division' | 'designation' | 'businessUnit' | 'location', (u: UserRow) => string[]> = {
  department: (u) => u.departmentIds,
  division: (u) => (u.divisionId ? [u.divisionId] : []),
  designation: (u) => (u.designationId ? [u.designationId] : []),
  businessUnit: (u) => (u.businessEntityId ? [u.businessEntityId] : []),
  location: (u) => (u.locationId ? [u.locationId] : []),
};

/**
 * The tab's users narrowed by the chip's status, the search box and the tag filters (spec 2
 * §7: applied in the browser after the fetch). A user matches a tag filter with any chosen tag.
 */
export function narrowUsers(users: readonly UserRow[], filters: UserFilters): UserRow[] {
  const needle = filters.search.trim().toLowerCase();
  const tagFilters = Object.entries(tagMatchers)
    .map(([key, of]) => ({ ids: splitIds(filters[key as keyof UserFilters]), of }))
    .filter((f) => f.ids.length > 0);
  return users.filter(
    (u) =>
      (!filters.status || u.accountStatus === filters.status) &&
      (!needle || [fullName(u), u.businessEmail, u.employeeId ?? ''].some((text) => text.toLowerCase().includes(needle))) &&
      tagFilters.every((f) => f.of(u).some((id) => f.ids.includes(id))),
  );
}

/** One page of the list; a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page || 1), pages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
