import { authEndpoints as calls } from '@voyce/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/**
 * The signed-in person's own account (the contracts' auth area), changed in settings. Apart
 * from auth.ts because the sign-in pages load that one and these need useMutation.
 */
type Details = { id: string; firstName: string; lastName: string; businessEmail: string; username: string | null };

/** Spec 2 §7: PATCH /updateUser/details {entity:{id, firstName, lastName, businessEmail, username}}. */
export function useUpdateUserDetails() {
  return useMutation({ mutationFn: (entity: Details) => call(calls.updateUserDetails, { entity }) });
}

/** Spec 2 §7: POST /updateUser/password {userData:{userId, currentPassword, newPassword}}; other sessions end. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (userData: { userId: string; currentPassword: string; newPassword: string }) => call(calls.updatePassword, { userData }),
  });
}
