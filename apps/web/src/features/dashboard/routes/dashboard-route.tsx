// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import { memo, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { InTurn } from '../../../components/in-turn';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useWide } from '../../../components/responsive';
import { SectionCard } from '../../../components/section-card';
import { SimpleTabs } from '../../../components/simple-tabs';
import { messageOr } from '../../../lib/api-error';
import { useOrganizationId } from '../../../lib/organization';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { usePermissions } from '../../../lib/use-permissions';
import { dashboardSummaryQueryOptions, dashboardTrendsQueryOptions } from '../../../api/insights-dashboard';
import { summaryRequest, type DashboardFilter } from '../dashboard-filter';
import { DASHBOARD_FILTER_DEFAULTS, DashboardFilters } from '../components/dashboard-filters';
import { HotTopicsCard, ViewAllLink } from '../components/hot-topics-card';
import { InsightsOverview } from '../components/insights-overview';
import { OpenReachoutsCard } from '../components/open-reachouts-card';
import { PinnedTopics } from '../components/pinned-topics';
import { RecentActivity as RecentActivityList } from '../components/recent-activity';
import { SummaryTiles as SummaryTilesView } from '../components/summary-tiles';
import { DepartmentView as DepartmentViewList, ThemeView as ThemeViewList } from '../components/topic-views';
import { HeatmapCard as HeatmapCardView } from '../components/heatmap-card';
import { TrendsCard as TrendsCardView } from '../components/trends-card';

// The parts drawn from the summary and the trends, kept from re-rendering when an answer's first,
// urgent render gives them the same (deferred) data again: lib/use-deferred-data.ts. The cards
// with queries of their own are memo'd where they are defined.
const SummaryTiles = memo(SummaryTilesView);
const RecentActivity = memo(RecentActivityList);
const ThemeView = memo(ThemeViewList);
const DepartmentView = memo(DepartmentViewList);
const TrendsCard = memo(TrendsCardView);
const HeatmapCard = memo(HeatmapCardView);

const DEFAULTS = { ...DASHBOARD_FILTER_DEFAULTS, section: 'hot' };
const SECTIONS = ['hot', 'reachouts', 'overview'] as const;

