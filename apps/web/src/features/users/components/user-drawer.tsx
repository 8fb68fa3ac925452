import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { flagsToCategories } from '@voyce/contracts/emergency-categories';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { zBlyndspotUserForm, zUserForm } from '@voyce/contracts/user-writes';
import type { UserKind, UserRow } from '@voyce/contracts/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@voyce/contracts/zod';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveUser } from '../../../api/users';
import { withCurrentRef } from '../../../api/organization-structure';
import { usePermissions } from '../../../lib/use-permissions';
import { useShownErrors } from '../../../lib/shown-errors';
import { useStructureTags } from '../use-structure-tags';
import { useGrantableRoles } from '../use-grantable-roles';
import type { StructureFilterKey } from '../use-user-filters';
import { FORM_FIELD_OF, roleChangeOf, roleValueOf, toNewUser, toUpdate, type UserFormValues } from '../user-payload';
import { EmergencyCategories } from './emergency-categories';
import { MemberStructureFields, type OneOfTagField } from './member-structure-fields';

type Props = { kind: UserKind; open: boolean; row: UserRow | null; onClose: () => void };

/** The MyVoyce form with the role field an existing employee shows (a promotion keeps its value). */
const zMyvoyceUserForm = z.extend(zUserForm, { roleId: z.optional(z.string()) });

function valuesOf(row: UserRow | null, leastRoleId: string): UserFormValues {
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    businessEmail: row?.businessEmail ?? '',
    personalEmail: row?.personalEmail ?? '',
    employeeId: row?.employeeId ?? '',
    departmentIds: row?.departmentIds ?? [],
    divisionId: row?.divisionId ?? '',
    designationId: row?.designationId ?? '',
    businessEntityId: row?.businessEntityId ?? '',
    locationId: row?.locationId ?? '',
    categories: row ? flagsToCategories(row) : [],
    // A new leader starts on the least role (least privilege); a new employee is an employee.
    roleId: row ? roleValueOf(row) : leastRoleId,
  };
}

/**
 * Add/Edit Blyndspot User (role admin, with emergency categories) and Invite/Edit MyVoyce
 * User (role employee), spec 2 §5. The e-mail is fixed once the user exists.
 * The role field lists what the signed-in member may give: a new leader starts on
 * the least role, an existing user may be promoted, demoted or moved between roles
 * (/user-management/changeRole after the update); it is locked, with the reason, for oneself,
 * the owner and anyone who may do more than the signed-in member.
 */
export function UserDrawer({ kind, open, row, onClose }: Props) {
  const { t } = useTranslation();
  const tags = useStructureTags();
  const editReason = usePermissions().reason('users', 'edit');
  const access = useGrantableRoles({
    employee: t('users.drawer.employeeRole'),
    fullAccess: t('users.drawer.fullAccess'),
    noAccess: t('users.drawer.noAccess'),
    owner: t('users.drawer.ownerRole'),
  });
  // A new leader starts on the least role; the admin picks more if they may give it.
  const leastRoleId = access.leastRoleValue;
  // Errors show once a field is changed or on submit, as in the other drawers.
  const gate = useShownErrors<UserFormValues, unknown, UserFormValues>(
    zodResolver((kind === 'blyndspot' ? zBlyndspotUserForm : zMyvoyceUserForm) as never) as never,
  );
  const { watchChanges, restart, markSaving } = gate;
  const form = useForm<UserFormValues>({
    resolver: gate.resolver,
    mode: 'onBlur',
    defaultValues: valuesOf(row, leastRoleId),
  });
  const save = useSaveUser();
  const { reset, watch } = form;
  const rowKey = row ? `${row.id}:${row.createdAt}` : 'new';

  useEffect(() => watchChanges(watch), [watch, watchChanges]);
  useEffect(() => {
    if (!open) return;
    restart();
    reset(valuesOf(row, leastRoleId));
    // The row object changes on every refetch; its identity (rowKey) is what matters here:
    // depending on `row` would wipe the admin's unsaved edits whenever the list refetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rowKey stands for row (see above)
  }, [open, rowKey, reset, leastRoleId, restart]);

  const editing = Boolean(row);
  const fallback = editing ? USERS_MSG.errorUpdatingUserDetails : USERS_MSG.errorCreatingUser;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      row
        ? { mode: 'update', request: toUpdate(kind, row, values), roleId: roleChangeOf(row, values) }
        : { mode: 'add', kind, user: toNewUser(kind, values) },
      {
        onSuccess: (failure) => {
          if (failure) {
            notify(failure.error || fallback, { variant: 'error' });
            for (const [field, issue] of Object.entries(failure.details)) {
              const name = FORM_FIELD_OF[field];
              if (name) form.setError(name, { message: issue });
            }
            return;
          }
          notify(editing ? USERS_MSG.userUpdated : USERS_MSG.inviteSent, { variant: 'success' });
          onClose();
        },
        onError: (error) => notify(messageOr(error, fallback), { variant: 'error' }),
      },
    ),
  );
  const onSubmit = () => {
    markSaving();
    return submit();
  };
  const roleLock = row ? access.lockReason(row) : null;
  const roleOptions = access.optionsFor({ employee: editing, current: row ? roleValueOf(row) : undefined });

  const none = t('users.drawer.none');
  const selectOf = (key: StructureFilterKey, name: OneOfTagField, label: string) => (
    <FormSelectField
      control={form.control}
      name={name}
      label={label}
      emptyLabel={tags[key].loading ? t('settings.common.loading') : none}
      // Inactive business units are not offered; the person's own still shows, marked.
      options={
        key === 'businessUnit' && !tags[key].loading
          ? withCurrentRef(tags[key].options, row?.businessUnit, (name) => t('settings.structure.inactiveNamed', { name }))
          : tags[key].options
      }
    />
  );
  const titleKey = `users.drawer.${editing ? 'edit' : 'add'}${kind === 'blyndspot' ? 'Blyndspot' : 'Myvoyce'}` as const;

  return (
    <FormDrawer
      open={open}
      title={t(titleKey)}
      submitLabel={t(editing ? 'users.drawer.update' : kind === 'myvoyce' ? 'users.drawer.invite' : 'users.drawer.add')}
      busy={save.isPending}
      submitDisabled={Boolean(editReason)}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      {editReason && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {editReason}
        </Alert>
      )}
      <FormTextField control={form.control} name="firstName" label={t('users.drawer.firstName')} required autoFocus />
      <FormTextField control={form.control} name="lastName" label={t('users.drawer.lastName')} required />
      <FormTextField
        control={form.control}
        name="businessEmail"
        type="email"
        label={t('users.drawer.businessEmail')}
        required
        readOnly={editing}
        helperText={editing ? USERS_MSG.emailNotEditable : undefined}
      />
      <FormTextField control={form.control} name="personalEmail" type="email" label={t('users.drawer.personalEmail')} />
      <FormTextField control={form.control} name="employeeId" label={t('users.drawer.employeeId')} />
      <MemberStructureFields control={form.control} tags={tags} required select={selectOf} />
      {(editing || kind === 'blyndspot') && (
        <FormSelectField
          control={form.control}
          name="roleId"
          label={t('users.drawer.access')}
          options={roleOptions}
          // Locked for oneself, the owner and superiors; while the roles load, an edit shows its value only.
          disabled={Boolean(roleLock) || (editing && !access.ready)}
          helperText={roleLock ?? t(editing ? 'users.drawer.roleHelp' : 'users.drawer.accessHelp')}
        />
      )}
      {kind === 'blyndspot' && <EmergencyCategories control={form.control} name="categories" />}
    </FormDrawer>
  );
}
