import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** DESIGN.md: one sentence and, where there is one, one action. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
