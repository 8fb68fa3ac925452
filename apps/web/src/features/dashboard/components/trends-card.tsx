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
import { useRef, useState, type KeyboardEvent } from 'react';
import { axisTicks, bucketPeriod, changeText, periodText, PRIORITY_KEYS, share, TONE_KEYS, type Mix } from '../trend-figures';

const CHART_HEIGHT = 140;
const PRIORITY_NAME = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' } as const;
const color = (theme: Theme, key: (typeof PRIORITY_KEYS)[number] | (typeof TONE_KEYS)[number]) =>
  key in PRIORITY_NAME
    ? priorityColor(theme, PRIORITY_NAME[key as keyof typeof PRIORITY_NAME])
    : theme.palette.tone[key as keyof Theme['palette']['tone']];

/**
 * Trends: the dashboard's insights over the chosen period, stacked by priority, and
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

type Bucket = DashboardTrends['buckets'][number];

/**
 * The insights per day, week or month as stacked bars on a counted axis. Each bar says
 * its days and numbers on hover and on keyboard focus (one tab stop; the arrow keys move along the
 * bars), and the same are in a table for screen readers.
 */
function OverTime({ trends }: { trends: DashboardTrends }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<number | null>(null);
  const [focusAt, setFocusAt] = useState(0);
  const bars = useRef<(HTMLElement | null)[]>([]);
  const unit = t(`workspace.dashboard.trends.unit.${trends.unit}`);
  const label = (start: string) => formatDate(`${start}T12:00:00Z`);
  const period = (b: Bucket) => periodText(bucketPeriod(b.start, trends.unit, trends.current));
  const ticks = axisTicks(Math.max(0, ...trends.buckets.map((b) => b.total)));
  const top = ticks.at(-1)!;
  const first = trends.buckets[0];
  const last = trends.buckets.at(-1);
  const says = (b: Bucket) => {
    const mix = PRIORITY_KEYS.filter((k) => b.priority[k])
      .map((k) => `${t(`workspace.priority.${PRIORITY_NAME[k]}`)} ${b.priority[k]}`)
      .join(', ');
    const value = t('workspace.dashboard.trends.barValue', { period: period(b), insights: t('workspace.insights', { count: b.total }) });
    return mix ? `${value} (${mix})` : value;
  };
  // The scale: the tallest bar's count, named.
  const peak = trends.buckets.reduce<Bucket | null>((best, b) => (!best || b.total > best.total ? b : best), null);
  const shown = active === null ? null : trends.buckets[active];
  const move = (to: number) => {
    const i = Math.max(0, Math.min(trends.buckets.length - 1, to));
    setFocusAt(i);
    bars.current[i]?.focus();
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: trends.buckets.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  return (
    <Box>
      <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600 }}>
        {t('workspace.dashboard.trends.overTime', { unit })}
      </Typography>
      {/* What the pointed or focused bar says; the peak otherwise. The bar itself is read out by its label. */}
      <Typography
        aria-hidden
        data-testid="trend-readout"
        sx={{ fontSize: 12, color: shown ? 'text.primary' : 'text.secondary', fontWeight: shown ? 600 : 400, minHeight: 20, mb: 0.5 }}
      >
        {shown
          ? says(shown)
          : peak && peak.total > 0
            ? t(`workspace.dashboard.trends.peak.${trends.unit}`, { count: peak.total, day: label(peak.start) })
            : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75 }}>
        <Box aria-hidden data-testid="trend-axis" sx={{ position: 'relative', width: 24, height: CHART_HEIGHT, flexShrink: 0 }}>
          {ticks.map((v) => (
            <Box
              key={v}
              component="span"
              sx={{
                position: 'absolute',
                right: 0,
                bottom: `${(v / top) * 100}%`,
                transform: 'translateY(50%)',
                fontSize: 11,
                lineHeight: 1,
                color: 'text.secondary',
              }}
            >
              {v}
            </Box>
          ))}
        </Box>
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, height: CHART_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
          {ticks.slice(1).map((v) => (
            <Box
              key={v}
              aria-hidden
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: `${(v / top) * 100}%`,
                borderTop: '1px dashed',
                borderColor: 'divider',
              }}
            />
          ))}
          <Box
            role="group"
            aria-label={t('workspace.dashboard.trends.barsLabel', { unit })}
            onMouseLeave={() => setActive(null)}
            sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', gap: '2px' }}
          >
            {trends.buckets.map((b, i) => (
              <Box
                key={b.start}
                ref={(el: HTMLElement | null) => {
                  bars.current[i] = el;
                }}
                role="img"
                aria-label={says(b)}
                data-testid="trend-bar"
                tabIndex={i === focusAt ? 0 : -1}
                onKeyDown={(e) => onKey(e, i)}
                onFocus={() => {
                  setFocusAt(i);
                  setActive(i);
                }}
                onBlur={() => setActive(null)}
                onMouseEnter={() => setActive(i)}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  cursor: 'default',
                  outline: 'none',
                  borderRadius: '2px 2px 0 0',
                  bgcolor: active === i ? 'action.hover' : 'transparent',
                  '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
                }}
              >
                <Box
                  sx={{
                    height: `${(b.total / top) * 100}%`,
                    display: 'flex',
                    flexDirection: 'column',
                    borderRadius: '2px 2px 0 0',
                    overflow: 'hidden',
                    opacity: active === null || active === i ? 1 : 0.55,
                  }}
                >
                  {PRIORITY_KEYS.map((k) =>
                    b.priority[k] ? <Box key={k} sx={(theme) => ({ flex: b.priority[k], bgcolor: color(theme, k) })} /> : null,
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      {first && last && (
        <Box
          aria-hidden
          sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'text.secondary', mt: 0.5, pl: 3.75 }}
        >
          <span>{period(first)}</span>
          <span>{period(last)}</span>
        </Box>
      )}
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('workspace.dashboard.trends.overTime', { unit })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workspace.dashboard.trends.period')}</th>
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
              <th scope="row">{period(b)}</th>
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
