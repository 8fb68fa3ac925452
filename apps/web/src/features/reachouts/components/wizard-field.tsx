import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string;
  placeholder?: string;
  /** Multi-line fields take 4 rows (spec 1 §9). */
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  disabled?: boolean;
};

/** A labelled outlined field of the wizard; an error replaces the hint under it. */
export function WizardField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  placeholder,
  multiline,
  required,
  maxLength,
  autoFocus,
  disabled,
}: Props) {
  const id = useId();
  const message = error ?? helperText;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        maxRows={multiline ? 12 : undefined}
        autoFocus={autoFocus}
        inputProps={{ maxLength }}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
