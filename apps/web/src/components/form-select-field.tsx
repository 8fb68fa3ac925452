import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

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

const SelectSlot = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function SelectSlot(props, ref) {
  return <select ref={ref} {...props} />;
});

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
  const id = useId();
  const helperId = `${id}-helper`;
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl fullWidth required={required} error={Boolean(fieldState.error)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        name={field.name}
        value={field.value ?? ''}
        onChange={(e) => {
          field.onChange(e.target.value);
          onChanged?.(e.target.value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputComponent={SelectSlot as never}
        inputProps={{
          'aria-describedby': message ? helperId : undefined,
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
        endAdornment={<ArrowDropDown aria-hidden sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'text.secondary' }} />}
        sx={{ '& select': { appearance: 'none', cursor: 'pointer', pr: '32px !important', bgcolor: 'transparent' } }}
      />
      <FormHelperText id={helperId} sx={{ minHeight: 20 }}>
        {message}
      </FormHelperText>
    </FormControl>
  );
}
