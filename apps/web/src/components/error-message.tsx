import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A form-level error, announced when it appears. Deliberately not MUI's Alert: this shows
 * on /login, where Alert and its Paper cost budget for no visible difference.
 */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        mt: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: alpha(theme.palette.error.main, 0.4),
        bgcolor: alpha(theme.palette.error.main, 0.06),
        color: 'error.dark',
        fontSize: 14,
      })}
    >
      {children}
    </Box>
  );
}
