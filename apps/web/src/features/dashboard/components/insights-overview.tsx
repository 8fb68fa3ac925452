import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { InsightsTable } from '../../../components/insights-table';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SimpleTabs } from '../../../components/simple-tabs';
import { TopicsTable } from '../../../components/topics-table';
import { messageOr } from '../../../lib/api-error';
import { insightsPageQueryOptions } from '../../../api/insights';
import { topicsPageQueryOptions } from '../../../api/insights-topics';
import { allInsightsRequest, allTopicsRequest, type DashboardFilter } from '../dashboard-filter';

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ px: { xs: 2, md: 3 }, pb: 2 }} role="status" aria-label={t('app.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

function AllInsights({ organizationId, filter }: { organizationId: string; filter: DashboardFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(insightsPageQueryOptions(allInsightsRequest(organizationId, filter, page)));
  const data = useDeferredData(query.data);
  if (query.isError)
    return (
      <Box sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('workspace.loadSubmissionsError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  if (!data) return <Loading />;
  if (data.entities.length === 0) return <EmptyState text={t('workspace.noDataYet')} />;
  return (
    <Box sx={{ opacity: query.isPlaceholderData || data !== query.data ? 0.6 : 1 }}>
      <InsightsTable insights={data.entities} />
      <ListPagination meta={data.meta.pagination} onPage={setPage} capped={data.totalCapped} />
    </Box>
  );
}

function AllTopics({ organizationId, filter }: { organizationId: string; filter: DashboardFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(topicsPageQueryOptions(allTopicsRequest(organizationId, filter, page)));
  const data = useDeferredData(query.data);
  if (query.isError)
    return (
      <Box sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('workspace.loadTopicsError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  if (!data) return <Loading />;
  if (data.entities.length === 0) return <EmptyState text={t('workspace.noTopic')} />;
  return (
    <Box sx={{ opacity: query.isPlaceholderData || data !== query.data ? 0.6 : 1 }}>
      <TopicsTable topics={data.entities} />
      <ListPagination meta={data.meta.pagination} onPage={setPage} />
    </Box>
  );
}

/**
 * Insights Overview: tabs All Insights and All Topics (spec 1 §2). memo: the dashboard's own
 * answers re-render it, and these props stay the same (lib/use-deferred-data.ts).
 */
export const InsightsOverview = memo(function InsightsOverview({
  organizationId,
  filter,
}: {
  organizationId: string;
  filter: DashboardFilter;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'insights' | 'topics'>('insights');
  // Filters change the lists: their page goes back to the first (the key remounts them).
  const key = JSON.stringify(filter);
  return (
    <Box>
      <Box sx={{ px: { xs: 0, md: 1 }, mb: 1 }}>
        <SimpleTabs
          value={tab}
          onChange={(v) => setTab(v as 'insights' | 'topics')}
          idPrefix="overview-tab"
          panelId="overview-panel"
          tabs={[
            { value: 'insights', label: t('workspace.dashboard.allInsights') },
            { value: 'topics', label: t('workspace.dashboard.allTopics') },
          ]}
        />
      </Box>
      <Box id="overview-panel" role="tabpanel" aria-labelledby={`overview-tab-${tab}`}>
        {tab === 'insights' ? (
          <AllInsights key={key} organizationId={organizationId} filter={filter} />
        ) : (
          <AllTopics key={key} organizationId={organizationId} filter={filter} />
        )}
      </Box>
    </Box>
  );
});
