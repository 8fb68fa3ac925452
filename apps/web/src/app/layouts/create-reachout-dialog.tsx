import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Spec 2 §2: the dialog's open state lives in the URL, so it survives reloads and links. */
export const CREATE_REACHOUT_PARAM = 'create-reachout-dialog';

export function useCreateReachoutDialog() {
  const [params, setParams] = useSearchParams();
  const open = params.get(CREATE_REACHOUT_PARAM) === 'open';
  const setOpen = (next: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(CREATE_REACHOUT_PARAM, 'open');
      else updated.delete(CREATE_REACHOUT_PARAM);
      return updated;
    });
  return { open, setOpen };
}

/** Placeholder until the two-step wizard exists. */
export function CreateReachoutDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const { open, setOpen } = useCreateReachoutDialog();
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('shell.createReachOutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('shell.createReachOutText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => setOpen(false)} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
