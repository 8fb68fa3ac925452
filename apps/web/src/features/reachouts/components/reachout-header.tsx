import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Reachout } from '@voyce/contracts/reachouts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ShareDialog } from '../../../components/share-dialog';
import { messageOr } from '../../../lib/api-error';
import { exportAndDownload } from '../../../lib/export-download';
import { formatAge, formatDateTime } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { reachoutTitle, titleIsWholeMessage } from '../../../lib/reachout-display';
import { exportReachoutDetails, useUpdateReachout } from '../../../api/reachouts';
import { Field } from './reachout-card';
import { IntakeChip, PromptedBy } from './reachout-figures';

/**
 * The reach-out's title, actions (close or reopen intake, Share, Export) and header facts
 * (body, prompted by, date created with its age, intake status), spec 1 §2.
 */
export function ReachoutHeader({ reachout, organizationId }: { reachout: Reachout; organizationId: string }) {
  const { t } = useTranslation();
  const update = useUpdateReachout();
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const open = reachout.status === 'Open';
  const title = reachoutTitle(reachout);

  const toggleIntake = () =>
    update.mutate(
      { id: reachout.id, organizationId, status: open ? 'Closed' : 'Open' },
      {
        onSuccess: (r) => {
          setConfirming(false);
          notify(r.status === 'Open' ? t('workspace.reachouts.intakeReopened') : t('workspace.reachouts.intakeClosed'), {
            variant: 'success',
          });
        },
        onError: (error) => {
          setConfirming(false);
          notify(messageOr(error, t('workspace.reachouts.updateError')), { variant: 'error' });
        },
      },
    );

  const onExport = async () => {
    setExporting(true);
    try {
      const url = (await exportReachoutDetails({ id: reachout.id, organizationId }))?.data?.url;
      // Spec 1 §8: an answer without data.data.url is a bad response.
      if (url) await exportAndDownload(async () => url, t('workspace.export.failed'));
      else notify(t('workspace.reachouts.exportInvalid'), { variant: 'error' });
    } catch (error) {
      notify(messageOr(error, t('workspace.export.failed')), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flex: '1 1 320px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={open ? 'outlined' : 'contained'}
            color={open ? 'error' : 'primary'}
            startIcon={open ? <LockOutlined /> : <LockOpenOutlined />}
            onClick={() => setConfirming(true)}
            disabled={update.isPending}
          >
            {open ? t('workspace.reachouts.closeIntake') : t('workspace.reachouts.reopenIntake')}
          </Button>
          <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setSharing(true)}>
            {t('workspace.reachouts.share')}
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void onExport()} disabled={exporting}>
            {exporting ? t('workspace.exporting') : t('workspace.reachouts.export')}
          </Button>
        </Box>
      </Box>
      {/* An untitled short message is already the heading: it is not shown a second time. */}
      {!titleIsWholeMessage(reachout) && (
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 900 }}>{reachout.body}</Typography>
      )}
      <Box sx={{ mt: 2, display: 'flex', gap: { xs: 2, md: 4 }, flexWrap: 'wrap' }}>
        <Field label={t('workspace.reachouts.promptedBy')}>
          <PromptedBy prompter={reachout.prompter} />
        </Field>
        <Field label={t('workspace.reachouts.dateCreated')}>
          <Typography sx={{ fontSize: 13 }}>
            <time dateTime={reachout.createdAt}>{formatDateTime(reachout.createdAt)}</time>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              · {formatAge(reachout.createdAt)}
            </Box>
          </Typography>
        </Field>
        <Field label={t('workspace.reachouts.intakeStatus')}>
          <IntakeChip status={reachout.status} />
        </Field>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={open ? t('workspace.reachouts.closeIntakeTitle') : t('workspace.reachouts.reopenIntakeTitle')}
        text={open ? t('workspace.reachouts.closeIntakeText') : t('workspace.reachouts.reopenIntakeText')}
        confirmLabel={open ? t('workspace.reachouts.closeIntake') : t('workspace.reachouts.reopenIntake')}
        cancelLabel={t('common.cancel')}
        destructive={open}
        busy={update.isPending}
        onConfirm={toggleIntake}
        onClose={() => setConfirming(false)}
      />
      <ShareDialog
        type="reachout"
        id={reachout.id}
        name={title}
        organizationId={organizationId}
        open={sharing}
        onClose={() => setSharing(false)}
      />
    </Box>
  );
}
