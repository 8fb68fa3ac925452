import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DropdownField, formDropdownProps } from './dropdown-field';

export type SelectOption = { value: string; label: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: SelectOption[];
  /** The first, empty option ('None', 'Select…'); omitted when a value is always chosen. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Runs after the value changed (a dependent field to clear). */
  onChanged?: (value: string) => void;
};

/**
 * A form's pick-one field: the browser's own select in an outlined field (the list filters'
 * FilterSelect, bound to react-hook-form). Keyboard and screen-reader friendly, a native
 * picker on phones, and no menu code in the bundle (ARCHITECTURE §8).
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  emptyLabel,
  required,
  disabled,
  helperText,
  onChanged,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DropdownField
      {...formDropdownProps(fieldState, helperText)}
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => {
        field.onChange(e.target.value);
        onChanged?.(e.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      slot="select"
      slotProps={{
        children: [
          ...(emptyLabel !== undefined
            ? [
                <option key="" value="">
                  {emptyLabel}
                </option>,
              ]
            : []),
          ...options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          )),
        ],
      }}
    />
  );
}
