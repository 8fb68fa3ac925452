import { useQuery } from '@tanstack/react-query';
import { zDepartmentFields, type Department } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { useOrganizationId } from '../../../lib/organization';
import { classificationsQueryOptions } from '../../../api/organization';
import { headCandidatesQueryOptions } from '../../../api/organization-members';
import type { DrawerProps } from './structure-page';
import { useDrawerForm } from './use-drawer-form';

/** Create/Edit Department (spec 2 §5): name, description, classification (required), head and manager. */
export function DepartmentDrawer({ open, row, onClose }: DrawerProps<Department>) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const classifications = useQuery(classificationsQueryOptions(organizationId));
  const members = useQuery(headCandidatesQueryOptions(organizationId));
  const values = {
    name: row?.name ?? '',
    description: row?.description ?? '',
    departmentClassificationId: row?.departmentClassificationId ?? '',
    department_head_id: row?.department_head_id ?? '',
    department_manager_id: row?.department_manager_id ?? '',
  };
  const { form, onSubmit, busy, title, submitLabel } = useDrawerForm('department', zDepartmentFields, values, row?.id, open, onClose);
  const people = (members.data ?? []).map((m) => ({ value: m.id, label: m.name || m.email }));
  const loading = t('settings.common.loading');
  return (
    <FormDrawer open={open} title={title} submitLabel={submitLabel} busy={busy} onSubmit={() => void onSubmit()} onClose={onClose}>
      <FormTextField control={form.control} name="name" label={t('settings.structure.name')} required autoFocus />
      <FormTextField control={form.control} name="description" label={t('settings.structure.description')} multiline />
      <FormSelectField
        control={form.control}
        name="departmentClassificationId"
        label={t('settings.structure.classification')}
        required
        emptyLabel={classifications.isPending ? loading : t('settings.common.select')}
        options={(classifications.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
      <FormSelectField
        control={form.control}
        name="department_head_id"
        label={t('settings.structure.head')}
        emptyLabel={members.isPending ? loading : t('settings.common.none')}
        options={people}
      />
      <FormSelectField
        control={form.control}
        name="department_manager_id"
        label={t('settings.structure.manager')}
        emptyLabel={members.isPending ? loading : t('settings.common.none')}
        options={people}
      />
    </FormDrawer>
  );
}
