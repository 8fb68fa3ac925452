import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { registerSnackbarHost, type NotifyOptions, type NotifyVariant } from '../lib/notify';
import { SnackbarMessage } from './snackbar-content';

/** Spec 1 §9: messages last 5 s by default, three at most, bottom left. */
const SNACKBAR_MS = 5000;
const MAX_SHOWN = 3;

export type ShownMessage = { id: number; message: string; variant: NotifyVariant; autoHideDuration: number };

let nextId = 1;

/** Renders the snackbars; `notify()` from anywhere reaches it once it is mounted. */
export function SnackbarHost() {
  const [shown, setShown] = useState<ShownMessage[]>([]);
  useEffect(
    () =>
      registerSnackbarHost((message: string, options?: NotifyOptions) => {
        const item = {
          id: nextId++,
          message,
          variant: options?.variant ?? 'default',
          autoHideDuration: options?.autoHideDuration ?? SNACKBAR_MS,
        };
        // The newest at the bottom; the oldest gives way beyond three.
        setShown((current) => [...current, item].slice(-MAX_SHOWN));
      }),
    [],
  );
  const close = (id: number) => setShown((current) => current.filter((m) => m.id !== id));
  return (
    <Box
      // The messages have role="alert"; polite keeps a burst of them from interrupting.
      aria-live="polite"
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: { sm: 560 },
      }}
    >
      {shown.map((m) => (
        <SnackbarMessage key={m.id} item={m} onClose={() => close(m.id)} />
      ))}
    </Box>
  );
}
