import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A column of a LinkedTable: its header and, for each row, its cell. */
export type ListColumn<T> = {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'center' | 'right';
  /** The column's width, set on its header. */
  width?: number | string;
  /** The body cells' style (secondary text, no wrapping). */
  sx?: SxProps<Theme>;
};

/**
 * A list screen's table on md and up (All Insights, topics, My insights): 13 px text, the first
 * and last columns set in from the card's edges, and each row opening `rowPath(row)` when clicked
 * anywhere. The click is a mouse convenience: keyboard and screen-reader users follow the link
 * a cell holds, which stops its click so that the page is not opened twice.
 */
export function LinkedTable<T extends { id: string }>({
  rows,
  columns,
  rowPath,
  labelledBy,
}: {
  rows: T[];
  columns: ListColumn<T>[];
  rowPath: (row: T) => string;
  labelledBy?: string;
}) {
  const navigate = useNavigate();
  return (
    <Table
      aria-labelledby={labelledBy}
      sx={{ '& td, & th': { fontSize: 13 }, '& tr > :first-of-type': { pl: 3 }, '& tr > :last-child': { pr: 3 } }}
    >
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={{ width: c.width }}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.id}
            hover
            onClick={() => void navigate(rowPath(row))}
            sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
          >
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={c.sx}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The same lists below md: a plain list, one padded item under a rule each. */
export function CardList({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

export function CardListItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {children}
    </Box>
  );
}
