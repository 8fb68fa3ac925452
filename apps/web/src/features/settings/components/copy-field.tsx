import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { notify } from '../../../lib/notify';

/** Puts text on the clipboard and says so; where the browser refuses, the field's text stays selectable. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify(done, { variant: 'success' });
  } catch {
    // No clipboard (an insecure page, a refused permission): the value is on screen to select.
  }
}

/**
 * A value to give another system (an address, a token): read-only, selected on focus, and
 * copied with one button.
 */
export function CopyField({ label, value, helperText }: { label: string; value: string; helperText?: string }) {
  const { t } = useTranslation();
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
        onFocus={(e) => e.target.select()}
        sx={{ bgcolor: 'background.default', fontFamily: 'monospace', fontSize: 14 }}
        endAdornment={
          <InputAdornment position="end">
            <Button
              size="small"
              aria-label={t('settings.identity.copyNamed', { name: label })}
              onClick={() => void copyText(value, t('settings.identity.copied'))}
            >
              {t('settings.identity.copy')}
            </Button>
          </InputAdornment>
        }
      />
      <FormHelperText sx={{ minHeight: 20 }}>{helperText}</FormHelperText>
    </FormControl>
  );
}
