import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { reachoutTitle, releaseNotice } from '../../../lib/reachout-display';
import { openReachoutsQueryOptions } from '../../../api/reachouts';
import Box from '@mui/material/Box';
import { dashboardItemSx, dashboardListSx } from './dashboard-list';
import { ViewAllLink } from './hot-topics-card';

/** Open Reach Outs: the reach-outs still collecting responses, or an empty state until there are any. */
// memo: the dashboard's own answers re-render it, and these props stay the same (lib/use-deferred-data.ts).
export const OpenReachoutsCard = memo(function OpenReachoutsCard({
  organizationId,
  bare = false,
}: {
  organizationId: string;
  bare?: boolean;
}) {
  const { t } = useTranslation();
  // Fewer than k answers: no figures; enough waiting for the batch: when they appear.
  const heldLine = (r: Parameters<typeof releaseNotice>[0]) => {
    const notice = releaseNotice(r);
    return notice ? t('workspace.reachouts.answeredRelease', notice) : t('workspace.reachouts.respondedFewer', { k: r.minGroupSize });
  };
  const query = useQuery(openReachoutsQueryOptions(organizationId));
  const reachouts = useDeferredData(query.data);

  let content;
  if (query.isError) {
    content = (
      <LoadErrorAlert message={messageOr(query.error, t('workspace.dashboard.reachOutsError'))} onRetry={() => void query.refetch()} />
    );
  } else if (!reachouts) {
    content = (
      <Stack spacing={1} role="status" aria-label={t('app.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (reachouts.length === 0) {
    content = <EmptyState text={t('workspace.dashboard.noReachOuts')} />;
  } else {
    content = (
      <Box component="ul" sx={dashboardListSx}>
        {reachouts.map((r) => (
          <Box component="li" key={r.id} sx={dashboardItemSx}>
            <Link component={RouterLink} to={`/reachouts/${r.id}`} sx={{ fontWeight: 600 }}>
              {reachoutTitle(r)}
            </Link>
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
              {formatDateTime(r.createdAt)}
              {/* Fewer than k answers: no figures (ARCHITECTURE §5). */}
              {r.responsesHidden
                ? ` · ${heldLine(r)}`
                : r.engagementMetrics[0] &&
                  ` · ${t('workspace.reachouts.responded', { engaged: r.engagementMetrics[0].engaged_users, total: r.engagementMetrics[0].total_users_in_org })} (${Math.round(r.engagementMetrics[0].engagement_percentage)}%)`}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  if (bare) return content;
  return (
    <SectionCard
      title={t('workspace.dashboard.openReachOuts')}
      actions={<ViewAllLink to="/reachouts" label={t('workspace.dashboard.viewAllReachOuts')} />}
    >
      {content}
    </SectionCard>
  );
});
