import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { NativeRadio } from './native-radio';

type Props = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
};

/**
 * A labelled pick-one radio group with its error below (the import drawer's choices, the
 * single sign-on protocol). Native radios sharing a name give the arrow keys for free; MUI's
 * RadioGroup would add ~1.5 KB gzip.
 */
export function RadioChoice({ label, value, options, onChange, error }: Props) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" required error={Boolean(error)}>
      <FormLabel id={labelId} component="legend" sx={{ fontSize: 14 }}>
        {label}
      </FormLabel>
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <NativeRadio size="small" name={labelId} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            }
          />
        ))}
      </Box>
      <FormHelperText sx={{ mx: 0, minHeight: 20 }}>{error}</FormHelperText>
    </FormControl>
  );
}
