import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { UserKind, UserRow } from '@voyce/contracts/users';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormSelectField } from '../../../components/form-select-field';
import { useOrganizationId } from '../../../lib/organization';
import { bulkUpdateUsers, changeUserRole, rolesKeys, usersKeys, type BulkEntity } from '../../../api/users';
import { useStructureTags } from '../use-structure-tags';
import { useGrantableRoles } from '../use-grantable-roles';
import type { StructureFilterKey } from '../use-user-filters';
import { bulkRoleOf, changesOf, EMPTY_CHANGES, mergeBulkResults, roleChoiceOf, type Changes } from '../user-payload';
import { MemberStructureFields, type OneOfTagField } from './member-structure-fields';
import { useBulkSubmit } from './use-bulk-submit';

type Props = { kind: UserKind; open: boolean; users: UserRow[]; onClose: () => void; onDone: () => void };
/**
 * 'Update Users Data' (spec 2 §2 Bulk Actions): the same structure changes for the selected
 * users in one /user-management/bulkUpdateUserDetails call, found by their e-mail; 'Set role'
 * then gives the users it updated one role through /user-management/changeRole,
 * which promotes or demotes them between the tabs. One results dialog names every failure.
 */
export function BulkUpdateDrawer({ kind, open, users, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const queryClient = useQueryClient();
  const tags = useStructureTags();
  const access = useGrantableRoles({
    employee: t('users.drawer.employeeRole'),
    fullAccess: t('users.drawer.fullAccess'),
    noAccess: t('users.drawer.noAccess'),
    owner: t('users.drawer.ownerRole'),
  });
  const form = useForm<Changes>({ defaultValues: EMPTY_CHANGES });
  const values = useWatch({ control: form.control }) as Changes;
  const changes = changesOf(values);
  const role = bulkRoleOf(values);
  const { submit, busy, dialogs } = useBulkSubmit();
  const { reset } = form;

  useEffect(() => {
    if (open) reset(EMPTY_CHANGES);
  }, [open, reset]);

  const run = async (confirm: boolean): Promise<BulkEntity> => {
    // Rows are numbered among the selection throughout (1-based, as the calls number them).
    let first: BulkEntity = { success: users.map((u, i) => ({ row: i + 1, email: u.businessEmail, userId: u.userId })), failures: [] };
    if (Object.keys(changes).length > 0) {
      first = await bulkUpdateUsers(
        organizationId,
        { kind, identifier: 'email', users: users.map((u) => ({ businessEmail: u.businessEmail, ...changes })) },
        confirm,
      );
    }
    if (role === undefined || first.success.length === 0) return first;
    const updated = first.success.map((s) => s.row);
    const second = await changeUserRole(
      organizationId,
      updated.map((row) => users[row - 1]!.userId),
      role,
    );
    // Users moved between the tabs and the roles' member counts changed, whatever failed.
    void queryClient.invalidateQueries({ queryKey: usersKeys.lists(organizationId) });
    void queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) });
    return mergeBulkResults(first, updated, second);
  };

  const onSubmit = () =>
    submit({
      run,
      success: USERS_MSG.usersUpdated,
      fallback: USERS_MSG.errorUpdatingUserDetails,
      onAllSuccess: onDone,
    });

  const select = (key: StructureFilterKey, name: OneOfTagField, label: string) => (
    <FormSelectField control={form.control} name={name} label={label} emptyLabel={t('users.bulkUpdate.keep')} options={tags[key].options} />
  );
  // '' is 'No change' here: the least role before it has a row goes as the server's 'least'.
  const roleOptions = access.optionsFor({ employee: true }).map((o) => ({ ...o, value: roleChoiceOf(o.value) }));
  return (
    <>
      <FormDrawer
        open={open}
        title={t('users.bulkUpdate.title')}
        submitLabel={t('users.bulkUpdate.submit')}
        submitDisabled={Object.keys(changes).length === 0 && role === undefined}
        busy={busy}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('users.bulkUpdate.intro', { count: users.length })}</Typography>
        <MemberStructureFields control={form.control} tags={tags} select={select} />
        <FormSelectField
          control={form.control}
          name="roleId"
          label={t('users.bulkUpdate.role')}
          emptyLabel={t('users.bulkUpdate.keep')}
          options={roleOptions}
          disabled={!access.ready}
          helperText={t('users.bulkUpdate.roleHelp')}
        />
      </FormDrawer>
      {dialogs}
    </>
  );
}
