import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PriorityChip } from '../../../components/priority-chip';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { HOT_TOPICS_LIMIT, hotTopicsQueryOptions, topicSparklinesQueryOptions } from '../../../api/insights-dashboard';
import { TOPIC_SPARK_WEEKS } from '@voyce/contracts/topic-spark-weeks';
import Box from '@mui/material/Box';
import { DASHBOARD_LIST_MAX_HEIGHT, dashboardListSx, dashboardRowSx, TopicListText } from './dashboard-list';
import { Sparkline, SparklineSpace } from './sparkline';
import { hotTopicsRequest, type DashboardFilter } from '../dashboard-filter';
import { periodText, sparklinePeriod } from '../trend-figures';

export function ViewAllLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={to} aria-label={label} sx={{ fontSize: 14 }}>
      {t('workspace.dashboard.viewAll')}
    </Link>
  );
}

/** Hot Topics: open, medium priority or above, the first 20 (spec 1 §2, §7), within the dashboard's filters. */
// memo: the dashboard's own answers re-render it, and these props stay the same (lib/use-deferred-data.ts).
export const HotTopicsCard = memo(function HotTopicsCard({
  organizationId,
  filter,
  bare = false,
}: {
  organizationId: string;
  filter: DashboardFilter;
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const query = useQuery(hotTopicsQueryOptions(hotTopicsRequest(organizationId, filter, HOT_TOPICS_LIMIT)));
  // Each topic's last eight weeks, asked once the list is known (a missing line is only a missing line).
  const sparklines = useQuery(
    topicSparklinesQueryOptions(
      organizationId,
      (query.data ?? []).map((topic) => topic.id),
    ),
  );
  const topics = useDeferredData(query.data);
  const lines = useDeferredData(sparklines.data);
  // The weeks the lines cover, in words: the server counts UTC weeks from Monday.
  const sparkPeriod = periodText(sparklinePeriod(new Date(), TOPIC_SPARK_WEEKS));

  let content;
  if (query.isError) {
    content = (
      <LoadErrorAlert
        message={messageOr(query.error, t('workspace.loadTopicsError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!topics) {
    // As tall as a full list (it scrolls past DASHBOARD_LIST_MAX_HEIGHT): when the topics come, the
    // cards below stay where they are rather than being pushed down (on phones the Trends card,
    // in view while loading: Lighthouse's CLS). A short list moves them up once.
    content = (
      <Stack spacing={1} role="status" aria-label={t('app.loading')} sx={{ height: DASHBOARD_LIST_MAX_HEIGHT, overflow: 'hidden' }}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ flexShrink: 0 }} />
        ))}
      </Stack>
    );
  } else if (topics.length === 0) {
    content = <EmptyState text={t('workspace.dashboard.noHotTopics')} />;
  } else {
    content = (
      <Box component="ul" sx={dashboardListSx} tabIndex={0} aria-label={t('workspace.dashboard.hotTopics')}>
        {topics.map((topic) => (
          <Box component="li" key={topic.id} sx={dashboardRowSx}>
            <TopicListText topic={topic} caption={`${t('workspace.insights', { count: topic.count })} · ${formatDate(topic.startDate)}`} />
            {lines?.get(topic.id) ? (
              <Sparkline
                values={lines.get(topic.id)!}
                label={t('workspace.dashboard.sparklineLabel', {
                  period: sparkPeriod,
                  counts: lines.get(topic.id)!.join(', '),
                  max: Math.max(...lines.get(topic.id)!),
                })}
              />
            ) : (
              !lines && !sparklines.isError && <SparklineSpace />
            )}
            <PriorityChip severity={topic.severity} />
          </Box>
        ))}
      </Box>
    );
  }
  // What the small lines say: their weeks and their scale.
  if (topics && topics.length > 0 && lines)
    content = (
      <>
        {content}
        <Typography data-testid="sparkline-caption" sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
          {t('workspace.dashboard.sparklineCaption', { weeks: TOPIC_SPARK_WEEKS, period: sparkPeriod })}
        </Typography>
      </>
    );

  if (bare) return content;
  return (
    <SectionCard
      title={t('workspace.dashboard.hotTopics')}
      actions={<ViewAllLink to="/insights" label={t('workspace.dashboard.viewAllHotTopics')} />}
    >
      {content}
    </SectionCard>
  );
});
