import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Add from '@mui/icons-material/Add';
import Menu from '@mui/icons-material/Menu';
import type { Profile } from '@voyce/contracts/auth';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { BrandLogo } from '../../components/brand-logo';
import { layout } from '../../lib/layout';
import { AccountMenu } from './account-menu';

type Props = {
  profile: Profile;
  brand?: 'voyce' | 'myvoyce';
  /** Shown below md, where the sidebar becomes a drawer. */
  onOpenNavigation?: () => void;
  /** Primary actions left of the avatar. */
  actions?: ReactNode;
};

/** The 60 px bar on every signed-in page (spec 2 §2). */
export function TopBar({ profile, brand = 'voyce', onOpenNavigation, actions }: Props) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar disableGutters sx={{ minHeight: `${layout.topBarHeight}px !important`, px: { xs: 1, md: 3 }, gap: 1 }}>
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
      </Toolbar>
    </AppBar>
  );
}

/** 'Create Reach Out': a labelled button, an icon button on narrow screens. */
export function CreateReachoutButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={onClick} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        {t('shell.createReachOut')}
      </Button>
      <IconButton
        onClick={onClick}
        aria-label={t('shell.createReachOut')}
        sx={{
          display: { xs: 'inline-flex', sm: 'none' },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <Add />
      </IconButton>
    </>
  );
}
