import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { isProductionBuild } from '../lib/environment';
import { registerSnackbarHost } from '../lib/notify';
import { SnackbarContent } from './snackbar-content';

/** Spec 1 §9: messages last 5 s by default, three at most, bottom left. */
const SNACKBAR_MS = 5000;

const components = {
  default: SnackbarContent,
  success: SnackbarContent,
  error: SnackbarContent,
  warning: SnackbarContent,
  info: SnackbarContent,
};

/** Renders the snackbars; `notify()` from anywhere reaches it once it is mounted. */
export function SnackbarHost() {
  useEffect(() => registerSnackbarHost(enqueueSnackbar), []);
  return (
    <>
      {!isProductionBuild && (
        // Keep the 'Environment: …' label (bottom left too) readable under the messages.
        <GlobalStyles styles={{ '.notistack-SnackbarContainer': { marginBottom: 28 } }} />
      )}
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={SNACKBAR_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        Components={components}
        // The content has role="alert"; polite keeps a burst of messages from interrupting.
        SnackbarProps={{ 'aria-live': 'polite' }}
      />
    </>
  );
}
