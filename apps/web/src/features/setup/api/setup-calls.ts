import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Spec 2 §7: POST /massInvite, one item per e-mail, role always employee. */
export function useMassInvite(organizationId: string) {
  return useMutation({
    mutationFn: (emails: string[]) =>
      apiPost<{ invited: string[]; alreadyMembers: string[] }>(
        '/massInvite',
        emails.map((businessEmail) => ({ role: 'employee', businessEmail, organizationId })),
      ),
  });
}

/** The go-to-dashboard button: the organisation's setup is done, its admins land on the dashboard from now on. */
export function useCompleteSetup(organizationId: string) {
  return useMutation({ mutationFn: () => apiPost<unknown>('/completeSetup', { organizationId }) });
}
