import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { MyReachout } from '@voyce/contracts/reachouts';
import { useTranslation } from '../../../i18n/translate';

/** Open or Closed for answers, and whether I answered. */
export function ReachoutChips({ reachout }: { reachout: Pick<MyReachout, 'status' | 'answered'> }) {
  const { t } = useTranslation();
  const open = reachout.status === 'Open';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={open ? t('my.reachouts.open') : t('my.reachouts.closed')}
        color={open ? 'primary' : 'default'}
        variant={open ? 'outlined' : 'filled'}
      />
      {reachout.answered ? (
        <Chip size="small" color="success" variant="outlined" label={t('my.reachouts.answered')} />
      ) : (
        open && <Chip size="small" color="warning" variant="outlined" label={t('my.reachouts.notAnswered')} />
      )}
    </Stack>
  );
}
