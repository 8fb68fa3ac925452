import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaginationMeta } from '@voyce/contracts/common';
import type { Submission } from '@voyce/contracts/submissions';
import { apiPost } from '../../../lib/api-client';
import { insightsKeys } from './keys';

export type SubmissionPage = { entities: Submission[]; count: number; meta: { pagination: PaginationMeta } };

export function findSubmissions(input: { filter: Record<string, unknown>; page?: number; pageSize?: number }): Promise<SubmissionPage> {
  return apiPost<SubmissionPage>('/findSubmissions', input);
}

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
