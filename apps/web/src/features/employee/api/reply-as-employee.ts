import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { zReplyAsEmployeeRequest } from '@voyce/contracts/employee';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export type ReplyAsEmployeeInput = z.input<typeof zReplyAsEmployeeRequest>;

export function replyAsEmployee(input: ReplyAsEmployeeInput): Promise<{ id: string }> {
  return call(employeeEndpoints.replyAsEmployee, input);
}

/** A reply changes the conversation and the list's reply count; a 409 means it was closed meanwhile. */
export function useReplyAsEmployee(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyAsEmployee({ submissionId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
