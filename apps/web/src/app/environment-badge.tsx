import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/translate';
import { isProductionBuild, useEnvironment } from '../lib/environment';

/**
 * Spec 1 §2: non-production builds say which environment they talk to, bottom left. A line of
 * its own after the page (RootLayout), never over it: it hides no text and no control.
 */
export function EnvironmentBadge() {
  const { t } = useTranslation();
  const type = useEnvironment();
  if (isProductionBuild) return null;
  return (
    <Box component="footer" sx={{ display: 'flex', px: 1, py: 0.5 }}>
      <Box
        data-testid="environment-badge"
        sx={{
          px: 1,
          py: 0.25,
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 500,
          lineHeight: 1.5,
          color: 'text.secondary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {t('app.environment', { type })}
      </Box>
    </Box>
  );
}
