// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translate';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs';
import { SimpleTabs } from '../../../components/simple-tabs';
import { isApiError, messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { topicQueryOptions } from '../../../api/insights-topics';
import { TopicHeader } from '../components/topic-header';
import { TopicInsights } from '../components/topic-insights';
import { TopicSummary } from '../components/topic-summary';

const TABS = { tab: 'overview' };

/** Topic detail (/insights/topics/{topicId}): header, then tabs Overview and Insights. */
export function TopicRoute() {
  const { t } = useTranslation();
  const { topicId = '' } = useParams();
  const organizationId = useOrganizationId() ?? '';
  const [{ tab }, setTab] = useUrlFilters(TABS);
  const query = useQuery({ ...topicQueryOptions(organizationId, topicId), enabled: Boolean(organizationId && topicId) });
  const crumbs = [{ label: t('workspace.topic.breadcrumb'), to: '/insights' }];

  if (query.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="text" width={200} />
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  // A malformed or unknown id is a topic that does not exist, not a failure to retry.
  const missing =
    !query.data && (!query.isError || (isApiError(query.error) && (query.error.status === 400 || query.error.status === 404)));
  if (query.isError || !query.data) {
    return (
      <Stack spacing={2}>
        <PageBreadcrumbs items={crumbs} />
        {!missing ? (
          <LoadErrorAlert
            message={messageOr(query.error, t('workspace.topic.loadError'))}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Card>
            <EmptyState text={t('workspace.noTopic')} />
          </Card>
        )}
      </Stack>
    );
  }

  const topic = query.data;
  const current = tab === 'insights' ? 'insights' : 'overview';
  return (
    <Stack spacing={3}>
      <Box>
        <PageBreadcrumbs items={[...crumbs, { label: topic.topic }]} />
        <TopicHeader topic={topic} organizationId={organizationId} />
      </Box>
      <Card>
        <SimpleTabs
          value={current}
          onChange={(next) => setTab({ tab: next })}
          idPrefix="topic-tab"
          panelId="topic-panel"
          tabs={[
            { value: 'overview', label: t('workspace.topic.overview') },
            {
              value: 'insights',
              ariaLabel: `${t('workspace.topic.insights')}, ${t('workspace.topic.insightsCount', { count: topic.count })}`,
              label: (
                <>
                  {/* The space keeps the number a word of its own in the visible label (WCAG 2.5.3). */}
                  {t('workspace.topic.insights')}{' '}
                  <Box
                    component="span"
                    sx={{
                      ml: 0.5,
                      px: 0.75,
                      minWidth: 20,
                      borderRadius: 10,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontSize: 12,
                      lineHeight: '20px',
                    }}
                  >
                    {topic.count}
                  </Box>
                </>
              ),
            },
          ]}
        />
        <Box
          id="topic-panel"
          role="tabpanel"
          aria-labelledby={`topic-tab-${current}`}
          sx={{ py: { xs: 2, md: 3 }, px: current === 'overview' ? { xs: 2, md: 3 } : 0 }}
        >
          {current === 'overview' ? (
            <TopicSummary topic={topic} organizationId={organizationId} />
          ) : (
            <TopicInsights topic={topic} organizationId={organizationId} />
          )}
        </Box>
      </Card>
    </Stack>
  );
}
