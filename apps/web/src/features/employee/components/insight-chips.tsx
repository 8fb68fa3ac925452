import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { MySubmission } from '@voyce/contracts/employee';
import { useTranslation } from '../../../i18n/translate';
import { insightStatus, type InsightStatus } from '../insight-status';

const STATUS_COLOR: Record<InsightStatus, 'default' | 'primary'> = {
  received: 'default',
  open: 'primary',
  closed: 'default',
};

/** The status an employee understands, plus 'Reveal requested' while their answer is awaited. */
export function InsightChips({ submission }: { submission: Pick<MySubmission, 'stage' | 'status' | 'unmaskState'> }) {
  const { t } = useTranslation();
  const status = insightStatus(submission);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={t(`my.status.${status}`)}
        color={STATUS_COLOR[status]}
        variant={status === 'closed' ? 'filled' : 'outlined'}
      />
      {submission.unmaskState === 'pending' && <Chip size="small" color="warning" label={t('my.status.revealRequested')} />}
      {/* Anonymity is visible: the insights that carry the writer's name say so. */}
      {submission.unmaskState === 'accepted' && <Chip size="small" variant="outlined" label={t('my.status.revealed')} />}
    </Stack>
  );
}
