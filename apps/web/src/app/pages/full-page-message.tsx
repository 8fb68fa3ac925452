import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MainContent } from '../../components/skip-link';

/**
 * A page that is only a message, centred on the screen: a title, a line under it and the ways
 * on (not found, an application error). `above` sits over the title (the brand).
 */
export function FullPageMessage({ title, text, above, children }: { title: string; text: string; above?: ReactNode; children: ReactNode }) {
  return (
    <MainContent sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Box sx={{ maxWidth: 420, textAlign: 'center' }}>
        {above}
        <Typography variant="h1" sx={{ mt: above ? 4 : 0, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        {children}
      </Box>
    </MainContent>
  );
}
