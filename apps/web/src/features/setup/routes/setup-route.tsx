// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useProfile } from '../../../lib/profile';
import { useCompleteSetup } from '../../../api/organization';
import { InviteBox } from '../components/invite-box';
import { LeadershipGrid } from '../components/leadership-grid';
import { SetupTexts } from '../components/setup-texts';

/**
 * /setup (spec 2 §2): where a new organisation's admin starts. Goals, phrases and the
 * writing sample, the leadership team, invites, then the dashboard.
 */
export function SetupRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organizationId = useOrganizationId() ?? '';
  const { refreshProfile } = useProfile();
  const complete = useCompleteSetup(organizationId);
  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: async () => {
        await refreshProfile();
        void navigate('/dashboard');
      },
      onError: (e) => notify(messageOr(e, t('errors.genericError')), { variant: 'error' }),
    });

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Typography variant="h1">{t('setup.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, fontSize: 16 }}>{t('setup.subtitle')}</Typography>
      </Box>
      <SectionCard title={t('setup.aboutTitle')}>
        <SetupTexts />
      </SectionCard>
      <SectionCard title={t('setup.leaders.title')}>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('setup.leaders.hint')}</Typography>
        <LeadershipGrid />
      </SectionCard>
      <SectionCard title={t('setup.invite.title')}>
        <InviteBox />
      </SectionCard>
      <SectionCard title={t('setup.thanksTitle')}>
        <Typography sx={{ mb: 2 }}>{t('setup.thanks')}</Typography>
        <Button variant="contained" size="large" onClick={finish} disabled={complete.isPending}>
          {t('setup.goToDashboard')}
        </Button>
      </SectionCard>
    </Stack>
  );
}
