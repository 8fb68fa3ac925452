import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { DashboardTrends } from '@voyce/contracts/dashboard-figures';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { priorityColor } from '../../../components/priority-chip';
import { SectionCard } from '../../../components/section-card';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDate } from '../../../lib/format-date';
import { changeText, PRIORITY_KEYS, share, TONE_KEYS, type Mix } from '../trend-figures';

const CHART_HEIGHT = 140;
const PRIORITY_NAME = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' } as const;
const color = (theme: Theme, key: (typeof PRIORITY_KEYS)[number] | (typeof TONE_KEYS)[number]) =>
  key in PRIORITY_NAME
    ? priorityColor(theme, PRIORITY_NAME[key as keyof typeof PRIORITY_NAME])
    : theme.palette.tone[key as keyof Theme['palette']['tone']];

/**
 * Trends (issue 18): the dashboard's insights over the chosen period, stacked by priority, and
 * their priority and tone mix against the period before. Every number is also in a table for
 * screen readers (DESIGN.md: charts have a text alternative).
 */
export function TrendsCard({ trends }: { trends: DashboardTrends | undefined }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('workspace.dashboard.trends.title')} actions={trends && <PeriodLine trends={trends} />}>
      {!trends ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT + 40} />
      ) : trends.current.total === 0 && !trends.previous?.total ? (
        <EmptyState text={t('workspace.dashboard.trends.empty')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            gap: { xs: 3, md: 4 },
          }}
        >
          <OverTime trends={trends} />
          <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
            <MixBars title={t('workspace.dashboard.trends.priorityMix')} keys={PRIORITY_KEYS} field="priority" trends={trends} />
            <MixBars title={t('workspace.dashboard.trends.toneMix')} keys={TONE_KEYS} field="tone" trends={trends} />
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}

function PeriodLine({ trends }: { trends: DashboardTrends }) {
  const { t } = useTranslation();
  // Written as the volume tile writes the same change (one rounding, trend-figures.ts).
  const c = changeText(trends.current.total, trends.previous?.total ?? null);
  return (
    <Typography data-testid="trend-change" sx={{ fontSize: 13, color: 'text.secondary' }}>
      {c === null
        ? t('workspace.dashboard.trends.noPrevious')
        : c.percent === null
          ? t('workspace.dashboard.trends.changeNoPercent', { delta: c.delta, previous: trends.previous!.total })
          : t('workspace.dashboard.trends.changeRounded', { delta: c.delta, percent: c.percent, previous: trends.previous!.total })}
    </Typography>
  );
}

function OverTime({ trends }: { trends: DashboardTrends }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...trends.buckets.map((b) => b.total));
  const unit = t(`workspace.dashboard.trends.unit.${trends.unit}`);
  const label = (start: string) => formatDate(`${start}T12:00:00Z`);
  const first = trends.buckets[0];
  const last = trends.buckets.at(-1);
  // The scale: the tallest bar's count, named (bars have no axis).
  const peak = trends.buckets.reduce<(typeof trends.buckets)[number] | null>((best, b) => (!best || b.total > best.total ? b : best), null);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600 }}>
          {t('workspace.dashboard.trends.overTime', { unit })}
        </Typography>
        {peak && peak.total > 0 && (
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            {t(`workspace.dashboard.trends.peak.${trends.unit}`, { count: peak.total, day: label(peak.start) })}
          </Typography>
        )}
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: CHART_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
      >
        {trends.buckets.map((b) => (
          <Box
            key={b.start}
            title={`${label(b.start)}: ${t('workspace.insights', { count: b.total })}`}
            sx={{
              flex: 1,
              minWidth: 0,
              height: `${(b.total / max) * 100}%`,
              display: 'flex',
              flexDirection: 'column',
              borderRadius: '2px 2px 0 0',
              overflow: 'hidden',
            }}
          >
            {PRIORITY_KEYS.map((k) =>
              b.priority[k] ? <Box key={k} sx={(theme) => ({ flex: b.priority[k], bgcolor: color(theme, k) })} /> : null,
            )}
          </Box>
        ))}
      </Box>
      {first && last && (
        <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
          <span>{label(first.start)}</span>
          <span>{label(last.start)}</span>
        </Box>
      )}
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('workspace.dashboard.trends.overTime', { unit })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workspace.dashboard.trends.from')}</th>
            <th scope="col">{t('workspace.dashboard.columns.insights')}</th>
            {PRIORITY_KEYS.map((k) => (
              <th key={k} scope="col">
                {t(`workspace.priority.${PRIORITY_NAME[k]}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trends.buckets.map((b) => (
            <tr key={b.start}>
              <th scope="row">{label(b.start)}</th>
              <td>{b.total}</td>
              {PRIORITY_KEYS.map((k) => (
                <td key={k}>{b.priority[k]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function MixBars<K extends (typeof PRIORITY_KEYS)[number] | (typeof TONE_KEYS)[number]>({
  title,
  keys,
  field,
  trends,
}: {
  title: string;
  keys: readonly K[];
  field: 'priority' | 'tone';
  trends: DashboardTrends;
}) {
  const { t } = useTranslation();
  const name = (k: K) =>
    field === 'priority'
      ? t(`workspace.priority.${PRIORITY_NAME[k as keyof typeof PRIORITY_NAME]}`)
      : t(`workspace.dashboard.trends.tone.${k as (typeof TONE_KEYS)[number]}`);
  const rows: [string, Mix | null][] = [
    [t('workspace.dashboard.trends.thisPeriod'), trends.current],
    [t('workspace.dashboard.trends.periodBefore'), trends.previous],
  ];
  const value = (m: Mix, k: K) => (m[field] as Record<string, number>)[k] ?? 0;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.map(([label, m]) =>
        m ? (
          <Box key={label} sx={{ mb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'text.secondary', mb: 0.25 }}>
              <span>{label}</span>
              <span>{t('workspace.insights', { count: m.total })}</span>
            </Box>
            <Box
              role="img"
              aria-label={`${title}, ${label.toLowerCase()}: ${keys.map((k) => `${name(k)} ${value(m, k)}`).join(', ')}`}
              sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              {keys.map((k) =>
                value(m, k) ? (
                  <Box
                    key={k}
                    title={`${name(k)}: ${value(m, k)} (${share(value(m, k), m.total)}%)`}
                    sx={(theme) => ({ flex: value(m, k), bgcolor: color(theme, k) })}
                  />
                ) : null,
              )}
            </Box>
          </Box>
        ) : null,
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, fontSize: 12 }}
      >
        {keys.map((k) => (
          <Box component="li" key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" aria-hidden sx={(theme) => ({ width: 8, height: 8, borderRadius: '50%', bgcolor: color(theme, k) })} />
            {name(k)} {share(value(trends.current, k), trends.current.total)}%
          </Box>
        ))}
      </Box>
    </Box>
  );
}
