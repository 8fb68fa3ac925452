import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import { useTranslation } from '../../../i18n/translate';
import { priorityColor } from '../../../components/priority-chip';

const PRIORITIES = [
  ['Critical', 'critical'],
  ['High', 'high'],
  ['Medium', 'medium'],
  ['Low', 'low'],
] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Priority counts (critical, high, medium, low) and the 30-day volume with its change. */
export function SummaryTiles({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation();
  const v = summary?.volume;
  const Trend = !v || v.delta === 0 ? TrendingFlat : v.delta > 0 ? TrendingUp : TrendingDown;
  return (
    <Box
      component="section"
      aria-label={t('workspace.dashboard.priorityCounts')}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) minmax(0, 1.6fr)',
        },
        gap: 2,
      }}
    >
      {PRIORITIES.map(([name, key]) => (
        <Card key={name} sx={(theme) => ({ p: 2, borderLeft: `4px solid ${priorityColor(theme, name)}` })}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t(`workspace.priority.${name}`)}</Typography>
          <Typography sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
            {summary ? summary.priorityCounts[key] : <Skeleton width={40} />}
          </Typography>
        </Card>
      ))}
      <Card sx={{ p: 2, gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('workspace.dashboard.volume')}</Typography>
        {v ? (
          <>
            <Typography sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
              {v.total}{' '}
              <Typography component="span" sx={{ fontSize: 13, fontWeight: 400, color: 'text.secondary' }}>
                {t('workspace.dashboard.volumeText')}
              </Typography>
            </Typography>
            <Typography sx={{ fontSize: 13, display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
              <Trend fontSize="small" aria-hidden />
              {v.deltaPercent === null
                ? t('workspace.dashboard.volumeDeltaNoPercent', { delta: signed(v.delta) })
                : t('workspace.dashboard.volumeDelta', {
                    delta: signed(v.delta),
                    percent: `${signed(Math.round(v.deltaPercent * 10) / 10)}%`,
                  })}
            </Typography>
          </>
        ) : (
          <Skeleton width="60%" height={36} />
        )}
      </Card>
    </Box>
  );
}
