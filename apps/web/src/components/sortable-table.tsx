import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';
import { useWide } from './responsive';
import { SortableCards } from './sortable-cards';

export type SortOrder = 'asc' | 'desc';

export type Column<T> = {
  key: string;
  label: string;
  /** The row's text in the cell and, for a sortable column, its sort key. */
  value?: (row: T) => string;
  /** The sort key when it differs from the text (a date shown formatted, sorted by its ISO form). */
  sortValue?: (row: T) => string;
  /** A cell that is more than text (chips, buttons). */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  width?: number | string;
};

/** What a sortable list takes, as a table on wide screens or as stacked cards on phones. */
export type SortableListProps<T extends { id: string }> = {
  columns: Column<T>[];
  rows: T[];
  sortBy: string;
  sortOrder: SortOrder;
  onSort: (key: string, order: SortOrder) => void;
  label: string;
};

/** Client-side sort (spec 2 §2): case-insensitive, numbers in natural order, blanks last. */
export function sortRows<T>(rows: T[], value: ((row: T) => string) | undefined, order: SortOrder): T[] {
  if (!value) return rows;
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (!x || !y) return x === y ? 0 : x ? -1 : 1;
    return sign * collator.compare(x, y);
  });
}

/**
 * A table whose sortable headers order the rows in the browser; 'No data available' when
 * empty. Below md it is a list of stacked cards with a sort select (components/sortable-cards).
 */
export function SortableTable<T extends { id: string }>({ columns, rows, sortBy, sortOrder, onSort, label }: SortableListProps<T>) {
  const { t } = useTranslation();
  const wide = useWide();
  const sortColumn = columns.find((c) => c.key === sortBy && c.sortable);
  const sorted = sortRows(rows, sortColumn?.sortValue ?? sortColumn?.value, sortOrder);
  if (!wide) return <SortableCards columns={columns} rows={sorted} sortBy={sortBy} sortOrder={sortOrder} onSort={onSort} label={label} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { fontSize: 13 } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.align}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', width: c.width }}
                sortDirection={sortColumn?.key === c.key ? sortOrder : false}
              >
                {c.sortable ? (
                  <TableSortLabel
                    active={sortColumn?.key === c.key}
                    direction={sortColumn?.key === c.key ? sortOrder : 'asc'}
                    onClick={() => onSort(c.key, sortColumn?.key === c.key && sortOrder === 'asc' ? 'desc' : 'asc')}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t('settings.common.noData')}
              </TableCell>
            </TableRow>
          ) : (
            sorted.map((row) => (
              <TableRow key={row.id} hover>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render ? c.render(row) : (c.value?.(row) ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
