import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { queryOptions } from '@tanstack/react-query';
import type { SubmissionMessage } from '@voyce/contracts/workspace';
import { call } from '../../../lib/api-client';
import { submissionsKeys } from './keys';

export function findSubmissionMessages(organizationId: string, submissionId: string): Promise<{ entities: SubmissionMessage[] }> {
  return call(insightEndpoints.findSubmissionMessages, { filter: { organizationId, submissionId } });
}

export function messagesQueryOptions(organizationId: string, submissionId: string) {
  return queryOptions({
    queryKey: submissionsKeys.messages(submissionId),
    queryFn: () => findSubmissionMessages(organizationId, submissionId),
    select: (d) => d.entities,
  });
}
