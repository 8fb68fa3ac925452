import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type Props = {
  label: string;
  value: string;
  helperText?: string;
  /** A value to give another system (an address, a token): monospace, selected whole on focus. */
  code?: boolean;
  /** Beside the value, inside the field (a Copy button). */
  endAdornment?: ReactNode;
};

/** A value shown in a form but not editable (an e-mail, an account id), still labelled and selectable. */
export function ReadOnlyField({ label, value, helperText, code, endAdornment }: Props) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        readOnly
        onFocus={code ? (e) => e.target.select() : undefined}
        sx={code ? { bgcolor: 'background.default', fontFamily: 'monospace', fontSize: 14 } : { bgcolor: 'background.default' }}
        endAdornment={endAdornment}
      />
      <FormHelperText sx={{ minHeight: 20 }}>{helperText}</FormHelperText>
    </FormControl>
  );
}
