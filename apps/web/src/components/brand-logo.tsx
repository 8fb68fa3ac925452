import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/translate';
import { useEnvironmentGesture } from '../lib/use-environment-gesture';

type Props = {
  /** MyVoyce is the employee site's name; the dashboard is Voyce. */
  brand?: 'voyce' | 'myvoyce';
};

/**
 * The wordmark. It carries the hidden environment gesture, so it is not a link: a link
 * would navigate away on the first of the five clicks.
 */
export function BrandLogo({ brand = 'voyce' }: Props) {
  const { t } = useTranslation();
  const onClick = useEnvironmentGesture();
  const name = brand === 'myvoyce' ? t('app.employeeName') : t('app.name');
  return (
    <Box
      component="span"
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        userSelect: 'none',
        color: 'text.primary',
        fontWeight: 700,
        fontSize: 20,
        letterSpacing: '-0.01em',
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 28, height: 28, flexShrink: 0, color: 'primary.main' }}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <Box
          component="path"
          d="M9 9l7 15 7-15"
          fill="none"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
          sx={{ stroke: (theme) => theme.palette.primary.contrastText }}
        />
      </Box>
      <span>{name}</span>
    </Box>
  );
}
