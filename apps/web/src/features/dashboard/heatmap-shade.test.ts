import { createTheme } from '@mui/material/styles';
import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { cellText, shade } from './heatmap-shade';

// DESIGN.md's tokens (the app's theme lives in app/, not importable here).
const theme = createTheme({
  palette: {
    primary: { main: '#4F46E5', dark: '#3730A3' },
    background: { default: '#F7F7FB', paper: '#FFFFFF' },
    text: { primary: '#111827', secondary: '#5F6673' },
  },
});

/** A colour as seen on the card (a translucent shade over the paper). */
function onPaper(color: string): string {
  const { values } = decomposeColor(color);
  const paper = decomposeColor(theme.palette.background.paper).values;
  const a = values[3] ?? 1;
  const rgb = [0, 1, 2].map((i) => Math.round(values[i]! * a + paper[i]! * (1 - a))) as [number, number, number];
  return recomposeColor({ type: 'rgb', values: rgb });
}

describe('the heatmap cells', () => {
  it('write their number at WCAG AA contrast (4.5:1, 13 px) on every shade', () => {
    const failing = [];
    for (let i = 0; i <= 100; i++) {
      const s = i / 100;
      const ratio = getContrastRatio(cellText(theme, s), onPaper(shade(theme, s)));
      if (ratio < 4.5) failing.push(`${s}: ${ratio.toFixed(2)}`);
    }
    expect(failing).toEqual([]);
  });

  it('go from light for few to dark for most', () => {
    const luminance = (s: number) => getContrastRatio('#000000', onPaper(shade(theme, s)));
    for (let i = 1; i <= 100; i++) expect(luminance(i / 100)).toBeLessThanOrEqual(luminance((i - 1) / 100));
    expect(onPaper(shade(theme, 1))).toBe(recomposeColor(decomposeColor(theme.palette.primary.dark)));
  });
});
