import PushPin from '@mui/icons-material/PushPin';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PriorityChip } from '../../../components/priority-chip';
import { messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { pinnedTopicsQueryOptions } from '../../../api/insights-dashboard';
import Box from '@mui/material/Box';
import { dashboardListSx, dashboardRowSx, TopicListText } from './dashboard-list';

/** Pinned topics, most recently pinned first. */
// memo: the dashboard's own answers re-render it, and its prop stays the same (lib/use-deferred-data.ts).
export const PinnedTopics = memo(function PinnedTopics({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const query = useQuery(pinnedTopicsQueryOptions(organizationId));
  const topics = useDeferredData(query.data);
  if (query.isError)
    return <LoadErrorAlert message={messageOr(query.error, t('workspace.loadTopicsError'))} onRetry={() => void query.refetch()} />;
  if (!topics) return <Skeleton variant="rounded" height={96} />;
  if (topics.length === 0) return <EmptyState text={t('workspace.dashboard.noPinned')} />;
  return (
    <Box component="ul" data-testid="pinned-topics" sx={dashboardListSx}>
      {topics.map((topic) => (
        <Box component="li" key={topic.id} sx={dashboardRowSx}>
          <PushPin fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
          <TopicListText
            topic={topic}
            caption={topic.topicPinnedAt && t('workspace.pinnedAt', { date: formatDateTime(topic.topicPinnedAt) })}
          />
          <PriorityChip severity={topic.severity} />
        </Box>
      ))}
    </Box>
  );
});
