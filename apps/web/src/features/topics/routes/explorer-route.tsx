// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { TopicsTable } from '../../../components/topics-table';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { chartQueryOptions, exportSubmissionGroups, topicsPageQueryOptions } from '../../../api/insights-topics';
import { chartRequest, EXPLORER_FILTER_DEFAULTS, explorerRequest, type ExplorerFilter } from '../explorer-filter';
import { chartRowName, DepartmentChart, PriorityLegend } from '../components/department-chart';
import { ExplorerFilters } from '../components/explorer-filters';
import { SimilarPairsCard } from '../components/similar-pairs-card';
import { exportAndDownload } from '../../../lib/export-download';

const DEFAULTS = { ...EXPLORER_FILTER_DEFAULTS, page: '1' };

/** Insights Explorer (/insights): the department chart and the paginated Hot Topics list. */
export function ExplorerRoute() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const [state, setState] = useUrlFilters(DEFAULTS);
  const { page: pageText, ...filter } = state;
  const page = Math.max(1, Number(pageText) || 1);
  const explorerFilter: ExplorerFilter = filter;
  const chartFilter = {
    status: filter.status,
    timespan: filter.timespan,
    startDate: filter.startDate,
    endDate: filter.endDate,
    reachouts: filter.reachouts,
  };

  const chart = useQuery({ ...chartQueryOptions(chartRequest(organizationId, chartFilter)), enabled: Boolean(organizationId) });
  const topics = useQuery({
    ...topicsPageQueryOptions(explorerRequest(organizationId, explorerFilter, page)),
    enabled: Boolean(organizationId),
  });
  const [exporting, setExporting] = useState(false);

  // Any filter change starts the list again from its first page.
  const change = (patch: Partial<ExplorerFilter>) => setState({ ...patch, page: '1' });
  const department = chart.data?.find((r) => r.departmentId === filter.department);

  const onExport = async () => {
    if (!organizationId) {
      notify(t('workspace.export.noOrganization'), { variant: 'error' });
      return;
    }
    setExporting(true);
    await exportAndDownload(
      async () => (await exportSubmissionGroups(explorerRequest(organizationId, explorerFilter, 1))).url,
      t('workspace.export.invalid'),
    );
    setExporting(false);
  };

  let list;
  if (topics.isPending) {
    list = (
      <Stack spacing={1} sx={{ px: { xs: 2, md: 3 }, pb: 2 }} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  } else if (topics.isError) {
    list = (
      <Box sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
        <LoadErrorAlert
          message={messageOr(topics.error, t('workspace.loadTopicsError'))}
          onRetry={() => void topics.refetch()}
          retrying={topics.isFetching}
        />
      </Box>
    );
  } else if (topics.data.entities.length === 0) {
    list = <EmptyState text={t('workspace.explorer.noTopics')} />;
  } else {
    list = (
      <Box sx={{ opacity: topics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
        <TopicsTable topics={topics.data.entities} labelledBy="hot-topics-title" />
        <ListPagination meta={topics.data.meta.pagination} onPage={(p) => setState({ page: String(p) })} />
      </Box>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('workspace.explorer.title')}</Typography>

      <SectionCard title={t('workspace.explorer.chartTitle')}>
        <PriorityLegend />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', my: 1.5, minHeight: 32 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('workspace.explorer.chartHint')}</Typography>
          {filter.department && (
            <Chip
              color="primary"
              label={t('workspace.explorer.filteredBy', { department: department ? chartRowName(department, t) : '…' })}
              onDelete={() => change({ department: '' })}
            />
          )}
        </Box>
        <DepartmentChart
          rows={chart.data}
          loading={chart.isPending}
          error={chart.isError ? messageOr(chart.error, t('workspace.explorer.chartError')) : null}
          onRetry={() => void chart.refetch()}
          selected={filter.department}
          onToggle={(id) => change({ department: filter.department === id ? '' : id })}
        />
      </SectionCard>

      <SimilarPairsCard organizationId={organizationId} />

      <SectionCard
        flush
        title={<span id="hot-topics-title">{t('workspace.explorer.hotTopics')}</span>}
        actions={
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void onExport()} disabled={exporting}>
            {exporting ? t('workspace.exporting') : t('workspace.exportCsv')}
          </Button>
        }
      >
        <Box sx={{ px: { xs: 2, md: 3 } }}>
          <ExplorerFilters value={explorerFilter} onChange={change} />
        </Box>
        {list}
      </SectionCard>
    </Stack>
  );
}
