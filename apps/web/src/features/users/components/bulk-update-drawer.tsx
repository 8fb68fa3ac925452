import Typography from '@mui/material/Typography';
import { USERS_MSG, type UserKind, type UserRow } from '@voyce/contracts/users';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormSelectField } from '../../../components/form-select-field';
import { useOrganizationId } from '../../../lib/organization';
import { bulkUpdateUsers } from '../../../api/users';
import { useStructureTags } from '../use-structure-tags';
import type { StructureFilterKey } from '../use-user-filters';
import { changesOf, EMPTY_CHANGES, type Changes } from '../user-payload';
import { MultiPickField } from './multi-pick-field';
import { useBulkSubmit } from './use-bulk-submit';

type Props = { kind: UserKind; open: boolean; users: UserRow[]; onClose: () => void; onDone: () => void };
/**
 * 'Update Users Data' (spec 2 §2 Bulk Actions): the same structure changes for the selected
 * users in one /user-management/bulkUpdateUserDetails call, found by their e-mail.
 */
export function BulkUpdateDrawer({ kind, open, users, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const tags = useStructureTags();
  const form = useForm<Changes>({ defaultValues: EMPTY_CHANGES });
  const values = useWatch({ control: form.control }) as Changes;
  const changes = changesOf(values);
  const { submit, busy, dialogs } = useBulkSubmit();
  const { reset } = form;

  useEffect(() => {
    if (open) reset(EMPTY_CHANGES);
  }, [open, reset]);

  const onSubmit = () =>
    submit({
      run: (confirm) =>
        bulkUpdateUsers(
          organizationId,
          { kind, identifier: 'email', users: users.map((u) => ({ businessEmail: u.businessEmail, ...changes })) },
          confirm,
        ),
      success: USERS_MSG.usersUpdated,
      fallback: USERS_MSG.errorUpdatingUserDetails,
      onAllSuccess: onDone,
    });

  const select = (key: StructureFilterKey, name: Exclude<keyof Changes, 'departmentIds'>, label: string) => (
    <FormSelectField control={form.control} name={name} label={label} emptyLabel={t('users.bulkUpdate.keep')} options={tags[key].options} />
  );
  return (
    <>
      <FormDrawer
        open={open}
        title={t('users.bulkUpdate.title')}
        submitLabel={t('users.bulkUpdate.submit')}
        submitDisabled={Object.keys(changes).length === 0}
        busy={busy}
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('users.bulkUpdate.intro', { count: users.length })}</Typography>
        <MultiPickField
          control={form.control}
          name="departmentIds"
          label={t('users.drawer.departments')}
          options={tags.department.options}
          loading={tags.department.loading}
        />
        {select('division', 'divisionId', t('users.drawer.division'))}
        {select('designation', 'designationId', t('users.drawer.designation'))}
        {select('businessUnit', 'businessEntityId', t('users.drawer.businessUnit'))}
        {select('location', 'locationId', t('users.drawer.location'))}
      </FormDrawer>
      {dialogs}
    </>
  );
}
