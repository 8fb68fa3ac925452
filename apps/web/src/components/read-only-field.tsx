import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

/** A value shown in a form but not editable (an e-mail, an account id), still labelled and selectable. */
export function ReadOnlyField({ label, value, helperText }: { label: string; value: string; helperText?: string }) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched value={value} readOnly sx={{ bgcolor: 'background.default' }} />
      <FormHelperText sx={{ minHeight: 20 }}>{helperText}</FormHelperText>
    </FormControl>
  );
}
