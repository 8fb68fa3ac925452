import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

type Details = { id: string; firstName: string; lastName: string; businessEmail: string; username: string | null };

/** Spec 2 §7: PATCH /updateUser/details {entity:{id, firstName, lastName, businessEmail, username}}. */
export function useUpdateUserDetails() {
  return useMutation({ mutationFn: (entity: Details) => call(authEndpoints.updateUserDetails, { entity }) });
}

/** Spec 2 §7: POST /updateUser/password {userData:{userId, currentPassword, newPassword}}; other sessions end. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (userData: { userId: string; currentPassword: string; newPassword: string }) =>
      call(authEndpoints.updatePassword, { userData }),
  });
}
