import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';

type Props = { label: string; value: string; onChange: (value: string) => void };

/** A list's search box; the label doubles as the placeholder and the accessible name. */
export function SearchField({ label, value, onChange }: Props) {
  return (
    <OutlinedInput
      size="small"
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      inputProps={{ 'aria-label': label }}
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" aria-hidden />
        </InputAdornment>
      }
      sx={{ minWidth: { xs: '100%', sm: 260 }, fontSize: 14 }}
    />
  );
}
