import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type KeyboardEventHandler, type ReactNode } from 'react';

type Props = {
  /** The input's id, when another control points at it (aria-controls); one is made otherwise. */
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: ReactNode;
  error?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** A text area this many rows tall. */
  rows?: number;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

/**
 * A labelled outlined field outside a form library, built as FormTextField is (FormControl and
 * OutlinedInput): MUI's TextField brings Select and its menu, ~25 KB gzip the app's budget
 * (ARCHITECTURE §8) cannot carry for a rename box.
 */
export function PlainTextField({
  id: givenId,
  label,
  value,
  onChange,
  helperText,
  error,
  autoFocus,
  disabled,
  fullWidth,
  placeholder,
  maxLength,
  rows,
  onKeyDown,
  sx,
}: Props) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <FormControl fullWidth={fullWidth} error={error} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        autoFocus={autoFocus}
        placeholder={placeholder}
        multiline={rows !== undefined}
        rows={rows}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        inputProps={{ maxLength }}
        aria-describedby={helperText ? `${id}-hint` : undefined}
      />
      {helperText && <FormHelperText id={`${id}-hint`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
