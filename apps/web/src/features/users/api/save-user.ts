import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUserInput, UpdateUserRequest, UserKind } from '@voyce/contracts/users';
import { call } from '../../../lib/api-client';
import { useOrganizationId } from '../../../lib/organization';
import { rolesKeys } from '../../../api/roles';
import { addUsers } from './bulk-users';
import { usersKeys } from './keys';

export type SaveUserInput =
  { mode: 'add'; kind: UserKind; user: BulkUserInput } | { mode: 'update'; request: Omit<UpdateUserRequest, 'organizationId'> };

/**
 * The drawers' save: a new user through its kind's add call (a list of one, which invites
 * them), an existing one through /user-management/update. Resolves to the failure of the
 * one row, if any, so the form can show its issues by field.
 */
export function useSaveUser() {
  const organizationId = useOrganizationId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveUserInput) => {
      if (input.mode === 'update') {
        await call(userEndpoints.updateUser, { organizationId, ...input.request });
        return null;
      }
      const result = await addUsers(organizationId, input.kind, [input.user]);
      return result.failures[0] ?? null;
    },
    onSuccess: (failure) => {
      if (!failure) {
        void queryClient.invalidateQueries({ queryKey: usersKeys.lists(organizationId) });
        // Adding a leader may create the least role: the access picker lists it from now on.
        void queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) });
      }
    },
  });
}
