import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRateSubmission } from '../../../api/insights-triage';

/** Thumbs up or down (spec 1 §4 'Rating'); the chosen one is pressed. */
export function RatingButtons({ submission, organizationId }: { submission: Submission; organizationId: string }) {
  const { t } = useTranslation();
  const rate = useRateSubmission();
  const current = rate.isPending ? rate.variables.rating : submission.rating;

  const set = (rating: 'thumbsUp' | 'thumbsDown') =>
    rate.mutate(
      { organizationId, submissionId: submission.id, rating },
      {
        onSuccess: () => notify(t('workspace.detail.rated'), { variant: 'success' }),
        onError: (e) => notify(messageOr(e, t('workspace.detail.rateError')), { variant: 'error' }),
      },
    );

  return (
    <Box role="group" aria-label={t('workspace.detail.rating')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mr: 1 }}>{t('workspace.detail.rating')}</Typography>
      <IconButton
        aria-label={t('workspace.detail.thumbsUp')}
        aria-pressed={current === 'thumbsUp'}
        onClick={() => set('thumbsUp')}
        disabled={rate.isPending}
        color={current === 'thumbsUp' ? 'primary' : 'default'}
      >
        {current === 'thumbsUp' ? <ThumbUp /> : <ThumbUpOutlined />}
      </IconButton>
      <IconButton
        aria-label={t('workspace.detail.thumbsDown')}
        aria-pressed={current === 'thumbsDown'}
        onClick={() => set('thumbsDown')}
        disabled={rate.isPending}
        color={current === 'thumbsDown' ? 'primary' : 'default'}
      >
        {current === 'thumbsDown' ? <ThumbDown /> : <ThumbDownOutlined />}
      </IconButton>
    </Box>
  );
}
