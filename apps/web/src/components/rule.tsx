import Box from '@mui/material/Box';

/**
 * A thin horizontal line between blocks (a menu's sections, a list's items). MUI's Divider is
 * ~1 KB gzip of the app's 350 KB budget (ARCHITECTURE §8) for a border.
 */
export function Rule({ component = 'div' }: { component?: 'div' | 'li' }) {
  return (
    <Box
      component={component}
      aria-hidden
      sx={{ borderBottom: 1, borderColor: 'divider', my: component === 'li' ? 0 : 1, listStyle: 'none' }}
    />
  );
}
