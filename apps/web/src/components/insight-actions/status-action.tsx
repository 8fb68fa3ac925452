import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { Submission } from '@voyce/contracts/insights';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { ConfirmDialog } from '../confirm-dialog';
import { IconAction } from './icon-action';
import { messageOr } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useCloseSubmissions, useReopenSubmissions } from '../../api/insights-triage';

/** Spec 1 §4: for a selection the action is close if none is closed, otherwise reopen. */
export const statusActionOf = (items: Pick<Submission, 'closedAt'>[]): 'close' | 'reopen' =>
  items.some((s) => s.closedAt) ? 'reopen' : 'close';

type Props = {
  items: Submission[];
  organizationId: string;
  variant?: 'outlined' | 'contained' | 'text';
  /** The icon alone, named by its label (the bulk bar on phones). */
  iconOnly?: boolean;
  onDone?: () => void;
};

/** Close or reopen the selected insights, after 'This action will close/reopen N submission(s).' */
export function StatusAction({ items, organizationId, variant = 'outlined', iconOnly = false, onDone }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseSubmissions();
  const reopen = useReopenSubmissions();
  const mode = statusActionOf(items);
  const mutation = mode === 'close' ? close : reopen;
  const count = items.length;
  const label = mode === 'close' ? t('workspace.detail.closeAction') : t('workspace.detail.reopenAction');
  const icon = mode === 'close' ? <LockOutlined /> : <LockOpenOutlined />;
  const disabled = count === 0 || mutation.isPending;

  const run = () => {
    notify(t(mode === 'close' ? 'workspace.detail.closing' : 'workspace.detail.reopening'), { variant: 'info', autoHideDuration: 2000 });
    mutation.mutate(
      { organizationId, ids: items.map((s) => s.id) },
      {
        onSuccess: () => {
          setConfirming(false);
          notify(t(mode === 'close' ? 'workspace.detail.closed' : 'workspace.detail.reopened'), { variant: 'success' });
          onDone?.();
        },
        onError: (error) => {
          setConfirming(false);
          notify(messageOr(error, t(mode === 'close' ? 'workspace.detail.closeError' : 'workspace.detail.reopenError')), {
            variant: 'error',
          });
        },
      },
    );
  };

  return (
    <>
      {iconOnly ? (
        <IconAction label={label} icon={icon} disabled={disabled} onClick={() => setConfirming(true)} />
      ) : (
        <Button variant={variant} startIcon={icon} disabled={disabled} onClick={() => setConfirming(true)}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={mode === 'close' ? t('workspace.detail.closeTitle') : t('workspace.detail.reopenTitle')}
        text={t(mode === 'close' ? 'workspace.detail.closeText' : 'workspace.detail.reopenText', { count })}
        confirmLabel={label}
        cancelLabel={t('common.cancel')}
        busy={mutation.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
