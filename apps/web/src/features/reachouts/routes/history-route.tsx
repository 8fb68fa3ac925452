// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs';
import { useWide } from '../../../components/responsive';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { useOrganizationId } from '../../../lib/organization';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { exportReachouts, historyQueryOptions } from '../../../api/reachouts';
import { HISTORY_DEFAULTS, historyRequestFilter, type HistoryFilter } from '../history-filter';
import { HistoryFilters } from '../components/history-filters';
import { ReachoutCard } from '../components/reachout-card';
import { usePermissions } from '../../../lib/use-permissions';

/**
 * Reach Out History (/reachouts, spec 1 §2): filters in the URL, Export CSV, cards by page of 10.
 * On phones Export CSV sits beside the Filters button, leaving the title its line.
 */
export function HistoryRoute() {
  const { t } = useTranslation();
  const wide = useWide();
  const organizationId = useOrganizationId() ?? '';
  const mayViewInsights = usePermissions().can('insights');
  const [state, setState] = useUrlFilters(HISTORY_DEFAULTS);
  const { page: pageText, ...filter } = state;
  const page = Math.max(1, Number(pageText) || 1);
  const list = useQuery({ ...historyQueryOptions(historyRequestFilter(organizationId, filter, page)), enabled: Boolean(organizationId) });
  const [exporting, setExporting] = useState(false);

  // Any filter change starts the list again from its first page.
  const change = (patch: Partial<HistoryFilter>) => setState({ ...patch, page: '1' });

  const onExport = async () => {
    if (!organizationId) {
      notify(t('workspace.reachouts.noOrganization'), { variant: 'error' });
      return;
    }
    setExporting(true);
    try {
      const opened = await openInNewTab(async () => (await exportReachouts(historyRequestFilter(organizationId, filter, 1))).url);
      if (!opened) notify(t('workspace.export.noUrl'), { variant: 'error' });
    } catch (error) {
      notify(messageOr(error, t('workspace.reachouts.exportError')), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (list.isPending) {
    body = (
      <Stack spacing={2} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <LoadErrorAlert
        message={messageOr(list.error, t('workspace.reachouts.loadError'))}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.entities.length === 0) {
    body = (
      <Card>
        <EmptyState text={t('workspace.reachouts.empty')} />
      </Card>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {list.data.entities.map((r) => (
          <ReachoutCard key={r.id} reachout={r} />
        ))}
        <Card>
          <ListPagination meta={list.data.meta.pagination} onPage={(p) => setState({ page: String(p) })} />
        </Card>
      </Stack>
    );
  }

  const exportButton = (
    <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void onExport()} disabled={exporting}>
      {exporting ? t('workspace.exporting') : t('workspace.exportCsv')}
    </Button>
  );
  // The dashboard is no way back for a role that may not view it (this is its first page then).
  const dashboardCrumb = mayViewInsights ? [{ label: t('workspace.detail.dashboard'), to: '/dashboard' }] : [];
  const filters = <HistoryFilters value={filter} onChange={change} organizationId={organizationId} />;

  return (
    <Stack spacing={3}>
      <Box>
        <PageBreadcrumbs items={[...dashboardCrumb, { label: t('workspace.detail.reachOutHistory') }]} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ flex: 1 }}>
            {t('workspace.detail.reachOutHistory')}
          </Typography>
          {wide && exportButton}
        </Box>
      </Box>
      {wide ? (
        filters
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
          {filters}
          {exportButton}
        </Box>
      )}
      {body}
    </Stack>
  );
}
