import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';

/** The id of every page's `<main>`: where the skip link takes keyboard and screen reader users. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Every page's `<main>`: the skip link's target, focusable from script (tabIndex -1) and without
 * a focus ring around the whole page. One component, so no page can forget either.
 */
export function MainContent({ sx, children }: { sx: SystemStyleObject<Theme>; children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' }, ...sx }}>
      {children}
    </Box>
  );
}

/**
 * 'Skip to content' (WCAG 2.4.1): the first stop of Tab on every page, out of sight until it has
 * focus. It moves focus itself rather than leave it to the '#main-content' hash, which the router
 * would see as a navigation and which leaves focus where it was in some browsers.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        // Out of sight (not display: none, which would take it out of the Tab order) until focused.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
