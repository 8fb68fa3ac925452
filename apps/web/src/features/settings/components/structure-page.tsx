import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { STRUCTURE_ADD_LABELS, STRUCTURE_TAGS_LINE, type StructureKind } from '@voyce/contracts/structure';
import { useState, type ReactNode } from 'react';
import { usePermissions } from '../../../lib/use-permissions';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SearchField } from '../../../components/search-field';
import { SortableTable, type Column, type SortOrder } from '../../../components/sortable-table';
import { messageOr } from '../../../lib/api-error';
import { useStructureFilters, type StructureFilters } from '../use-structure-filters';

export type DrawerProps<T> = { open: boolean; row: T | null; onClose: () => void };

type Props<T extends { id: string; name: string }> = {
  kind: StructureKind;
  title: string;
  query: UseQueryResult<T[]>;
  loadError: string;
  columns: Column<T>[];
  /** More filters beside the search box (department head and manager). */
  extraFilters?: (filters: StructureFilters, change: (patch: Partial<StructureFilters>) => void) => ReactNode;
  /** Narrows the rows by the extra filters. */
  keep?: (row: T, filters: StructureFilters) => boolean;
  Drawer: (props: DrawerProps<T>) => ReactNode;
};

/**
 * One structure tag page (spec 2 §2): title, the tags line, search, the add button, a
 * client-side sorted table with an edit action per row, and the create/edit drawer.
 */
export function StructurePage<T extends { id: string; name: string }>({
  kind,
  title,
  query,
  loadError,
  columns,
  extraFilters,
  keep,
  Drawer,
}: Props<T>) {
  const { t } = useTranslation();
  const [filters, change] = useStructureFilters();
  // undefined: closed; null: creating; a row: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  // A role that reads settings but may not change them: no add, no edit.
  const mayEdit = usePermissions().can('settings', 'edit');

  const needle = filters.search.trim().toLowerCase();
  const rows = (query.data ?? []).filter(
    (row) => (!needle || columns.some((c) => c.value?.(row).toLowerCase().includes(needle))) && (!keep || keep(row, filters)),
  );
  const withEdit: Column<T>[] = !mayEdit
    ? columns
    : [
        ...columns,
        {
          key: 'actions',
          label: t('settings.common.actions'),
          align: 'right',
          render: (row) => (
            <IconButton size="small" aria-label={t('settings.common.editNamed', { name: row.name })} onClick={() => setEditing(row)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          ),
        },
      ];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={36} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert message={messageOr(query.error, loadError)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Box>
    );
  } else {
    body = (
      <SortableTable
        label={title}
        columns={withEdit}
        rows={rows}
        sortBy={filters.sortBy}
        sortOrder={filters.sortOrder as SortOrder}
        onSort={(sortBy, sortOrder) => change({ sortBy, sortOrder })}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{STRUCTURE_TAGS_LINE}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <SearchField label={t('settings.common.search')} value={filters.search} onChange={(search) => change({ search })} />
        {extraFilters?.(filters, change)}
        {mayEdit && (
          <Button
            variant="contained"
            onClick={() => setEditing(null)}
            sx={{ ml: { sm: 'auto' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {STRUCTURE_ADD_LABELS[kind]}
          </Button>
        )}
      </Box>
      <Card>{body}</Card>
      <Drawer open={editing !== undefined} row={editing ?? null} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
