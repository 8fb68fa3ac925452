import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Tables on md and up, stacked cards below (DESIGN.md). One layout in the DOM, not two
 * hidden by CSS: duplicate text would confuse screen readers.
 */
export function useWide(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}
