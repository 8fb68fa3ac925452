import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/translate';
import { isProductionBuild, useEnvironment } from '../lib/environment';

/** Spec 1 §2: non-production builds say which environment they talk to, bottom left. */
export function EnvironmentBadge() {
  const { t } = useTranslation();
  const type = useEnvironment();
  if (isProductionBuild) return null;
  return (
    <Box
      data-testid="environment-badge"
      sx={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        // Above the page and its drawers, below dialogs and snackbars.
        zIndex: (theme) => theme.zIndex.modal - 1,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 500,
        color: 'text.secondary',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        pointerEvents: 'none',
      }}
    >
      {t('app.environment', { type })}
    </Box>
  );
}
