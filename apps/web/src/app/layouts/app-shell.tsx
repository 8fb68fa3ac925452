import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { PAGE_LOADING } from '../../components/full-page-loader';
import { InlineLoader } from '../../components/inline-loader';
import { authKeys } from '../../api/auth';
import { useSession } from '../../features/auth/hooks/use-session';
import { OrganizationIdContext } from '../../lib/organization';
import { lazyNamed } from '../../lib/lazy-named';
import { ProfileContext } from '../../lib/profile';
import { layout } from '../../lib/layout';
import { useCreateReachoutDialog } from '../../lib/create-reachout-param';
import { accessOf } from '../../lib/use-permissions';
import { SideNav } from './side-nav';
import type { PermissionArea } from '@voyce/contracts/permissions';
import { CreateReachoutButton, TopBar } from './top-bar';
import { MainContent } from '../../components/skip-link';

// The wizard is fetched when first opened: the shell every page shows does not carry it.
const CreateReachoutDialog = lazyNamed(() => import('../../features/reachouts/components/create-reachout-dialog'), 'CreateReachoutDialog');

/**
 * The dashboard's chrome (spec 2 §2, DESIGN.md): top bar 60, sidebar 90, content up to
 * 1440 px. Below md the sidebar moves into a drawer opened from the top bar.
 */
export function AppShell() {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const createReachout = useCreateReachoutDialog();
  // Once loaded it stays mounted, so closing keeps its animation and returns focus to the opener.
  // A role that may not send reach-outs never loads it, even from a link with the parameter.
  const mayReachOut = session.status === 'authenticated' && accessOf(session.profile).can('reachouts', 'edit');
  const [wizardLoaded, setWizardLoaded] = useState(false);
  if (createReachout.open && mayReachOut && !wizardLoaded) setWizardLoaded(true);
  const queryClient = useQueryClient();
  const refreshProfile = useCallback(() => queryClient.invalidateQueries({ queryKey: authKeys.profile() }), [queryClient]);
  // The guard renders this only for a loaded session.
  if (session.status !== 'authenticated') return null;
  const access = accessOf(session.profile);
  const may = (area: PermissionArea) => access.can(area);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar
        profile={session.profile}
        onOpenNavigation={() => setDrawerOpen(true)}
        actions={<CreateReachoutButton profile={session.profile} onClick={() => createReachout.setOpen(true)} />}
      />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: layout.sidebarWidth,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: layout.topBarHeight }}>
            <SideNav may={may} />
          </Box>
        </Box>
        <MainContent
          sx={{
            flex: 1,
            minWidth: 0,
            p: { xs: 2, md: 3 },
          }}
        >
          <Box sx={{ maxWidth: layout.contentMaxWidth, mx: 'auto' }}>
            <OrganizationIdContext value={session.profile.organizationMemberships[0]?.organizationId ?? null}>
              <ProfileContext value={{ profile: session.profile, refreshProfile }}>
                <Suspense
                  fallback={
                    <Box {...PAGE_LOADING}>
                      <InlineLoader />
                    </Box>
                  }
                >
                  <Outlet />
                </Suspense>
              </ProfileContext>
            </OrganizationIdContext>
          </Box>
        </MainContent>
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: 200, pt: `${layout.topBarHeight}px` } } }}
      >
        <SideNav fullWidth may={may} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      {wizardLoaded && (
        <Suspense fallback={null}>
          <OrganizationIdContext value={session.profile.organizationMemberships[0]?.organizationId ?? null}>
            <CreateReachoutDialog />
          </OrganizationIdContext>
        </Suspense>
      )}
    </Box>
  );
}
