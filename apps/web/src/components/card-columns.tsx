import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A page's cards in two equal columns from the `from` breakpoint up, one column below it.
 * `align` 'start' lets each card keep its own height; 'stretch' makes a row's two cards equal.
 */
export function CardColumns({ from, align = 'start', children }: { from: 'md' | 'lg'; align?: 'start' | 'stretch'; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: 'repeat(2, minmax(0, 1fr))' },
        gap: 3,
        alignItems: align,
      }}
    >
      {children}
    </Box>
  );
}
