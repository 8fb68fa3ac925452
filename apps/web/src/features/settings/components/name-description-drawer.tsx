import type { StructureFormValues, StructureKind } from '@voyce/contracts/structure';
import { useTranslation } from '../../../i18n/translate';
import { FormDrawer } from '../../../components/form-drawer';
import { FormTextField } from '../../../components/form-text-field';
import type { DrawerProps } from './structure-page';
import { useDrawerForm } from './use-drawer-form';

type Kind = Extract<StructureKind, 'division' | 'designation' | 'businessUnit'>;

/** Divisions, designations and business units: a name and an optional description (spec 2 §5). */
export function nameDescriptionDrawer(kind: Kind) {
  return function NameDescriptionDrawer({ open, row, onClose }: DrawerProps<{ id: string; name: string; description: string }>) {
    const { t } = useTranslation();
    const values: StructureFormValues<Kind> = { name: row?.name ?? '', description: row?.description ?? '' };
    const { form, onSubmit, busy, title, submitLabel } = useDrawerForm(kind, values, row?.id, open, onClose);
    return (
      <FormDrawer open={open} title={title} submitLabel={submitLabel} busy={busy} onSubmit={() => void onSubmit()} onClose={onClose}>
        <FormTextField
          control={form.control}
          name="name"
          label={t(kind === 'designation' ? 'settings.structure.designationName' : 'settings.structure.name')}
          required
          autoFocus
        />
        <FormTextField control={form.control} name="description" label={t('settings.structure.description')} multiline />
      </FormDrawer>
    );
  };
}