/** My Dashboard (/dashboard), spec 1 §2: tabs on small screens, cards side by side on large ones. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const wide = useWide();
  const [state, setState] = useUrlFilters(DEFAULTS);
  // A role that may not read reach-outs gets no Open Reach Outs card (the server would refuse it).
  const mayReachouts = usePermissions().can('reachouts');
  const { section, ...filterNow } = state;
  // Typing a topic asks the server once the person pauses.
  const topic = useDebouncedValue(filterNow.topic, 400);
  const { severityName, status, departments: departmentFilter, timespan, reachouts } = filterNow;
  const filter: DashboardFilter = useMemo(
    () => ({ severityName, status, departments: departmentFilter, timespan, topic, reachouts }),
    [severityName, status, departmentFilter, timespan, topic, reachouts],
  );
  const request = summaryRequest(organizationId, filter);
  const summary = useQuery({ ...dashboardSummaryQueryOptions(request), enabled: Boolean(organizationId) });
  // The same insights over time and by department and theme; its failure leaves the rest standing.
  const trends = useQuery({ ...dashboardTrendsQueryOptions(request), enabled: Boolean(organizationId) });
  const summaryData = useDeferredData(summary.isError ? undefined : summary.data);
  const trendsData = useDeferredData(trends.isError ? undefined : trends.data);

  // The department filter offers every department seen, also those a filter has hidden.
  const seen = useRef(new Map<string, string>());
  for (const d of summaryData?.departments ?? []) seen.current.set(d.departmentId, d.department);
  const departments = [...seen.current].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));

  // A lower card drawn from the summary, in its turn (components/in-turn.tsx); a skeleton until the summary comes.
  const summaryCard = (title: string, draw: (summary: DashboardSummary) => ReactNode) => (
    <InTurn value={summaryData} height={580}>
      {(summary) => <SectionCard title={title}>{summary ? draw(summary) : <Skeleton variant="rounded" height={120} />}</SectionCard>}
    </InTurn>
  );

  const current = (SECTIONS as readonly string[]).includes(section) ? section : 'hot';
  const overview = (
    <SectionCard flush title={t('workspace.dashboard.insightsOverview')}>
      <InsightsOverview organizationId={organizationId} filter={filter} />
    </SectionCard>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('workspace.dashboard.title')}</Typography>
      <DashboardFilters value={filterNow} onChange={setState} departments={departments} />
      {summary.isError && (
        <LoadErrorAlert
          message={messageOr(summary.error, t('workspace.dashboard.summaryError'))}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      )}
      <SummaryTiles summary={summaryData} timespan={timespan} />

      {wide && <TrendsCard trends={trendsData} />}
      {wide ? (
        <>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: `repeat(${mayReachouts ? 2 : 1}, minmax(0, 1fr))`, gap: 3, alignItems: 'start' }}
          >
            <HotTopicsCard organizationId={organizationId} filter={filter} />
            {mayReachouts && <OpenReachoutsCard organizationId={organizationId} />}
          </Box>
          <InTurn height={480}>{() => overview}</InTurn>
        </>
      ) : (
        <Card>
          <SimpleTabs
            value={current}
            onChange={(v) => setState({ section: v })}
            fullWidth
            label={t('workspace.dashboard.sections')}
            idPrefix="dash-tab"
            panelId="dash-panel"
            tabs={[
              { value: 'hot', label: t('workspace.dashboard.hotTopics') },
              ...(mayReachouts ? [{ value: 'reachouts', label: t('workspace.dashboard.openReachOuts') }] : []),
              { value: 'overview', label: t('workspace.dashboard.insightsOverview') },
            ]}
          />
          <Box id="dash-panel" role="tabpanel" aria-labelledby={`dash-tab-${current}`} sx={{ p: current === 'overview' ? 0 : 2, pt: 2 }}>
            {current === 'hot' && (
              <>
                <HotTopicsCard organizationId={organizationId} filter={filter} bare />
                <Box sx={{ mt: 1.5, textAlign: 'right' }}>
                  <ViewAllLink to="/insights" label={t('workspace.dashboard.viewAllHotTopics')} />
                </Box>
              </>
            )}
            {current === 'reachouts' && mayReachouts && (
              <>
                <OpenReachoutsCard organizationId={organizationId} bare />
                <Box sx={{ mt: 1.5, textAlign: 'right' }}>
                  <ViewAllLink to="/reachouts" label={t('workspace.dashboard.viewAllReachOuts')} />
                </Box>
              </>
            )}
            {current === 'overview' && <InsightsOverview organizationId={organizationId} filter={filter} />}
          </Box>
        </Card>
      )}
      {!wide && (
        <InTurn value={trendsData} height={580}>
          {(trends) => <TrendsCard trends={trends} />}
        </InTurn>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <InTurn height={200}>
          {() => (
            <SectionCard title={t('workspace.dashboard.pinnedTopics')}>
              <PinnedTopics organizationId={organizationId} />
            </SectionCard>
          )}
        </InTurn>
        {summaryCard(t('workspace.dashboard.recentActivity'), (s) => (
          <RecentActivity items={s.recentActivity} />
        ))}
        {summaryCard(t('workspace.dashboard.themeView'), (s) => (
          <ThemeView themes={s.themes} />
        ))}
        {summaryCard(t('workspace.dashboard.departmentView'), (s) => (
          <DepartmentView departments={s.departments} />
        ))}
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <InTurn value={trendsData} height={400}>
            {(trends) => <HeatmapCard trends={trends} organizationId={organizationId} filter={filter} />}
          </InTurn>
        </Box>
      </Box>
    </Stack>
  );
}
