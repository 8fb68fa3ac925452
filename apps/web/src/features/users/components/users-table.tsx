import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { UserRow } from '@voyce/contracts/users';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useWide } from '../../../components/responsive';
import type { SortOrder } from '../../../components/sortable-table';
import { fullName } from '../narrow-users';
import { AccountStatusChip } from './account-status-chip';
import { DepartmentChips } from './department-chips';
import { UserRowMenu } from './user-row-menu';
import { UsersCards, type UsersListProps } from './users-cards';

type Props = UsersListProps & {
  sortBy: string;
  sortOrder: SortOrder;
  onSort: (sortBy: string, sortOrder: SortOrder) => void;
};

type Column = { key: string; label: string; sortable: boolean; cell: (u: UserRow) => ReactNode };

/** Spec 2 §2: one page of users with selection, sortable headers and each row's menu. */
export function UsersTable({ kind, label, rows, selected, onSelect, sortBy, sortOrder, onSort, onEdit }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const text = (value: string | null | undefined) => value ?? '';
  const columns: Column[] = [
    {
      key: 'firstName',
      label: t('users.columns.name'),
      sortable: true,
      cell: (u) => (
        <>
          <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{fullName(u) || '—'}</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>{u.businessEmail}</Typography>
        </>
      ),
    },
    {
      key: 'department',
      label: t('users.columns.department'),
      sortable: false,
      cell: (u) => <DepartmentChips names={u.departments.map((d) => d.name)} compact={false} />,
    },
    { key: 'division', label: t('users.columns.division'), sortable: true, cell: (u) => text(u.division?.name) },
    { key: 'designation', label: t('users.columns.designation'), sortable: true, cell: (u) => text(u.designation?.name) },
    { key: 'businessUnit', label: t('users.columns.businessUnit'), sortable: true, cell: (u) => text(u.businessUnit?.name) },
    { key: 'location', label: t('users.columns.location'), sortable: true, cell: (u) => text(u.location?.name) },
    { key: 'status', label: t('users.columns.status'), sortable: true, cell: (u) => <AccountStatusChip status={u.accountStatus} /> },
  ];
  const pageIds = rows.map((r) => r.id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  if (!wide) return <UsersCards kind={kind} label={label} rows={rows} selected={selected} onSelect={onSelect} onEdit={onEdit} />;

  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { fontSize: 13 }, minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                disabled={pageIds.length === 0}
                onChange={(e) => onSelect(pageIds, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('users.columns.selectPage') } }}
              />
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ fontWeight: 600, lineHeight: 1.3 }} sortDirection={sortBy === c.key ? sortOrder : false}>
                {c.sortable ? (
                  <TableSortLabel
                    active={sortBy === c.key}
                    direction={sortBy === c.key ? sortOrder : 'asc'}
                    onClick={() => onSort(c.key, sortBy === c.key && sortOrder === 'asc' ? 'desc' : 'asc')}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('users.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 2} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t('settings.common.noData')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((u) => (
              <TableRow key={u.id} hover selected={selected.has(u.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.has(u.id)}
                    onChange={(e) => onSelect([u.id], e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('users.columns.selectRow', { name: fullName(u) || u.businessEmail }) } }}
                  />
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} sx={c.key === 'department' ? { minWidth: 150 } : undefined}>
                    {c.cell(u)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <Box sx={{ display: 'inline-flex' }}>
                    <UserRowMenu kind={kind} row={u} onEdit={onEdit} />
                  </Box>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
