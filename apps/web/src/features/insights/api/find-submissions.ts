import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findSubmissions } from '../../../api/submissions';
import { insightsKeys } from './keys';

/** The Insights tab of a topic: its insights, newest first, ten at a time. */
export function topicInsightsQueryOptions(organizationId: string, topicId: string, page: number) {
  return queryOptions({
    queryKey: insightsKeys.topicInsights(organizationId, topicId, page),
    queryFn: () =>
      findSubmissions({
        filter: { organizationId, topicId, processing: false, stage: ['processed', 'closed'], status: 'all' },
        page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
  });
}
