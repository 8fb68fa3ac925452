import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { localizeMessage } from '../i18n/localize-message';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** A hint under the field; a validation error replaces it. */
  helperText?: ReactNode;
  endAdornment?: OutlinedInputProps['endAdornment'];
  /** Runs after react-hook-form's own blur handling (validation on blur). */
  onBlurred?: () => void;
  /** A text area of `rows` lines (spec 2 §9: 4 by default). */
  multiline?: boolean;
  rows?: number;
  /** Shown but not editable (an e-mail, an account id). */
  readOnly?: boolean;
};

/**
 * A labelled outlined field bound to react-hook-form. Built from FormControl and
 * OutlinedInput rather than TextField: TextField also bundles Select and its menu, which
 * the sign-in pages do not need and the 200 KB budget for /login cannot carry.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  helperText,
  endAdornment,
  onBlurred,
  multiline = false,
  rows = 4,
  readOnly = false,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const helperId = `${id}-helper`;
  const message = fieldState.error?.message ? localizeMessage(fieldState.error.message) : helperText;
  return (
    <FormControl fullWidth required={required} error={Boolean(fieldState.error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={() => {
          field.onBlur();
          onBlurred?.();
        }}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        multiline={multiline}
        rows={multiline ? rows : undefined}
        readOnly={readOnly}
        sx={readOnly ? { bgcolor: 'background.default' } : undefined}
        aria-describedby={message ? helperId : undefined}
      />
      {/* Always one line tall: a message that appears on blur must not move the control
          the person is clicking next (a shifted checkbox or button misses the click). */}
      <FormHelperText id={helperId} sx={{ minHeight: 20 }}>
        {message}
      </FormHelperText>
    </FormControl>
  );
}
