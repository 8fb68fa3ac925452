import { queryOptions } from '@tanstack/react-query';
import type { SubmissionMessage } from '@voyce/contracts/workspace';
import { apiPost } from '../../../lib/api-client';
import { submissionsKeys } from './keys';

export function findSubmissionMessages(organizationId: string, submissionId: string): Promise<{ entities: SubmissionMessage[] }> {
  return apiPost<{ entities: SubmissionMessage[] }>('/findSubmissionMessages', { filter: { organizationId, submissionId } });
}

export function messagesQueryOptions(organizationId: string, submissionId: string) {
  return queryOptions({
    queryKey: submissionsKeys.messages(submissionId),
    queryFn: () => findSubmissionMessages(organizationId, submissionId),
    select: (d) => d.entities,
  });
}
