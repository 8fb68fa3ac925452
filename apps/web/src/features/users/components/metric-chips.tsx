import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { METRIC_CHIPS, type UserKind, type UserMetrics } from '@voyce/contracts/users';
import { useTranslation } from '../../../i18n/translate';

type Props = { kind: UserKind; metrics: UserMetrics | undefined; status: string; onStatus: (status: string) => void };

/** Spec 2 §2: Total, Active, Inactive (and Invited on MyVoyce) counts; clicking one filters the list. */
export function MetricChips({ kind, metrics, status, onStatus }: Props) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('users.metricsLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {METRIC_CHIPS[kind].map((chip) => {
        const value = chip.status === 'all' ? '' : chip.status;
        const selected = status === value;
        return (
          <Chip
            key={chip.status}
            label={t('users.metric', { label: chip.label, count: metrics?.[chip.metric] ?? 0 })}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onStatus(value)}
            sx={{ fontWeight: 600 }}
          />
        );
      })}
    </Box>
  );
}
