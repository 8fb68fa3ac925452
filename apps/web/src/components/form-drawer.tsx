import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Disables the primary action (invalid, unchanged or sending). */
  submitDisabled?: boolean;
  busy?: boolean;
  onSubmit: () => void;
  /** Cancel, Escape and a click outside. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * The create/edit drawer of DESIGN.md and spec 2 §2: right side, 400 px (90 % of the view
 * on phones), a title, a scrolling body and a footer with Cancel and the primary action.
 */
export function FormDrawer({ open, title, submitLabel, submitDisabled = false, busy = false, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!submitDisabled && !busy) onSubmit();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={busy ? undefined : onClose}
      // Above the top bar (which sits over the navigation drawer), so the title is not hidden under it.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '90vw', sm: 400 }, borderRadius: 0 }, 'aria-labelledby': titleId, role: 'dialog' } }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Typography id={titleId} variant="h3" component="h2" sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
          {title}
        </Typography>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5, display: 'grid', gap: 1, alignContent: 'start' }}>{children}</Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitDisabled || busy}>
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
