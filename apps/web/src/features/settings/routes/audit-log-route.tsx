import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ANONYMOUS_EMPLOYEE_ACTOR, AUDIT_ACTIONS, type AuditEntry } from '@voyce/contracts/audit';
import { useState } from 'react';
import { FilterSelect } from '../../../components/filter-select';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { DateField } from '../../../components/period-filter';
import { SearchField } from '../../../components/search-field';
import { SortableTable } from '../../../components/sortable-table';
import { useTranslation, type TranslationKey } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { exportAndDownload } from '../../../lib/export-download';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { formatDateTime } from '../../../lib/format-date';
import { useOrganizationId } from '../../../lib/organization';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { auditLogQueryOptions, exportAuditLog } from '../../../api/audit';
import { auditDetailText, auditTargetName } from '../audit-detail';
import { auditFilter, type AuditLogQuery } from '../audit-log-filter';

const DEFAULTS = { action: '', actor: '', from: '', to: '', search: '', page: '1' };
const SEARCH_DEBOUNCE_MS = 300;

/** An anonymous employee's entry (a reveal answer) keeps only its day (ARCHITECTURE §5); leaders' keep their moment. */
const when = (e: AuditEntry): string =>
  e.actorId === null && e.actorName === ANONYMOUS_EMPLOYEE_ACTOR ? formatAnonymousDate(e.createdAt) : formatDateTime(e.createdAt);

/**
 * /settings/audit-log: every privileged action, newest first, filtered by action,
 * actor, day range and search (all kept in the URL), exportable as CSV. Phones get cards.
 */
export function AuditLogRoute() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const [filters, setFilters] = useUrlFilters(DEFAULTS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const page = Math.max(1, Number(filters.page) || 1);
  const query: AuditLogQuery = { action: filters.action, actor: filters.actor, from: filters.from, to: filters.to, search };
  const badRange = Boolean(query.from && query.to && query.from > query.to);
  const log = useQuery({
    ...auditLogQueryOptions(auditFilter(organizationId, query), page),
    enabled: Boolean(organizationId) && !badRange,
  });
  const [exporting, setExporting] = useState(false);
  // Any filter change starts again at the first page.
  const setFilter = (patch: Partial<typeof DEFAULTS>) => setFilters({ ...patch, page: '1' });

  const actionLabel = (action: string) => t(`settings.auditLog.actions.${action}` as TranslationKey);
  const targetLabel = (e: AuditEntry) => {
    const type = t(`settings.auditLog.targets.${e.targetType}` as TranslationKey);
    const name = auditTargetName(e.detail);
    return name ? `${type}: ${name}` : type;
  };
  const detailText = (e: AuditEntry) => auditDetailText(e.detail);

  const onExport = async () => {
    setExporting(true);
    await exportAndDownload(
      async () => (await exportAuditLog(auditFilter(organizationId, query))).url,
      t('settings.auditLog.exportRefused'),
    );
    setExporting(false);
  };

  let body;
  if (badRange) body = null;
  else if (log.isPending) body = <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />;
  else if (log.isError)
    body = (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert message={messageOr(log.error, t('settings.auditLog.loadError'))} onRetry={() => void log.refetch()} />
      </Box>
    );
  else
    body = (
      <>
        {log.data.entities.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{t('settings.auditLog.empty')}</Typography>
        ) : (
          <SortableTable<AuditEntry>
            label={t('settings.auditLog.title')}
            rows={log.data.entities}
            sortBy=""
            sortOrder="desc"
            onSort={() => {}}
            columns={[
              {
                key: 'when',
                label: t('settings.auditLog.columns.when'),
                value: (e) => when(e),
                render: (e) => <Box sx={{ whiteSpace: 'nowrap' }}>{when(e)}</Box>,
              },
              {
                key: 'actor',
                label: t('settings.auditLog.columns.actor'),
                value: (e) => e.actorName,
                render: (e) => (
                  <Typography sx={{ fontSize: 13, fontWeight: 600, fontStyle: e.actorId ? 'normal' : 'italic' }}>{e.actorName}</Typography>
                ),
              },
              { key: 'action', label: t('settings.auditLog.columns.action'), value: (e) => actionLabel(e.action) },
              { key: 'target', label: t('settings.auditLog.columns.target'), value: targetLabel },
              {
                key: 'detail',
                label: t('settings.auditLog.columns.detail'),
                value: detailText,
                render: (e) => (
                  <Typography sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>{detailText(e)}</Typography>
                ),
              },
            ]}
          />
        )}
        <ListPagination meta={log.data.meta.pagination} onPage={(p) => setFilters({ page: String(p) })} />
      </>
    );

  const actors = log.data?.actors ?? [];
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h3" component="h2">
            {t('settings.auditLog.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('settings.auditLog.intro')}</Typography>
        </Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void onExport()}
          disabled={exporting || badRange || !organizationId}
        >
          {exporting ? t('workspace.exporting') : t('workspace.exportCsv')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <SearchField label={t('settings.auditLog.filters.search')} value={filters.search} onChange={(v) => setFilter({ search: v })} />
        <FilterSelect
          label={t('settings.auditLog.filters.action')}
          value={filters.action}
          minWidth={200}
          onChange={(v) => setFilter({ action: v })}
          options={[
            { value: '', label: t('settings.auditLog.filters.allActions') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
          ]}
        />
        <FilterSelect
          label={t('settings.auditLog.filters.actor')}
          value={filters.actor}
          minWidth={180}
          onChange={(v) => setFilter({ actor: v })}
          options={[
            { value: '', label: t('settings.auditLog.filters.allActors') },
            ...actors.map((a) => ({ value: a.id, label: a.name })),
            // A shared link may name someone not on this page's list yet.
            ...(filters.actor && !actors.some((a) => a.id === filters.actor) ? [{ value: filters.actor, label: filters.actor }] : []),
          ]}
        />
        <DateField
          label={t('settings.auditLog.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(v) => setFilter({ from: v })}
          error={badRange}
          describedBy={badRange ? 'audit-range-error' : undefined}
        />
        <DateField
          label={t('settings.auditLog.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(v) => setFilter({ to: v })}
          error={badRange}
          describedBy={badRange ? 'audit-range-error' : undefined}
        />
      </Box>
      {badRange && (
        <Typography id="audit-range-error" role="alert" sx={{ color: 'error.main', fontSize: 13 }}>
          {t('settings.auditLog.filters.dateRange')}
        </Typography>
      )}
      <Card>{body}</Card>
    </Stack>
  );
}
