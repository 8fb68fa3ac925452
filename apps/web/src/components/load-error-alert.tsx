import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/translate';

type Props = {
  message: string;
  /** Omitted when asking again cannot help (a missing object). */
  onRetry?: () => void;
  retrying?: boolean;
};

/** A failed load (DESIGN.md 'errors as an alert with Retry'). */
export function LoadErrorAlert({ message, onRetry, retrying = false }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying} sx={{ minHeight: 32 }}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
