import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { ChecklistDropdown } from '../../../components/checklist-dropdown';
import { formDropdownProps } from '../../../components/dropdown-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  loading?: boolean;
  required?: boolean;
};

/**
 * A form's pick-several field (a user's departments): an outlined field that reads the chosen
 * names and opens a checklist; validated when the checklist closes, its error below.
 */
export function MultiPickField<T extends FieldValues>({ control, name, label, options, loading = false, required }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value: string[] = field.value ?? [];
  const names = options.filter((o) => value.includes(o.value)).map((o) => o.label);
  return (
    <ChecklistDropdown
      {...formDropdownProps(fieldState)}
      label={label}
      required={required}
      inputRef={field.ref}
      text={names.length ? names.join(', ') : t('users.drawer.select')}
      // Nothing chosen reads as a placeholder; long lists of names end in an ellipsis.
      slotSx={{
        color: names.length ? 'inherit' : 'text.secondary',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
      listLabel={label}
      value={value}
      onChange={field.onChange}
      options={options}
      emptyText={t('settings.common.noOptions')}
      loadingText={loading ? t('settings.common.loading') : undefined}
      onClose={field.onBlur}
    />
  );
}
