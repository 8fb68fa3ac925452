import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../i18n/translate';
import { Link as RouterLink, useLocation } from 'react-router';
import { layout } from '../../lib/layout';
import type { PermissionArea } from '@voyce/contracts/permissions';
import { NAV_ITEMS, isItemActive } from './nav-items';

type Props = {
  /** In the mobile drawer the items fill its width. */
  onNavigate?: () => void;
  fullWidth?: boolean;
  /** Whether the signed-in role may see an area's pages: items it may not are left out. */
  may: (area: PermissionArea) => boolean;
};

/** Icon-over-label navigation (spec 2 §2): the 90 px sidebar, and the mobile drawer's body. */
export function SideNav({ onNavigate, fullWidth = false, may }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 0.5 }}>
        {NAV_ITEMS.filter((item) => !item.needs || may(item.needs)).map((item) => {
          const active = isItemActive(item, pathname);
          return (
            <li key={item.to}>
              <ButtonBase
                component={RouterLink}
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                sx={(theme) => ({
                  width: fullWidth ? '100%' : layout.sidebarWidth - 16,
                  py: 1.25,
                  px: 0.5,
                  borderRadius: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.5,
                  color: active ? 'primary.main' : 'text.secondary',
                  bgcolor: active ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                  fontSize: 12,
                  fontWeight: active ? 600 : 500,
                  textAlign: 'center',
                  '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06), color: 'primary.main' },
                })}
              >
                <item.Icon aria-hidden fontSize="medium" />
                <span>{t(item.labelKey)}</span>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
