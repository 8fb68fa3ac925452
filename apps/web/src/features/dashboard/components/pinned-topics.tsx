import PushPin from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PriorityChip } from '../../../components/priority-chip';
import { topicPath } from '../../../components/topics-table';
import { messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { pinnedTopicsQueryOptions } from '../../../api/insights-dashboard';
import { DASHBOARD_LIST_MAX_HEIGHT } from './hot-topics-card';

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
    <Box
      component="ul"
      data-testid="pinned-topics"
      sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: DASHBOARD_LIST_MAX_HEIGHT, overflowY: 'auto' }}
    >
      {topics.map((topic) => (
        <Box
          component="li"
          key={topic.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-child': { borderBottom: 0 },
          }}
        >
          <PushPin fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={topicPath(topic)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {topic.topic}
            </Link>
            {topic.topicPinnedAt && (
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {t('workspace.pinnedAt', { date: formatDateTime(topic.topicPinnedAt) })}
              </Typography>
            )}
          </Box>
          <PriorityChip severity={topic.severity} />
        </Box>
      ))}
    </Box>
  );
});
