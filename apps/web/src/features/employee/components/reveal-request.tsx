import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import type { UnmaskState } from '@voyce/contracts/insights';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRespondToUnmaskRequest } from '../../../api/employee';

type Props = {
  submissionId: string;
  unmaskState: UnmaskState;
  /** On MyVoyce's home, which insight the request is about (on the insight's page it is above). */
  about?: ReactNode;
};

/**
 * A reveal request, and after it the answer given. Both choices ask first: revealing cannot
 * be undone, and staying anonymous tells the leaders the writer said no.
 */
export function RevealRequest({ submissionId, unmaskState, about }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const respond = useRespondToUnmaskRequest(submissionId);
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);

  if (unmaskState === 'accepted') return <Alert severity="info">{t('my.reveal.accepted')}</Alert>;
  if (unmaskState === 'declined') return <Alert severity="success">{t('my.reveal.declined')}</Alert>;
  if (unmaskState !== 'pending') return null;

  const answer = (accept: boolean) =>
    respond.mutate(accept, {
      onSettled: () => setAsking(null),
      onError: (error) => notify(messageOr(error, t('errors.genericError')), { variant: 'error' }),
    });

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={(theme) => ({ borderColor: 'warning.main', borderWidth: 2, bgcolor: alpha(theme.palette.warning.main, 0.05) })}
    >
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <PrivacyTipOutlined sx={{ color: 'warning.main', mt: '2px' }} aria-hidden />
          <Box>
            <Typography id={titleId} variant="h3" component="h2">
              {t('my.reveal.title')}
            </Typography>
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('my.reveal.text')}</Typography>
            {about}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 2.5, justifyContent: 'flex-end' }}>
          {/* Staying anonymous is the safe default, so it is the filled button; revealing is the outlined one. */}
          <Button variant="outlined" color="warning" onClick={() => setAsking('accept')} disabled={respond.isPending}>
            {t('my.reveal.accept')}
          </Button>
          <Button variant="contained" color="primary" onClick={() => setAsking('decline')} disabled={respond.isPending}>
            {t('my.reveal.decline')}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={asking === 'accept'}
        title={t('my.reveal.acceptTitle')}
        text={t('my.reveal.acceptText')}
        confirmLabel={t('my.reveal.accept')}
        cancelLabel={t('common.cancel')}
        destructive
        busy={respond.isPending}
        onConfirm={() => answer(true)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'decline'}
        title={t('my.reveal.declineTitle')}
        text={t('my.reveal.declineText')}
        confirmLabel={t('my.reveal.decline')}
        cancelLabel={t('common.cancel')}
        busy={respond.isPending}
        onConfirm={() => answer(false)}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
