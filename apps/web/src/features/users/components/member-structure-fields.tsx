import { Fragment, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import type { TagList } from '../use-structure-tags';
import type { StructureFilterKey } from '../use-user-filters';
import { MultiPickField } from './multi-pick-field';

/** A member's one-of structure tags in the forms' order: the list each picks from and its form field. */
const ONE_OF = [
  ['division', 'divisionId'],
  ['designation', 'designationId'],
  ['businessUnit', 'businessEntityId'],
  ['location', 'locationId'],
] as const;
export type OneOfTagField = (typeof ONE_OF)[number][1];

type Props<T extends FieldValues> = {
  control: Control<T>;
  tags: Record<StructureFilterKey, TagList>;
  required?: boolean;
  /** The form's select for one tag: its list, its field and its label. */
  select: (key: StructureFilterKey, name: OneOfTagField, label: string) => ReactNode;
};

/**
 * Where a member sits in the organisation (departments, then division, designation, business
 * unit and location) as the user drawer and the bulk update drawer ask for it; each form
 * chooses what an empty select means (none, or no change).
 */
export function MemberStructureFields<T extends FieldValues>({ control, tags, required, select }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      <MultiPickField
        control={control}
        // Both forms hold the departments under this name.
        name={'departmentIds' as Path<T>}
        label={t('users.drawer.departments')}
        options={tags.department.options}
        loading={tags.department.loading}
        required={required}
      />
      {ONE_OF.map(([key, name]) => (
        <Fragment key={key}>{select(key, name, t(`users.drawer.${key}`))}</Fragment>
      ))}
    </>
  );
}
