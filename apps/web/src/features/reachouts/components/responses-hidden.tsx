import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../i18n/translate';

type Props = {
  /** The answers it waits for: k, plus the audience's newcomers when the server says (answersNeeded). */
  minGroupSize: number;
  /** A second, quieter sentence: what else waits for k answers. */
  detail?: string;
  /** Enough answers wait for the batch release (lib/reachout-display releaseNotice): say when they appear. */
  notice?: { count: number; time: string } | null;
};

/**
 * What a reach-out shows instead of its answers, figures and summary until k people answered
 * (ARCHITECTURE §5): a calm statement of when they appear, never a count. Once enough answers
 * wait for the batch release, the time it shows them, and still no count.
 */
export function ResponsesHidden({ minGroupSize, detail, notice }: Props) {
  const { t } = useTranslation();
  return (
    <Box data-testid="responses-hidden" role="status" sx={{ px: 2, py: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 44,
          height: 44,
          mx: 'auto',
          mb: 1.5,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
        })}
      >
        <HourglassEmptyOutlined fontSize="small" />
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {notice ? t('workspace.reachouts.answeredRelease', notice) : t('workspace.reachouts.responsesHidden', { k: minGroupSize })}
      </Typography>
      {(notice || detail) && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5, maxWidth: 440, mx: 'auto' }}>
          {notice ? t('workspace.reachouts.releaseBatch') : detail}
        </Typography>
      )}
    </Box>
  );
}
