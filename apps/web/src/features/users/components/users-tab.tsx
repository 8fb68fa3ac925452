import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { USER_KIND_LABELS, type UserKind, type UserRow } from '@voyce/contracts/users';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SearchField } from '../../../components/search-field';
import { sortRows, type SortOrder } from '../../../components/sortable-table';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { usersQueryOptions } from '../../../api/users';
import { exportUsers } from '../export-users';
import { narrowUsers, pageOf, SORT_VALUES } from '../narrow-users';
import { PAGE_SIZES, useUserFilters } from '../use-user-filters';
import { BulkUpdateDrawer } from './bulk-update-drawer';
import { ImportDrawer } from './import-drawer';
import { MetricChips } from './metric-chips';
import { UserDrawer } from './user-drawer';
import { UserFilterControls } from './user-filters';
import { UsersActions } from './users-actions';
import { clientPageMeta, ListPagination } from '../../../components/list-pagination';
import { UsersTable } from './users-table';

/** One tab of Users Management (spec 2 §2): metrics, filters, search, actions, the table and its drawers. */
export function UsersTab({ kind }: { kind: UserKind }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery(usersQueryOptions(organizationId, kind));
  const [filters, change] = useUserFilters();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // undefined: closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [drawer, setDrawer] = useState<'import' | 'bulk' | null>(null);

  const all = query.data?.users ?? [];
  const narrowed = narrowUsers(all, filters);
  const sortOrder = filters.sortOrder === 'desc' ? 'desc' : 'asc';
  const sorted = sortRows(narrowed, SORT_VALUES[filters.sortBy] ?? SORT_VALUES.firstName, sortOrder);
  const pageSize = Number(filters.pageSize) || 10;
  const page = pageOf(sorted, Number(filters.page), pageSize);
  const chosen = all.filter((u) => selected.has(u.id));
  const label = USER_KIND_LABELS[kind];

  const onSelect = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const onExport = () => {
    if (narrowed.length === 0) return notify(t('users.actions.nothingToExport'), { variant: 'info' });
    const file = exportUsers(kind, sorted);
    notify(t('users.actions.exported', { file }), { variant: 'success' });
  };

  let body;
  if (query.isPending) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert
          message={messageOr(query.error, USERS_MSG.errorFetchingUsers)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  } else {
    body = (
      <>
        <UsersTable
          kind={kind}
          label={t(`users.tabs.${kind}`)}
          rows={page.rows}
          selected={selected}
          onSelect={onSelect}
          sortBy={filters.sortBy}
          sortOrder={sortOrder}
          onSort={(sortBy, order: SortOrder) => change({ sortBy, sortOrder: order })}
          onEdit={setEditing}
        />
        <ListPagination
          meta={clientPageMeta(sorted.length, page.page, pageSize)}
          onPage={(p) => change({ page: String(p) })}
          pageSizes={{ sizes: PAGE_SIZES, onChange: (size) => change({ page: '1', pageSize: String(size) }) }}
        />
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <MetricChips kind={kind} metrics={query.data?.metrics} status={filters.status} onStatus={(status) => change({ status })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <SearchField label={t('users.search')} value={filters.search} onChange={(search) => change({ search })} />
        <UserFilterControls filters={filters} change={change} />
        <UsersActions
          selectedCount={chosen.length}
          onAdd={() => setEditing(null)}
          onImport={() => setDrawer('import')}
          onExport={onExport}
          onBulkUpdate={() => setDrawer('bulk')}
        />
      </Box>
      {chosen.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} aria-live="polite">
            {t('users.selected', { count: chosen.length })}
          </Typography>
          <Button size="small" onClick={() => setSelected(new Set())}>
            {t('users.clearSelection')}
          </Button>
        </Box>
      )}
      <Card aria-label={label}>{body}</Card>
      <UserDrawer kind={kind} open={editing !== undefined} row={editing ?? null} onClose={() => setEditing(undefined)} />
      <ImportDrawer kind={kind} open={drawer === 'import'} onClose={() => setDrawer(null)} />
      <BulkUpdateDrawer
        kind={kind}
        open={drawer === 'bulk'}
        users={chosen}
        onClose={() => setDrawer(null)}
        onDone={() => {
          setDrawer(null);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
