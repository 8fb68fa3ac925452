import ClickAwayListener from '@mui/material/ClickAwayListener';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useRef } from 'react';

/** Spec 1 §9: a click elsewhere closes a message, but not in its first 500 ms. */
const CLICK_AWAY_GRACE_MS = 500;

// notistack's own colours are below AA contrast for white text (info, warning); use the theme's.
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  fontSize: 14,
  borderRadius: theme.shape.borderRadius,
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.text.primary },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
}));

export const SnackbarContent = forwardRef<HTMLDivElement, CustomContentProps>(function SnackbarContent(props, ref) {
  const { closeSnackbar } = useSnackbar();
  const shownAt = useRef(Date.now());
  return (
    <ClickAwayListener
      onClickAway={() => {
        if (Date.now() - shownAt.current >= CLICK_AWAY_GRACE_MS) closeSnackbar(props.id);
      }}
    >
      <ThemedContent ref={ref} {...props} />
    </ClickAwayListener>
  );
});
