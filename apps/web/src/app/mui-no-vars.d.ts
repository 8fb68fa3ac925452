// The no-CSS-variables halves of MUI's ThemeProvider and createTheme, which MUI does not export
// on their own: vite.config.ts resolves these names to MUI's own files. Typed as the public ones.
declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { ThemeProvider } from '@mui/material/styles';
  const ThemeProviderNoVars: typeof ThemeProvider;
  export default ThemeProviderNoVars;
}
declare module '@mui/material/styles/createThemeNoVars' {
  import type { createTheme } from '@mui/material/styles';
  const createThemeNoVars: typeof createTheme;
  export default createThemeNoVars;
}
