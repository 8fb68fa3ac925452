// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { InlineLoader } from '../../../components/inline-loader';
import { NoAccessState } from '../../../components/permission-gate';
import { useWide } from '../../../components/responsive';
import { SimpleTabs } from '../../../components/simple-tabs';
import { usePermissions } from '../../../lib/use-permissions';
import { pageAllowed, sectionOf, visibleSections } from '../settings-sections';

const PANEL_ID = 'settings-panel';

/**
 * The settings area (spec 2 §2): a sticky side menu on wide screens, tabs on small ones,
 * and the chosen section beside or below it. The menu lists the sections the signed-in role
 * may see; a page it may not see shows a calm no-access state instead of its calls'
 * 403s.
 */
export function SettingsLayoutRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = useWide();
  const access = usePermissions();
  const sections = visibleSections(access);
  const allowed = pageAllowed(pathname, access);
  const current = sectionOf(pathname);

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {t('settings.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        {wide ? (
          <Card
            component="nav"
            aria-label={t('settings.menuLabel')}
            sx={{ width: 220, flexShrink: 0, position: 'sticky', top: 60 + 24, p: 1 }}
          >
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {sections.map((s) => {
                const active = s.id === current;
                return (
                  <li key={s.id}>
                    <ButtonBase
                      component={RouterLink}
                      to={s.path}
                      aria-current={active ? 'page' : undefined}
                      sx={(theme) => ({
                        width: '100%',
                        justifyContent: 'flex-start',
                        px: 1.5,
                        py: 1.25,
                        borderRadius: 2,
                        fontSize: 14,
                        fontWeight: active ? 600 : 500,
                        color: active ? 'primary.main' : 'text.primary',
                        bgcolor: active ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                        '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
                      })}
                    >
                      {t(`settings.sections.${s.id}`)}
                    </ButtonBase>
                  </li>
                );
              })}
            </Box>
          </Card>
        ) : (
          <Box sx={{ width: '100%' }}>
            <SimpleTabs
              tabs={sections.map((s) => ({ value: s.id, label: t(`settings.sections.${s.id}`) }))}
              // A section the role may not see has no tab: none is selected then.
              value={current}
              onChange={(id) => void navigate(sections.find((s) => s.id === id)!.path)}
              panelId={PANEL_ID}
              idPrefix="settings-tab"
              label={t('settings.menuLabel')}
            />
          </Box>
        )}
        <Box
          id={PANEL_ID}
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : `settings-tab-${current}`}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          {allowed ? (
            <Suspense fallback={<InlineLoader />}>
              <Outlet />
            </Suspense>
          ) : (
            <NoAccessState />
          )}
        </Box>
      </Box>
    </Box>
  );
}
