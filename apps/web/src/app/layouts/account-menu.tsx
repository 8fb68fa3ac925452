import { DIRECTIONAL } from '../../i18n/language';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Check from '@mui/icons-material/Check';
import type { Profile } from '@voyce/contracts/auth';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useSelectOrganization } from '../../features/auth/hooks/use-select-organization';
import { Rule } from '../../components/rule';

function displayName(profile: Profile): string {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  return name || profile.businessEmail;
}

function initials(profile: Profile): string {
  const letters = [profile.firstName, profile.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || profile.businessEmail.charAt(0)).toUpperCase();
}

/**
 * The avatar at the top right: who is signed in, the organisations a person in several may act
 * in (the first is the one this session acts in), and Logout.
 */
export function AccountMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { logout, isPending } = useLogout();
  const organizations = useSelectOrganization(t('shell.switchFailed'));
  const memberships = profile.organizationMemberships;

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name holds the initials the button shows, so people who speak what they see reach it (WCAG 2.5.3).
        aria-label={t('shell.accountMenu', { initials: initials(profile) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14, fontWeight: 600 }}>{initials(profile)}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{displayName(profile)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {profile.businessEmail}
          </Typography>
        </Box>
        <Rule />
        {memberships.length > 1 && [
          <Typography key="heading" variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
            {t('shell.organizations')}
          </Typography>,
          ...memberships.map((m, i) => (
            <MenuItem
              key={m.organizationId}
              selected={i === 0}
              disabled={organizations.isPending}
              onClick={() => {
                setAnchor(null);
                if (i !== 0) void organizations.select(m.organizationId);
              }}
            >
              <ListItemIcon>{i === 0 ? <Check fontSize="small" /> : null}</ListItemIcon>
              {m.organizationName}
            </MenuItem>
          )),
          <Rule key="divider" />,
        ]}
        <MenuItem
          disabled={isPending}
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout className={DIRECTIONAL} fontSize="small" />
          </ListItemIcon>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
