import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { ReadOnlyField } from '../../../components/read-only-field';
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

/** A value to give another system (an address, a token): read-only, selected on focus, and copied with one button. */
export function CopyField({ label, value, helperText }: { label: string; value: string; helperText?: string }) {
  const { t } = useTranslation();
  return (
    <ReadOnlyField
      label={label}
      value={value}
      helperText={helperText}
      code
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
  );
}
