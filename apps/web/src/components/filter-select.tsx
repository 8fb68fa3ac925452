import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

type Option = { value: string; label: string };

type Props = {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  minWidth?: number;
};

// The input slot of OutlinedInput: the browser's own select, carrying its options.
const SelectSlot = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function SelectSlot(props, ref) {
  return <select ref={ref} {...props} />;
});

/**
 * A list filter: the browser's own select inside an outlined field. Keyboard and screen-
 * reader friendly everywhere, a native picker on phones, and a fraction of the bundle of a
 * custom menu or MUI's NativeSelect (ARCHITECTURE §8).
 */
export function FilterSelect({ label, value, options, onChange, minWidth = 140 }: Props) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth, flex: { xs: '1 1 140px', md: '0 0 auto' } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputComponent={SelectSlot as never}
        inputProps={{
          children: options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          )),
        }}
        endAdornment={<ArrowDropDown aria-hidden sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'text.secondary' }} />}
        sx={{ fontSize: 14, '& select': { appearance: 'none', cursor: 'pointer', pr: '32px !important', bgcolor: 'transparent' } }}
      />
    </FormControl>
  );
}
