import Box from '@mui/material/Box';

type Props = {
  name: string;
  checked: boolean;
  onChange: () => void;
  value?: string;
  disabled?: boolean;
  /** When no visible label wraps it (a matrix cell). */
  ariaLabel?: string;
  size?: 'small' | 'medium';
};

/**
 * A browser radio in the theme's colour: radios sharing a name give the arrow keys and the
 * group's single tab stop for free. MUI's Radio cost ~1 KB gzip of the app's 350 KB budget
 * (ARCHITECTURE §8) for two forms.
 */
export function NativeRadio({ name, checked, onChange, value, disabled, ariaLabel, size = 'medium' }: Props) {
  const px = size === 'small' ? 16 : 20;
  return (
    <Box
      component="input"
      type="radio"
      name={name}
      value={value}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={ariaLabel}
      sx={{ width: px, height: px, m: 1.25, accentColor: (theme) => theme.palette.primary.main, cursor: disabled ? 'default' : 'pointer' }}
    />
  );
}
