import { alpha, type Theme } from '@mui/material/styles';
import createTheme from '@mui/material/styles/createThemeNoVars';
import { DIRECTIONAL } from '../i18n/language';

// Every colour of the product lives here (DESIGN.md): components take them from the theme,
// never as literals, so a token change is one edit.
export const tokens = {
  primary: '#4F46E5',
  primaryDark: '#3730A3',
  background: '#F7F7FB',
  paper: '#FFFFFF',
  textPrimary: '#111827',
  // DESIGN.md's #6B7280 falls to 4.49:1 on a selected row's indigo tint (axe, WCAG 1.4.3);
  // this grey keeps 4.8:1 or more on every tint up to 12 % and on the page background.
  textSecondary: '#5F6673',
  divider: '#E5E7EB',
  priority: { critical: '#DC2626', high: '#EA580C', medium: '#CA8A04', low: '#16A34A' },
  win: { main: '#D4A017', background: '#FEF7E0' },
  impact: { gold: '#D4A017', silver: '#9CA3AF', bronze: '#B45309' },
  tone: { positive: '#16A34A', neutral: '#6B7280', negative: '#DC2626' },
  radius: { card: 10, control: 8, chip: 16 },
} as const;

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    '2xl': true;
  }
  interface Palette {
    priority: typeof tokens.priority;
    win: typeof tokens.win;
    impact: typeof tokens.impact;
    tone: typeof tokens.tone;
  }
  interface PaletteOptions {
    priority?: typeof tokens.priority;
    win?: typeof tokens.win;
    impact?: typeof tokens.impact;
    tone?: typeof tokens.tone;
  }
}

const focusRing = {
  outline: `2px solid ${tokens.primary}`,
  outlineOffset: 2,
} as const;

export const theme = createTheme({
  breakpoints: {
    // The spec's breakpoints, so sm/md/lg mean the same in code and in the spec.
    values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 },
  },
  palette: {
    primary: { main: tokens.primary, dark: tokens.primaryDark, contrastText: '#FFFFFF' },
    background: { default: tokens.background, paper: tokens.paper },
    text: { primary: tokens.textPrimary, secondary: tokens.textSecondary },
    divider: tokens.divider,
    // MUI's default error/success shades are below AA on white for small text; these pass.
    error: { main: tokens.priority.critical },
    success: { main: '#15803D' },
    warning: { main: '#B45309' },
    info: { main: '#1D4ED8' },
    priority: tokens.priority,
    win: tokens.win,
    impact: tokens.impact,
    tone: tokens.tone,
  },
  shape: { borderRadius: tokens.radius.control },
  typography: {
    fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontSize: 14,
    body1: { fontSize: 14 },
    body2: { fontSize: 13 },
    h1: { fontSize: 30, fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: 24, fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: 20, fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: 18, fontWeight: 600 },
    h5: { fontSize: 16, fontWeight: 600 },
    h6: { fontSize: 14, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: tokens.background },
        // A visible ring for keyboard users on everything focusable (WCAG 2.4.7 / 2.4.11).
        ':focus-visible': focusRing,
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: tokens.radius.control, minHeight: 40 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { borderRadius: tokens.radius.card, border: `1px solid ${tokens.divider}` },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: tokens.radius.card } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: tokens.radius.control,
          backgroundColor: tokens.paper,
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
        },
      },
    },
    MuiChip: { styleOverrides: { root: { borderRadius: tokens.radius.chip } } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500, '&:focus-visible': focusRing } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: tokens.radius.card } },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: 20, fontWeight: 600 } } },
    MuiTooltip: {
      styleOverrides: { tooltip: { backgroundColor: alpha(tokens.textPrimary, 0.92) } },
    },
  },
});

let rtl: Theme | undefined;
/**
 * The theme for a right-to-left language: MUI's components read its direction, and the icons
 * that point the way reading goes (class DIRECTIONAL) turn round. Made when first needed.
 */
export const rtlTheme = (): Theme =>
  (rtl ??= {
    ...theme,
    direction: 'rtl',
    components: { ...theme.components, MuiSvgIcon: { styleOverrides: { root: { [`&.${DIRECTIONAL}`]: { transform: 'scaleX(-1)' } } } } },
  });
