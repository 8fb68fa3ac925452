import Box from '@mui/material/Box';
import { useId, type ReactElement } from 'react';

type Props = {
  /** The hint's text: shown on hover and keyboard focus, and read as the child's description. */
  text: string;
  /** One focusable element (give a chip tabIndex 0); it receives aria-describedby. */
  children: (describedBy: string) => ReactElement;
  /** Where the hint opens: above (default) or below (the top bar); 'end' keeps it inside a right-hand edge. */
  placement?: 'above' | 'below';
  align?: 'center' | 'end';
  /** The cursor over the wrapped element ('not-allowed' over a denied action). */
  cursor?: string;
  /** A hint longer than a line wraps at this width (px); otherwise it stays on one line. */
  width?: number;
};

/**
 * A small tooltip in CSS alone. MUI's Tooltip brings Popper and its transitions (~12 KB gzip),
 * which the app's 350 KB budget (ARCHITECTURE §8) cannot spare for a line of text.
 */
export function HoverHint({ text, children, placement = 'above', align = 'center', cursor, width }: Props) {
  const id = useId();
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        cursor,
        '&:hover > [role=tooltip], &:focus-within > [role=tooltip]': { opacity: 1, visibility: 'visible' },
      }}
    >
      {children(id)}
      <Box
        component="span"
        role="tooltip"
        id={id}
        sx={{
          position: 'absolute',
          ...(placement === 'above' ? { bottom: 'calc(100% + 6px)' } : { top: 'calc(100% + 6px)' }),
          ...(align === 'end' ? { right: 0 } : { left: '50%', transform: 'translateX(-50%)' }),
          zIndex: 'tooltip',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: 12,
          lineHeight: 1.4,
          ...(width ? { whiteSpace: 'pre-line', width } : { whiteSpace: 'nowrap' }),
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 120ms',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
