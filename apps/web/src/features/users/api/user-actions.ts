import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_KIND_ROLE, type UserKind } from '@voyce/contracts/users';
import { call } from '../../../lib/api-client';
import { useOrganizationId } from '../../../lib/organization';
import { usersKeys } from './keys';

/** A mutation that refreshes both tabs once it succeeds (a change can move a user between counts). */
function useUsersMutation<I, O>(call: (organizationId: string, input: I) => Promise<O>) {
  const organizationId = useOrganizationId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists(organizationId) }),
  });
}

/** POST /user-management/deactivate: Deactivate (disabled) or Re-Activate. */
export const useSetUserDisabled = () =>
  useUsersMutation((organizationId, input: { userId: string; disabled: boolean }) =>
    call(userEndpoints.deactivateUser, { organizationId, ...input }),
  );

/** POST /user-management/deleteUser: removes a pending invite. */
export const useDeleteInvite = () =>
  useUsersMutation((organizationId, businessEmail: string) => call(userEndpoints.deleteUser, { organizationId, businessEmail }));

export type ResendOutcome = 'sent' | 'sent-again' | 'registration-started';

/**
 * Spec 2 §4 Resend Invite: the registration status first. A Blyndspot user who started
 * registering is not e-mailed; a MyVoyce user gets the same link again.
 */
export function useResendInvite() {
  const organizationId = useOrganizationId() ?? '';
  return useMutation({
    mutationFn: async ({ kind, email }: { kind: UserKind; email: string }): Promise<ResendOutcome> => {
      const role = USER_KIND_ROLE[kind];
      const { hasStartedRegistration } = await call(userEndpoints.checkUserRegistrationStatus, {
        email,
        organizationId,
        role,
      }).catch((error: unknown) => {
        throw new RegistrationStatusError(error);
      });
      if (hasStartedRegistration && kind === 'blyndspot') return 'registration-started';
      await call(userEndpoints.invite, { businessEmail: email, organizationId, role });
      return hasStartedRegistration ? 'sent-again' : 'sent';
    },
  });
}

/** The status check failed (spec 2 §8 'Failed to check user registration status'), not the invite. */
export class RegistrationStatusError extends Error {
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super('registration status');
    this.name = 'RegistrationStatusError';
    this.cause = cause;
  }
}
