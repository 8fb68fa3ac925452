import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A list screen's table on md and up (All Insights, topics, My insights): 13 px text, and the
 * first and last columns set in from the card's edges.
 */
export function ListTable({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <Table
      aria-labelledby={labelledBy}
      sx={{ '& td, & th': { fontSize: 13 }, '& tr > :first-of-type': { pl: 3 }, '& tr > :last-child': { pr: 3 } }}
    >
      {children}
    </Table>
  );
}

/**
 * A row that opens `to` when clicked anywhere. A mouse convenience: keyboard and screen-reader
 * users use the link in one of its cells, which stops the click from opening the page twice.
 */
export function LinkedRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <TableRow hover onClick={() => void navigate(to)} sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}>
      {children}
    </TableRow>
  );
}

/** The same list below md: a plain list, one padded item under a rule each. */
export function CardList({ labelledBy, label, children }: { labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
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
