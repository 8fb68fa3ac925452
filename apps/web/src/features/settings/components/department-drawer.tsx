import { useQuery } from '@tanstack/react-query';
import type { Department, StructureFormValues } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormPersonPicker } from '../../../components/person-picker';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { useOrganizationId } from '../../../lib/organization';
import { classificationsQueryOptions } from '../../../api/organization';
import type { DrawerProps } from './structure-page';
import { useDrawerForm } from './use-drawer-form';

/**
 * Create/Edit Department (spec 2 §5): name, description, classification (required), head and
 * manager. Head and manager are searched by name, e-mail or department; people
 * invited and not registered yet are offered, marked as invited (right after an HRIS
 * import that is everyone); deactivated people and declined invites are not.
 */
export function DepartmentDrawer({ open, row, onClose }: DrawerProps<Department>) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const classifications = useQuery(classificationsQueryOptions(organizationId));
  const values: StructureFormValues<'department'> = {
    name: row?.name ?? '',
    description: row?.description ?? '',
    departmentClassificationId: row?.departmentClassificationId ?? '',
    department_head_id: row?.department_head_id ?? '',
    department_manager_id: row?.department_manager_id ?? '',
  };
  const { form, onSubmit, busy, title, submitLabel } = useDrawerForm('department', values, row?.id, open, onClose);
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
      <FormPersonPicker
        control={form.control}
        name="department_head_id"
        label={t('settings.structure.head')}
        valueName={row?.department_head_name}
      />
      <FormPersonPicker
        control={form.control}
        name="department_manager_id"
        label={t('settings.structure.manager')}
        valueName={row?.department_manager_name}
      />
    </FormDrawer>
  );
}
