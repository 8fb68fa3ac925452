import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { MainContent } from '../../components/skip-link';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <MainContent
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 420 }}>
        <BrandLogo />
        <Typography variant="h1" sx={{ mt: 4, mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.text')}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          {t('notFound.home')}
        </Button>
      </Box>
    </MainContent>
  );
}
