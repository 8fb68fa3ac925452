import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { InsightsTable } from '../../../components/insights-table';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { topicInsightsQueryOptions } from '../../../api/insights';

export const topicSubmissionsPath = (topic: Pick<SubmissionGroup, 'topic' | 'topicId'>) =>
  `/submissions?${new URLSearchParams({ topic: topic.topic, topicId: topic.topicId })}`;

/** The Insights tab: the topic's insights, and the way into the list with filters and bulk actions. */
export function TopicInsights({ topic, organizationId }: { topic: SubmissionGroup; organizationId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(topicInsightsQueryOptions(organizationId, topic.topicId, page));

  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={1} role="status" aria-label={t('app.loading')} sx={{ px: { xs: 2, md: 3 } }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <Box sx={{ px: { xs: 2, md: 3 } }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('workspace.loadSubmissionsError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  } else if (query.data.entities.length === 0) {
    content = <EmptyState text={t('workspace.noResponses')} />;
  } else {
    content = (
      <>
        <InsightsTable insights={query.data.entities} showTopic={false} />
        <ListPagination meta={query.data.meta.pagination} onPage={setPage} capped={query.data.totalCapped} />
      </>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: { xs: 2, md: 3 }, pb: 2 }}>
        <Button variant="contained" component={RouterLink} to={topicSubmissionsPath(topic)}>
          {t('workspace.topic.openInsights')}
        </Button>
      </Box>
      {content}
    </Box>
  );
}
