import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { InlineLoader } from '../../components/inline-loader';
import { useSession } from '../../features/auth/hooks/use-session';
import { LanguagePicker } from '../../components/language-picker';
import { TopBar } from './top-bar';
import { MainContent } from '../../components/skip-link';

/** MyVoyce's chrome: the employee site has no sidebar, only the top bar. */
export function MyShell() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar profile={session.profile} brand="myvoyce" actions={<LanguagePicker account />} />
      <MainContent
        sx={{
          flex: 1,
          p: { xs: 2, md: 3 },
        }}
      >
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          <Suspense fallback={<InlineLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </MainContent>
    </Box>
  );
}
