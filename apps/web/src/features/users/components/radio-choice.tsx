import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** A labelled pick-one radio group with its error below (the import drawer's choices). */
export function RadioChoice({ label, value, options, onChange, error }: Props) {
  const labelId = useId();
  return (
    <FormControl required error={Boolean(error)}>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0, minHeight: 20 }}>{error}</FormHelperText>
    </FormControl>
  );
}
