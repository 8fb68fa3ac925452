import Chip from '@mui/material/Chip';
import { useTranslation } from '../i18n/translate';

/** Open or Closed, for an insight or a topic. */
export function StatusChip({ status }: { status: 'open' | 'closed' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`workspace.status.${status}`)}
      color={status === 'open' ? 'primary' : 'default'}
      variant={status === 'open' ? 'outlined' : 'filled'}
    />
  );
}
