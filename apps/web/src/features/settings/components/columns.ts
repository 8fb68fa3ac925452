import type { Column } from '../../../components/sortable-table';
import { formatDateTime } from '../../../lib/format-date';

type Named = { name: string; created_at: string };

/** The name column every structure table starts with. */
export const nameColumn = <R extends Named>(label: string): Column<R> => ({ key: 'name', label, value: (r) => r.name, sortable: true });

/** The creation date every structure table ends with, sorted by its ISO form. */
export const createdColumn = <R extends Named>(label: string): Column<R> => ({
  key: 'created_at',
  label,
  value: (r) => formatDateTime(r.created_at),
  sortValue: (r) => r.created_at,
  sortable: true,
});
