import Box from '@mui/material/Box';
import { sparklinePoints } from '../trend-figures';

const WIDTH = 64;
const HEIGHT = 20;

/**
 * The space a sparkline takes, kept while the lines load: the topic's name beside it wraps the
 * same before and after, and the rows below do not move (Lighthouse's CLS).
 */
export function SparklineSpace() {
  return <Box aria-hidden sx={{ width: WIDTH, height: HEIGHT, flexShrink: 0 }} />;
}

/** A small line of counts, oldest first; `label` says the numbers for screen readers. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const points = sparklinePoints(values, WIDTH, HEIGHT);
  const last = points.split(' ').at(-1)?.split(',');
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: WIDTH, height: HEIGHT, flexShrink: 0, color: 'primary.main' }}
    >
      <title>{label}</title>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
      {last && <circle cx={last[0]} cy={last[1]} r={2} fill="currentColor" />}
    </Box>
  );
}
