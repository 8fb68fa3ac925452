import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { DashboardTrends } from '@voyce/contracts/dashboard-figures';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { heatmapGrid } from '../trend-figures';

/**
 * Departments × themes (issue 18): the dashboard's insights per department and theme as a
 * table whose cells are shaded by their count (the number is always written in the cell, so the
 * colour is never the only carrier). Phones scroll it sideways with the department column fixed.
 */
export function HeatmapCard({ trends }: { trends: DashboardTrends | undefined }) {
  const { t } = useTranslation();
  const grid = trends ? heatmapGrid(trends.heatmap) : null;
  return (
    <SectionCard title={t('workspace.dashboard.heatmap.title')}>
      {!grid ? (
        <Skeleton variant="rounded" height={160} />
      ) : grid.rows.length === 0 ? (
        <EmptyState text={t('workspace.dashboard.heatmap.empty')} />
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('workspace.dashboard.heatmap.caption')}>
            <Box
              component="table"
              data-testid="heatmap"
              sx={{
                borderCollapse: 'separate',
                borderSpacing: 3,
                width: '100%',
                fontSize: 13,
                tableLayout: 'fixed',
                minWidth: 120 + grid.columns.length * 84,
              }}
            >
              <Box component="caption" sx={{ textAlign: 'left', color: 'text.secondary', fontSize: 12, pb: 1, captionSide: 'top' }}>
                {t('workspace.dashboard.heatmap.caption')}
              </Box>
              <thead>
                <tr>
                  <Box
                    component="th"
                    scope="col"
                    sx={{ width: 120, textAlign: 'left', fontWeight: 600, position: 'sticky', left: 0, bgcolor: 'background.paper' }}
                  >
                    {t('workspace.dashboard.heatmap.department')}
                  </Box>
                  {grid.columns.map((c) => (
                    <Box
                      component="th"
                      scope="col"
                      key={c.theme}
                      title={c.theme}
                      sx={{
                        fontWeight: 600,
                        textAlign: 'center',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        px: 0.5,
                      }}
                    >
                      {c.theme}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((r) => (
                  <tr key={r.department.id}>
                    <Box
                      component="th"
                      scope="row"
                      title={r.department.name}
                      sx={{
                        textAlign: 'left',
                        fontWeight: 500,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        position: 'sticky',
                        left: 0,
                        bgcolor: 'background.paper',
                      }}
                    >
                      {r.department.name}
                    </Box>
                    {r.cells.map((n, i) => (
                      <Box
                        component="td"
                        key={grid.columns[i]!.theme}
                        sx={(theme) => ({
                          textAlign: 'center',
                          py: 1,
                          borderRadius: 1,
                          fontWeight: n ? 600 : 400,
                          color: r.strength[i]! > 0.6 ? 'common.white' : n ? 'text.primary' : 'text.disabled',
                          bgcolor: n ? alpha(theme.palette.primary.main, 0.12 + r.strength[i]! * 0.78) : 'action.hover',
                        })}
                      >
                        {n}
                      </Box>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
          {(grid.hiddenRows > 0 || grid.hiddenColumns > 0) && (
            <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1 }}>
              {t('workspace.dashboard.heatmap.more', { rows: grid.rows.length, columns: grid.columns.length })}
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
