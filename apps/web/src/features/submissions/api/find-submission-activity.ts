import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { queryOptions } from '@tanstack/react-query';
import type { SubmissionActivity } from '@voyce/contracts/workspace';
import { call } from '../../../lib/api-client';
import { submissionsKeys } from './keys';

export function findSubmissionActivity(organizationId: string, submissionId: string): Promise<{ entities: SubmissionActivity[] }> {
  return call(insightEndpoints.findSubmissionActivity, {
    filter: { organizationId, submissionId, processing: false, stage: ['processed', 'closed'] },
  });
}

export function activityQueryOptions(organizationId: string, submissionId: string) {
  return queryOptions({
    queryKey: submissionsKeys.activity(submissionId),
    queryFn: () => findSubmissionActivity(organizationId, submissionId),
    select: (d) => d.entities,
  });
}
