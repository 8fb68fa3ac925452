import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Add from '@mui/icons-material/Add';
import Menu from '@mui/icons-material/Menu';
import type { Profile } from '@voyce/contracts/auth';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { BrandLogo } from '../../components/brand-logo';
import { DeniedHint } from '../../components/permission-gate';
import { layout } from '../../lib/layout';
import { usePermissions } from '../../lib/use-permissions';
import { AccountMenu } from './account-menu';

type Props = {
  profile: Profile;
  brand?: 'voyce' | 'myvoyce';
  /** Shown below md, where the sidebar becomes a drawer. */
  onOpenNavigation?: () => void;
  /** Primary actions left of the avatar. */
  actions?: ReactNode;
};

/** The 60 px bar on every signed-in page (spec 2 §2): a plain header (MUI's AppBar and Toolbar cost ~1.5 KB gzip of ARCHITECTURE §8's budget). */
export function TopBar({ profile, brand = 'voyce', onOpenNavigation, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: layout.topBarHeight, px: { xs: 1, md: 3 }, gap: 1 }}>
        {onOpenNavigation && (
          <IconButton onClick={onOpenNavigation} aria-label={t('nav.open')} sx={{ display: { md: 'none' } }}>
            <Menu />
          </IconButton>
        )}
        <Box sx={{ pl: { xs: onOpenNavigation ? 0 : 1, md: 0 } }}>
          <BrandLogo brand={brand} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {actions}
        <AccountMenu profile={profile} />
      </Box>
    </Box>
  );
}

/**
 * 'Create Reach Out': a labelled button, an icon button on narrow screens. A role that may not
 * send reach-outs (reachouts:edit) sees it disabled, with the reason on hover.
 */
export function CreateReachoutButton({ onClick, profile }: { onClick: () => void; profile: Profile }) {
  const { t } = useTranslation();
  const reason = usePermissions(profile).reason('reachouts', 'edit');
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <DeniedHint reason={reason} placement="below" align="end">
          {(denied) => (
            <Button variant="contained" startIcon={<Add />} onClick={onClick} {...denied}>
              {t('shell.createReachOut')}
            </Button>
          )}
        </DeniedHint>
      </Box>
      <Box sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <DeniedHint reason={reason} placement="below" align="end">
          {(denied) => (
            <IconButton
              onClick={onClick}
              aria-label={t('shell.createReachOut')}
              sx={{
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark' },
                '&.Mui-disabled': { bgcolor: 'action.disabledBackground', color: 'action.disabled' },
              }}
              {...denied}
            >
              <Add />
            </IconButton>
          )}
        </DeniedHint>
      </Box>
    </>
  );
}
