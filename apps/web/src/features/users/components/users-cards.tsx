import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { UserKind, UserRow } from '@voyce/contracts/users';
import { useTranslation } from '../../../i18n/translate';
import { fullName } from '../narrow-users';
import { AccountStatusChip } from './account-status-chip';
import { DepartmentChips } from './department-chips';
import { UserRowMenu } from './user-row-menu';

/** What both forms of the users list take: a page of rows, the selection and the row actions. */
export type UsersListProps = {
  kind: UserKind;
  label: string;
  rows: UserRow[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onEdit: (row: UserRow) => void;
};

/** The users list on small screens (DESIGN.md: stacked cards below md), with the same selection and menus. */
export function UsersCards({ kind, label, rows, selected, onSelect, onEdit }: UsersListProps) {
  const { t } = useTranslation();
  const pageIds = rows.map((r) => r.id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  if (rows.length === 0)
    return <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{t('settings.common.noData')}</Typography>;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Checkbox
          size="small"
          checked={chosenOnPage === pageIds.length}
          indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
          onChange={(e) => onSelect(pageIds, e.target.checked)}
          slotProps={{ input: { 'aria-label': t('users.columns.selectPage') } }}
        />
        <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{t('users.columns.name')}</Typography>
      </Box>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((u) => {
          const tags = [u.division?.name, u.designation?.name, u.businessUnit?.name, u.location?.name].filter(Boolean).join(' · ');
          return (
            <Box
              component="li"
              key={u.id}
              sx={{
                display: 'flex',
                gap: 0.5,
                px: 1,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Checkbox
                size="small"
                checked={selected.has(u.id)}
                onChange={(e) => onSelect([u.id], e.target.checked)}
                slotProps={{ input: { 'aria-label': t('users.columns.selectRow', { name: fullName(u) || u.businessEmail }) } }}
                sx={{ alignSelf: 'flex-start' }}
              />
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontSize: 14, fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                    {fullName(u) || '—'}
                  </Typography>
                  <AccountStatusChip status={u.accountStatus} />
                </Box>
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }} noWrap>
                  {u.businessEmail}
                </Typography>
                {u.departments.length > 0 && <DepartmentChips names={u.departments.map((d) => d.name)} compact />}
                {tags && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{tags}</Typography>}
              </Box>
              <Box sx={{ alignSelf: 'flex-start' }}>
                <UserRowMenu kind={kind} row={u} onEdit={onEdit} />
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
