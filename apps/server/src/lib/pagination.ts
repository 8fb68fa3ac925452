import type { PaginationMeta } from '@voyce/contracts/common';

/** ARCHITECTURE §4: `meta.pagination` of every list. items_start/end are 1-based, 0 when empty. */
export function paginationMeta(total: number, page: number, pageSize: number): PaginationMeta {
  const start = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total + 1);
  const end = Math.min(page * pageSize, total);
  return { total_items: total, items_start: start > total ? 0 : start, items_end: start > total ? 0 : end, page, pageSize };
}
