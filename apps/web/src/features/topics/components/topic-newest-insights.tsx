import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Submission, SubmissionGroup } from '@voyce/contracts/insights';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { InsightExcerpt } from '../../../components/insight-excerpt';
import { RevealMark, WinMark } from '../../../components/insight-marks';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { StatusChip } from '../../../components/status-chip';
import { anonymousDateTimeAttr, formatAnonymousDate } from '../../../lib/anonymous-date';
import { messageOr } from '../../../lib/api-error';
import { insightDetailPath, unmaskState } from '../../../lib/insight-state';
import { topicInsightsQueryOptions } from '../../../api/insights';

/** How many of the topic's insights its Overview shows. */
export const NEWEST_COUNT = 3;

function NewestRow({ insight }: { insight: Submission }) {
  return (
    <Box component="li" data-testid="topic-newest-insight" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <Link component={RouterLink} to={insightDetailPath(insight)} underline="none" color="inherit" sx={{ display: 'block' }}>
        <InsightExcerpt body={insight.body} />
      </Link>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
        <Typography component="time" dateTime={anonymousDateTimeAttr(insight.createdAt)} sx={{ fontSize: 12, color: 'text.secondary' }}>
          {formatAnonymousDate(insight.createdAt)}
        </Typography>
        <StatusChip status={insight.status} />
        <WinMark win={Boolean(insight.markedAsWinAt)} hideEmpty />
        <RevealMark state={unmaskState(insight)} hideEmpty />
      </Stack>
    </Box>
  );
}

/**
 * The topic's newest insights on its Overview, and the way to all of them: the
 * Insights tab. The page is the tab's first page (the same request and cache), newest first.
 */
export function TopicNewestInsights({
  topic,
  organizationId,
  insightsTabId,
}: {
  topic: SubmissionGroup;
  organizationId: string;
  /** The Insights tab's element id: it takes the focus when the link switches to it. */
  insightsTabId: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const query = useQuery(topicInsightsQueryOptions(organizationId, topic.topicId, 1));
  const toTab = new URLSearchParams(params);
  toTab.set('tab', 'insights');

  let content;
  if (query.isPending) {
    content = (
      <Stack spacing={1} role="status" aria-label={t('app.loading')}>
        {Array.from({ length: NEWEST_COUNT }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorAlert
        message={messageOr(query.error, t('workspace.loadSubmissionsError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.entities.length === 0) {
    content = <EmptyState text={t('workspace.noDataYet')} />;
  } else {
    content = (
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li:first-of-type': { borderTop: 0, pt: 0 } }}
      >
        {query.data.entities.slice(0, NEWEST_COUNT).map((s) => (
          <NewestRow key={s.id} insight={s} />
        ))}
      </Box>
    );
  }

  // A count the server stopped early is a floor: the topic's own count is exact.
  const total = query.data && !query.data.totalCapped ? query.data.count : topic.count;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="topic-newest-insights">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h4" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {t('workspace.topic.newestInsights')}
        </Typography>
        {total > 0 && (
          <Button
            component={RouterLink}
            to={{ search: `?${toTab.toString()}` }}
            onClick={() => document.getElementById(insightsTabId)?.focus()}
          >
            {t('workspace.topic.viewAllInsights', { count: total })}
          </Button>
        )}
      </Box>
      {content}
    </Box>
  );
}
