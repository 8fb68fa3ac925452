import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Spec 2 §7: POST /massInvite, one item per e-mail, role always employee. */
export function useMassInvite(organizationId: string) {
  return useMutation({
    mutationFn: (emails: string[]) =>
      call(
        userEndpoints.massInvite,
        emails.map((businessEmail) => ({ role: 'employee', businessEmail, organizationId })),
      ),
  });
}

/** The go-to-dashboard button: the organisation's setup is done, its admins land on the dashboard from now on. */
export function useCompleteSetup(organizationId: string) {
  return useMutation({ mutationFn: () => call(organizationEndpoints.completeSetup, { organizationId }) });
}
