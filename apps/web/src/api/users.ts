import { userEndpoints as calls } from '@voyce/contracts/endpoints/users';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permissions } from '@voyce/contracts/roles';
import type { BulkResult, BulkUserInput, UpdateIdentifier } from '@voyce/contracts/user-bulk';
import type { ImportMode, ProcessCsvResponse } from '@voyce/contracts/user-import';
import type { UpdateUserRequest } from '@voyce/contracts/user-writes';
import { USER_KIND_ROLE, type UserKind } from '@voyce/contracts/user-kinds';
import { call } from '../lib/api-client';
import { useOrganizationId } from '../lib/organization';

/**
 * Users management, invites and roles (the contracts' users area): the users screen, the setup
 * page's mass invite, Roles settings and the user drawer's access picker.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: (organizationId: string, kind: UserKind) => [...usersKeys.all, 'list', organizationId, kind] as const,
  lists: (organizationId: string) => [...usersKeys.all, 'list', organizationId] as const,
};

/** The organisation's roles, one cache entry for Roles settings and the access picker: a role saved in settings is offered at once. */
export const rolesKeys = {
  list: (organizationId: string) => ['roles', organizationId] as const,
};

// ---- Users -------------------------------------------------------------------------------

/**
 * POST /user-management/list: the whole tab at once with its metrics. Status, search and
 * the tag filters narrow it in the browser (spec 2 §7), so changing a filter costs no call.
 */
export function usersQueryOptions(organizationId: string, kind: UserKind) {
  return queryOptions({
    queryKey: usersKeys.list(organizationId, kind),
    queryFn: () =>
      call(calls.listUsers, {
        organizationId,
        // Spec 2 §6: the admin list is requested with role ADMIN.
        role: USER_KIND_ROLE[kind].toUpperCase(),
      }).then((d) => d.entity),
    enabled: Boolean(organizationId),
  });
}

export type BulkEntity = BulkResult['entity'];

/** Spec 2 §7: each user kind has its own add call; both take a list of users. */
const ADD_CALL = { blyndspot: calls.addBlyndspotUsers, myvoyce: calls.addMyvoyceUser } satisfies Record<UserKind, unknown>;

export function addUsers(organizationId: string, kind: UserKind, users: BulkUserInput[]): Promise<BulkEntity> {
  return call(ADD_CALL[kind], { organizationId, users }).then((d) => d.entity);
}

export type BulkUpdateInput = { kind: UserKind; identifier: UpdateIdentifier; users: BulkUserInput[] };

/** `confirm` answers the 409 CONFIRMATION_REQUIRED of a change to more than 40% of users. */
export function bulkUpdateUsers(organizationId: string, input: BulkUpdateInput, confirm: boolean): Promise<BulkEntity> {
  return call(calls.bulkUpdateUserDetails, {
    organizationId,
    role: USER_KIND_ROLE[input.kind],
    identifier: input.identifier,
    users: input.users,
    ...(confirm ? { confirm: true } : {}),
  }).then((d) => d.entity);
}

/**
 * POST /user-management/changeRole: one role for each user — employee, full access, the least
 * role or a custom role (promotes and demotes between the tabs); a refused user is a failure.
 */
export function changeUserRole(organizationId: string, userIds: string[], roleId: string): Promise<BulkEntity> {
  return call(calls.changeUserRole, { organizationId, userIds, roleId }).then((d) => d.entity);
}

/**
 * POST /user-management/processUsersDatacsv (multipart): the file's rows, invalid e-mails filtered
 * out, each with the issues adding or updating them (as `mode`, on the `kind` tab) would meet.
 */
export function processUsersCsv(
  organizationId: string,
  file: File,
  v: { mode: ImportMode; identifier: UpdateIdentifier; kind: UserKind },
): Promise<ProcessCsvResponse> {
  const form = new FormData();
  form.append('organizationId', organizationId);
  form.append('mode', v.mode);
  form.append('identifier', v.identifier);
  form.append('role', USER_KIND_ROLE[v.kind]);
  form.append('file', file);
  return call(calls.processUsersDatacsv, form);
}

export type SaveUserInput =
  | { mode: 'add'; kind: UserKind; user: BulkUserInput }
  | {
      mode: 'update';
      request: Omit<UpdateUserRequest, 'organizationId'>;
      /** A new role for the user (changeUserRole), if the drawer gives one. */
      roleId?: string | undefined;
    };

/**
 * The drawers' save: a new user through its kind's add call (a list of one, which invites
 * them), an existing one through /user-management/update and, when the drawer gives them
 * another role, /user-management/changeRole. Resolves to the failure of the one row, if any,
 * so the form can show its issues by field.
 */
export function useSaveUser() {
  const organizationId = useOrganizationId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveUserInput) => {
      if (input.mode === 'update') {
        await call(calls.updateUser, { organizationId, ...input.request });
        if (input.roleId === undefined) return null;
        const changed = await changeUserRole(organizationId, [input.request.userId], input.roleId);
        return changed.failures[0] ?? null;
      }
      const result = await addUsers(organizationId, input.kind, [input.user]);
      return result.failures[0] ?? null;
    },
    onSuccess: (failure, input) => {
      // An update saved before its role change was refused still changed the record.
      if (!failure || input.mode === 'update') {
        void queryClient.invalidateQueries({ queryKey: usersKeys.lists(organizationId) });
        // Adding a leader may create the least role, a role change moves member counts.
        void queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) });
      }
    },
  });
}

/** A mutation that refreshes both tabs once it succeeds (a change can move a user between counts). */
function useUsersMutation<I, O>(send: (organizationId: string, input: I) => Promise<O>) {
  const organizationId = useOrganizationId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists(organizationId) }),
  });
}

/** POST /user-management/deactivate: Deactivate (disabled) or Re-Activate. */
export const useSetUserDisabled = () =>
  useUsersMutation((organizationId, input: { userId: string; disabled: boolean }) =>
    call(calls.deactivateUser, { organizationId, ...input }),
  );

/** POST /user-management/deleteUser: removes a pending invite. */
export const useDeleteInvite = () =>
  useUsersMutation((organizationId, businessEmail: string) => call(calls.deleteUser, { organizationId, businessEmail }));

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
      const { hasStartedRegistration } = await call(calls.checkUserRegistrationStatus, {
        email,
        organizationId,
        role,
      }).catch((error: unknown) => {
        throw new RegistrationStatusError(error);
      });
      if (hasStartedRegistration && kind === 'blyndspot') return 'registration-started';
      await call(calls.invite, { businessEmail: email, organizationId, role });
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

/** Spec 2 §7: POST /massInvite (the setup page), one item per e-mail, role always employee. */
export function useMassInvite(organizationId: string) {
  return useMutation({
    mutationFn: (emails: string[]) =>
      call(
        calls.massInvite,
        emails.map((businessEmail) => ({ role: 'employee', businessEmail, organizationId })),
      ),
  });
}

// ---- Roles -------------------------------------------------------------------------------

/** Built-in roles first (owner, admin, employee), then custom roles by name. */
export function rolesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: rolesKeys.list(organizationId),
    queryFn: () => call(calls.findRoles, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

type RoleInput = { id?: string; name: string; permissions: Permissions };

/** A role form submits as an update when an id is present, otherwise as a create (spec 2 §7 rule). */
export function useSaveRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...role }: RoleInput) =>
      id ? call(calls.updateRole, { id, organizationId, ...role }) : call(calls.createRole, { organizationId, ...role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) }),
  });
}

export function useDeleteRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calls.deleteRole, { id, organizationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) }),
  });
}
