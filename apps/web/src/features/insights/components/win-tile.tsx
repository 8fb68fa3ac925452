import EmojiEvents from '@mui/icons-material/EmojiEvents';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { useMarkAsWin } from '../../../api/insights-triage';

/** Spec 1 §4: mark as win after confirmation; the tile then turns gold, with no undo. */
export function WinTile({ submission, organizationId }: { submission: Submission; organizationId: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const win = useMarkAsWin();
  const markedAt = submission.markedAsWinAt;

  const confirm = () =>
    win.mutate(
      { organizationId, ids: [submission.id] },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(t('workspace.detail.winDone'), { variant: 'success' });
        },
        onError: (e) => {
          setConfirming(false);
          notify(messageOr(e, t('workspace.detail.winError')), { variant: 'error' });
        },
      },
    );

  return (
    <Card
      data-testid="win-tile"
      data-won={Boolean(markedAt)}
      sx={{
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        ...(markedAt ? { bgcolor: 'win.background', borderColor: 'win.main' } : {}),
      }}
    >
      <Box sx={{ color: markedAt ? 'win.main' : 'text.secondary', display: 'flex' }}>
        {markedAt ? <EmojiEvents aria-hidden /> : <EmojiEventsOutlined aria-hidden />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h3">
          {markedAt ? t('workspace.detail.markedAsWin') : t('workspace.detail.markAsWin')}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
          {markedAt ? t('workspace.detail.markedAsWinOn', { date: formatDateTime(markedAt) }) : t('workspace.detail.markAsWinText')}
        </Typography>
        {!markedAt && (
          <Button size="small" variant="outlined" sx={{ mt: 1.5 }} onClick={() => setConfirming(true)} disabled={win.isPending}>
            {t('workspace.detail.markAsWin')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('workspace.detail.winConfirmTitle')}
        text={t('workspace.detail.winConfirmText')}
        confirmLabel={t('workspace.detail.markAsWin')}
        cancelLabel={t('common.cancel')}
        busy={win.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
