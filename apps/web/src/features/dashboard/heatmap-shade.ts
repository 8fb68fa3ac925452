import { alpha, decomposeColor, recomposeColor, type Theme } from '@mui/material/styles';

/**
 * A heatmap cell's shade: a light tint of the primary colour for few, the primary colour and then
 * its dark shade for most; its number in the text colour on the tints, in white on the rest.
 * No shade between light and dark can carry either at WCAG AA (4.5:1 at 13 px): going from white
 * to the primary colour, both fall to about 4.2:1 on the way. So the tints stop at 70 % (the text
 * at 5.2:1) and the dark cells start at the primary colour itself (white at 6.3:1).
 */
const DARK = 0.6;
const LIGHTEST = 0.12;
const LIGHT_MOST = 0.7;

function mix(from: string, to: string, amount: number): string {
  const a = decomposeColor(from).values;
  const b = decomposeColor(to).values;
  const rgb = [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * amount)) as [number, number, number];
  return recomposeColor({ type: 'rgb', values: rgb });
}

export function shade(theme: Theme, strength: number): string {
  const { main, dark } = theme.palette.primary;
  if (strength > DARK) return mix(main, dark, (strength - DARK) / (1 - DARK));
  return alpha(main, LIGHTEST + (strength / DARK) * (LIGHT_MOST - LIGHTEST));
}

/** The number's colour on a cell of this strength. */
export const cellText = (theme: Theme, strength: number) => (strength > DARK ? theme.palette.common.white : theme.palette.text.primary);
