import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export type SubmittedInsight = { id: string; stage: string; createdAt: string };

export function submitInsight(body: string): Promise<SubmittedInsight> {
  return apiPost<SubmittedInsight>('/employee/submitInsight', { body });
}

export function useSubmitInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInsight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.submissions() }),
  });
}
