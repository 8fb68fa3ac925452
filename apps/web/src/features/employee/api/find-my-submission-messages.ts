import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMessage, MySubmission } from '@voyce/contracts/employee';
import { call } from '../../../lib/api-client';
import { isReceived } from '../insight-status';
import { RECEIVED_POLL_MS } from './find-my-submissions';
import { employeeKeys } from './keys';

export type MyConversation = { submission: MySubmission; entities: MyMessage[] };

export function findMySubmissionMessages(submissionId: string): Promise<MyConversation> {
  return call(employeeEndpoints.findMySubmissionMessages, { submissionId });
}

export function mySubmissionMessagesQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: employeeKeys.submission(submissionId),
    queryFn: () => findMySubmissionMessages(submissionId),
    refetchInterval: (query) => (query.state.data && isReceived(query.state.data.submission) ? RECEIVED_POLL_MS : false),
  });
}

export function useMySubmissionMessages(submissionId: string) {
  return useQuery(mySubmissionMessagesQueryOptions(submissionId));
}
