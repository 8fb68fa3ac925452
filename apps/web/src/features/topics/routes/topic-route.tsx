// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/translate';
import { countedTab, DetailPageFrame } from '../../../components/detail-page-frame';
import { EmptyState } from '../../../components/empty-state';
import { topicQueryOptions } from '../../../api/insights-topics';
import { TopicFigures } from '../components/topic-figures';
import { TopicHeader } from '../components/topic-header';
import { TopicInsights } from '../components/topic-insights';
import { TopicNewestInsights } from '../components/topic-newest-insights';
import { TopicSummary } from '../components/topic-summary';
import { SimilarTopicsCard } from '../components/similar-topics-card';
import { topicSummarySchema } from '../topic-summary-schema';

const ID_PREFIX = 'topic';

/**
 * Topic detail (/insights/topics/{topicId}): header, then tabs Overview and Insights. The
 * Overview reads in seconds: the figures, the AI summary as cards, the newest insights.
 */
export function TopicRoute() {
  const { t } = useTranslation();
  // While the topic loads: the summary parses with it.
  void topicSummarySchema();
  return (
    <DetailPageFrame
      crumbs={[{ label: t('workspace.topic.breadcrumb'), to: '/insights' }]}
      crumbsWidth={200}
      param="topicId"
      queryOptions={topicQueryOptions}
      loadErrorText={t('workspace.topic.loadError')}
      notFound={
        <Card>
          <EmptyState text={t('workspace.noTopic')} />
        </Card>
      }
      idPrefix={ID_PREFIX}
      page={(topic, organizationId) => ({
        title: topic.topic,
        header: <TopicHeader topic={topic} organizationId={organizationId} />,
        tabs: [
          {
            value: 'overview',
            label: t('workspace.topic.overview'),
            panel: (
              <Stack spacing={{ xs: 3, md: 4 }}>
                {topic.insightFigures && <TopicFigures figures={topic.insightFigures} />}
                <TopicSummary topic={topic} organizationId={organizationId} />
                <SimilarTopicsCard topic={topic} organizationId={organizationId} />
                <TopicNewestInsights topic={topic} organizationId={organizationId} insightsTabId={`${ID_PREFIX}-tab-insights`} />
              </Stack>
            ),
          },
          countedTab({
            value: 'insights',
            label: t('workspace.topic.insights'),
            count: topic.count,
            countText: t('workspace.topic.insightsCount', { count: topic.count }),
            flush: true,
            panel: <TopicInsights topic={topic} organizationId={organizationId} />,
          }),
        ],
      })}
    />
  );
}
