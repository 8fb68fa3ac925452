import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { layout } from '../../../lib/layout';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguagePicker } from '../../../components/language-picker';
import { MainContent } from '../../../components/skip-link';

type Props = {
  brand?: 'voyce' | 'myvoyce';
  children: ReactNode;
};

/** Sign-in pages: the top bar with the logo, and one narrow column (spec 1 §9: 400 px). */
export function AuthPageLayout({ brand = 'voyce', children }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          height: layout.topBarHeight,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, md: 3 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo brand={brand} />
        <Box sx={{ flex: 1 }} />
        <LanguagePicker />
      </Box>
      <MainContent
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: { xs: 'flex-start', md: 'center' },
          px: 2,
          py: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ width: '100%', maxWidth: layout.loginMaxWidth }}>{children}</Box>
      </MainContent>
    </Box>
  );
}
