import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import type { NotifyVariant } from '../lib/notify';
import type { ShownMessage } from './snackbar-host';

/** Spec 1 §9: a click elsewhere closes a message, but not in its first 500 ms. */
const CLICK_AWAY_GRACE_MS = 500;

// The theme's colours, each with AA contrast for white text.
const background = (theme: Theme, variant: NotifyVariant) =>
  ({
    default: theme.palette.text.primary,
    success: theme.palette.success.main,
    error: theme.palette.error.dark,
    warning: theme.palette.warning.main,
    info: theme.palette.info.main,
  })[variant];

/** One message: hides itself after its duration, or on a click elsewhere after the grace period. */
export function SnackbarMessage({ item, onClose }: { item: ShownMessage; onClose: () => void }) {
  const shownAt = useRef(Date.now());
  // The timer belongs to this message: a new onClose on each render must not restart it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = setTimeout(() => close.current(), item.autoHideDuration);
    return () => clearTimeout(timer);
  }, [item.autoHideDuration]);
  return (
    <ClickAwayListener
      onClickAway={() => {
        if (Date.now() - shownAt.current >= CLICK_AWAY_GRACE_MS) onClose();
      }}
    >
      <Paper
        role="alert"
        elevation={6}
        sx={{
          px: 2,
          py: 1.5,
          color: '#fff',
          bgcolor: (theme) => background(theme, item.variant),
          fontSize: 14,
          lineHeight: 1.5,
          minWidth: { sm: 288 },
          overflowWrap: 'anywhere',
          '@keyframes snackbar-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
          animation: 'snackbar-in 150ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {item.message}
      </Paper>
    </ClickAwayListener>
  );
}
