import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PRESET_TIMESPANS } from '@voyce/contracts/timespan-names';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import { useTranslation } from '../../../i18n/translate';
import { priorityColor } from '../../../components/priority-chip';
import { changeText } from '../trend-figures';

const PRIORITIES = [
  ['Critical', 'critical'],
  ['High', 'high'],
  ['Medium', 'medium'],
  ['Low', 'low'],
] as const;

// Phones (xs) get small tiles: the four counts in one row and a short volume tile, so the
// dashboard's first cards are in view without scrolling far.
const label = { fontSize: { xs: 11, sm: 13 }, color: 'text.secondary' } as const;
const figure = { fontSize: { xs: 20, sm: 28 }, fontWeight: 700, lineHeight: 1.2 } as const;
const tilePadding = { px: { xs: 1.25, sm: 2 }, py: { xs: 1, sm: 2 } } as const;
// The change line is as tall as its arrow icon (20 px): its placeholder keeps that height too.
const changeLine = {
  fontSize: { xs: 12, sm: 13 },
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  color: 'text.secondary',
  minHeight: 20,
} as const;

/**
 * The insights the dashboard's filters select, by priority, and their volume against the period
 * before (contracts/dashboard-figures.ts): by default the last 30 days against the 30 before.
 */
export function SummaryTiles({ summary, timespan }: { summary: DashboardSummary | undefined; timespan: string }) {
  const { t } = useTranslation();
  const v = summary?.volume;
  const defaultPeriod = timespan === 'last_30_days';
  const allTime = !(PRESET_TIMESPANS as readonly string[]).includes(timespan);
  const periodName = allTime ? '' : t(`workspace.timespan.${timespan as (typeof PRESET_TIMESPANS)[number]}`).toLowerCase();
  const Trend = !v || v.delta === 0 ? TrendingFlat : v.delta > 0 ? TrendingUp : TrendingDown;
  // Written as the trends card writes the same change (one rounding, trend-figures.ts).
  const c = v && !allTime ? changeText(v.total, v.previous) : null;
  return (
    <Box
      component="section"
      aria-label={t('workspace.dashboard.priorityCounts')}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) minmax(0, 1.6fr)',
        },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {PRIORITIES.map(([name, key]) => (
        <Card key={name} sx={(theme) => ({ ...tilePadding, borderLeft: `4px solid ${priorityColor(theme, name)}` })}>
          <Typography noWrap sx={label}>
            {t(`workspace.priority.${name}`)}
          </Typography>
          <Typography sx={figure}>{summary ? summary.priorityCounts[key] : <Skeleton sx={{ width: { xs: 24, sm: 40 } }} />}</Typography>
        </Card>
      ))}
      <Card sx={{ ...tilePadding, gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
        <Typography sx={label}>{t('workspace.dashboard.volume')}</Typography>
        {v ? (
          <>
            <Typography sx={figure}>
              {v.total}{' '}
              <Typography component="span" sx={{ fontSize: 13, fontWeight: 400, color: 'text.secondary' }}>
                {defaultPeriod ? t('workspace.dashboard.volumeText') : t('workspace.dashboard.volumePeriodText', { period: periodName })}
              </Typography>
            </Typography>
            <Typography sx={changeLine}>
              <Trend fontSize="small" aria-hidden />
              {!c
                ? t('workspace.dashboard.volumeNoComparison')
                : c.percent === null
                  ? t(defaultPeriod ? 'workspace.dashboard.volumeDeltaNoPercent' : 'workspace.dashboard.volumePeriodDeltaNoPercent', {
                      delta: c.delta,
                    })
                  : t(defaultPeriod ? 'workspace.dashboard.volumeDelta' : 'workspace.dashboard.volumePeriodDelta', {
                      delta: c.delta,
                      percent: c.percent,
                    })}
            </Typography>
          </>
        ) : (
          // The two lines' own heights while loading: the cards below stay put when the figures come
          // (Lighthouse's CLS on the phone layout).
          <>
            <Typography sx={figure}>
              <Skeleton width="40%" />
            </Typography>
            <Typography sx={changeLine}>
              <Skeleton width="60%" />
            </Typography>
          </>
        )}
      </Card>
    </Box>
  );
}
