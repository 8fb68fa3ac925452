import { zodResolver } from '@hookform/resolvers/zod';
import { flagsToCategories, USERS_MSG, zBlyndspotUserForm, zUserForm, type UserKind, type UserRow } from '@voyce/contracts/users';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveUser } from '../../../api/users';
import { useStructureTags } from '../use-structure-tags';
import { useGrantableRoles } from '../use-grantable-roles';
import { FULL_ACCESS_ROLE_ID } from '@voyce/contracts/roles';
import type { StructureFilterKey } from '../use-user-filters';
import { FORM_FIELD_OF, toNewUser, toUpdate, type UserFormValues } from '../user-payload';
import { EmergencyCategories } from './emergency-categories';
import { MultiPickField } from './multi-pick-field';

type Props = { kind: UserKind; open: boolean; row: UserRow | null; onClose: () => void };

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
    roleId: row ? (row.roleId ?? FULL_ACCESS_ROLE_ID) : leastRoleId,
  };
}

/**
 * Add/Edit Blyndspot User (role admin, with emergency categories) and Invite/Edit MyVoyce
 * User (role employee), spec 2 §5. The e-mail is fixed once the user exists.
 */
export function UserDrawer({ kind, open, row, onClose }: Props) {
  const { t } = useTranslation();
  const tags = useStructureTags();
  const access = useGrantableRoles({ fullAccess: t('users.drawer.fullAccess'), noAccess: t('users.drawer.noAccess') });
  // A new leader starts on the least role; the admin picks more if they may give it.
  const leastRoleId = access.leastRoleValue;
  const form = useForm<UserFormValues>({
    resolver: zodResolver((kind === 'blyndspot' ? zBlyndspotUserForm : zUserForm) as never) as never,
    mode: 'onBlur',
    defaultValues: valuesOf(row, leastRoleId),
  });
  const save = useSaveUser();
  const { reset } = form;
  const rowKey = row ? `${row.id}:${row.createdAt}` : 'new';

  useEffect(() => {
    if (open) reset(valuesOf(row, leastRoleId));
    // The row object changes on every refetch; its identity (rowKey) is what matters here.
  }, [open, rowKey, reset, leastRoleId]);

  const editing = Boolean(row);
  const fallback = editing ? USERS_MSG.errorUpdatingUserDetails : USERS_MSG.errorCreatingUser;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(row ? { mode: 'update', request: toUpdate(kind, row, values) } : { mode: 'add', kind, user: toNewUser(kind, values) }, {
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
    }),
  );

  const none = t('users.drawer.none');
  const selectOf = (key: StructureFilterKey, name: 'divisionId' | 'designationId' | 'businessEntityId' | 'locationId', label: string) => (
    <FormSelectField
      control={form.control}
      name={name}
      label={label}
      emptyLabel={tags[key].loading ? t('settings.common.loading') : none}
      options={tags[key].options}
    />
  );
  const titleKey = `users.drawer.${editing ? 'edit' : 'add'}${kind === 'blyndspot' ? 'Blyndspot' : 'Myvoyce'}` as const;

  return (
    <FormDrawer
      open={open}
      title={t(titleKey)}
      submitLabel={t(editing ? 'users.drawer.update' : kind === 'myvoyce' ? 'users.drawer.invite' : 'users.drawer.add')}
      busy={save.isPending}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
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
      <MultiPickField
        control={form.control}
        name="departmentIds"
        label={t('users.drawer.departments')}
        options={tags.department.options}
        loading={tags.department.loading}
        required
      />
      {selectOf('division', 'divisionId', t('users.drawer.division'))}
      {selectOf('designation', 'designationId', t('users.drawer.designation'))}
      {selectOf('businessUnit', 'businessEntityId', t('users.drawer.businessUnit'))}
      {selectOf('location', 'locationId', t('users.drawer.location'))}
      {kind === 'blyndspot' && (
        <FormSelectField
          control={form.control}
          name="roleId"
          label={t('users.drawer.access')}
          options={access.options}
          helperText={t('users.drawer.accessHelp')}
        />
      )}
      {kind === 'blyndspot' && <EmergencyCategories control={form.control} name="categories" />}
    </FormDrawer>
  );
}
