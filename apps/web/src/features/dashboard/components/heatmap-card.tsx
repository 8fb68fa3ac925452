import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardTrends } from '@voyce/contracts/dashboard-figures';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import type { DashboardFilter } from '../dashboard-filter';
import { heatmapGrid } from '../trend-figures';
import { HeatmapCellDialog, type HeatmapCell } from './heatmap-cell-dialog';
import { cellText, shade } from '../heatmap-shade';

type Mode = 'count' | 'share';

/**
 * Departments × themes: the dashboard's insights per department and theme as a
 * table whose cells are shaded by their count (the number is always written in the cell, so the
 * colour is never the only carrier). Every theme is reachable (the busiest, then "Other"); a cell
 * opens its insights; "Share" shows each department's insights by theme against the whole
 * organisation's (the last row). Phones scroll it sideways with the department column fixed.
 */
export function HeatmapCard({
  trends,
  organizationId,
  filter,
}: {
  trends: DashboardTrends | undefined;
  organizationId: string;
  filter: DashboardFilter;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('count');
  const [allRows, setAllRows] = useState(false);
  const [open, setOpen] = useState<HeatmapCell | null>(null);
  const grid = trends ? heatmapGrid(trends.heatmap, allRows ? null : 8) : null;
  const shareMax = grid ? Math.max(1, ...grid.rows.flatMap((r) => r.share), ...grid.organization.share) : 1;
  const strength = (count: number, countStrength: number, percent: number) =>
    mode === 'count' ? countStrength : count === 0 ? 0 : percent / shareMax;
  const value = (count: number, percent: number) => (mode === 'count' ? String(count) : `${percent}%`);

  const toggle = (
    <Box role="group" aria-label={t('workspace.dashboard.heatmap.show')} sx={{ display: 'flex', gap: 0.5 }}>
      {(['count', 'share'] as const).map((m) => (
        <Button
          key={m}
          size="small"
          variant={mode === m ? 'contained' : 'outlined'}
          aria-pressed={mode === m}
          onClick={() => setMode(m)}
          disableElevation
          sx={{ minWidth: 0, px: 1.25, py: 0.25, fontSize: 12 }}
        >
          {t(`workspace.dashboard.heatmap.mode.${m}`)}
        </Button>
      ))}
    </Box>
  );

  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  const nameCell = {
    textAlign: 'left',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ...sticky,
  } as const;

  return (
    <SectionCard title={t('workspace.dashboard.heatmap.title')} actions={grid && grid.rows.length > 0 ? toggle : undefined}>
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
                minWidth: 132 + grid.columns.length * 84,
              }}
            >
              <Box component="caption" sx={{ textAlign: 'left', color: 'text.secondary', fontSize: 12, pb: 1, captionSide: 'top' }}>
                {mode === 'count' ? t('workspace.dashboard.heatmap.caption') : t('workspace.dashboard.heatmap.captionShare')}
              </Box>
              <thead>
                <tr>
                  <Box component="th" scope="col" sx={{ width: 132, fontWeight: 600, ...nameCell }}>
                    {t('workspace.dashboard.heatmap.department')}
                  </Box>
                  {grid.columns.map((c) => (
                    <Box
                      component="th"
                      scope="col"
                      key={c.key}
                      title={c.other ? t('workspace.dashboard.heatmap.otherThemes', { themes: c.themes.join(', ') }) : c.label}
                      sx={{
                        fontWeight: 600,
                        textAlign: 'center',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        px: 0.5,
                      }}
                    >
                      {c.label}
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((r) => (
                  <tr key={r.department.id}>
                    <Box component="th" scope="row" title={r.department.name} sx={{ fontWeight: 500, ...nameCell }}>
                      {r.department.name}
                    </Box>
                    {r.cells.map((n, i) => {
                      const column = grid.columns[i]!;
                      const s = strength(n, r.strength[i]!, r.share[i]!);
                      const cell: HeatmapCell = {
                        departmentId: r.department.id,
                        department: r.department.name,
                        theme: column.label,
                        themes: column.themes,
                        count: n,
                        share: r.share[i]!,
                        organizationShare: grid.organization.share[i]!,
                      };
                      return (
                        <Box
                          component="td"
                          key={column.key}
                          sx={(theme) => ({
                            p: 0,
                            borderRadius: 1,
                            bgcolor: n ? shade(theme, s) : 'action.hover',
                          })}
                        >
                          {n ? (
                            <ButtonBase
                              data-testid="heatmap-cell"
                              onClick={() => setOpen(cell)}
                              aria-label={t('workspace.dashboard.heatmap.cellLabel', {
                                department: r.department.name,
                                theme: column.label,
                                insights: t('workspace.insights', { count: n }),
                                share: cell.share,
                                organization: cell.organizationShare,
                              })}
                              sx={{
                                width: '100%',
                                py: 1,
                                borderRadius: 1,
                                fontSize: 13,
                                fontWeight: 600,
                                color: (theme) => cellText(theme, s),
                                '&:hover': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.dark}` },
                                '&.Mui-focusVisible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
                              }}
                            >
                              {value(n, r.share[i]!)}
                            </ButtonBase>
                          ) : (
                            <Box sx={{ py: 1, textAlign: 'center', color: 'text.secondary' }}>{value(0, 0)}</Box>
                          )}
                        </Box>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <Box component="th" scope="row" sx={{ fontWeight: 600, pt: 1, ...nameCell }}>
                    {t('workspace.dashboard.heatmap.organization')}
                  </Box>
                  {grid.organization.cells.map((n, i) => (
                    <Box
                      component="td"
                      key={grid.columns[i]!.key}
                      data-testid="heatmap-organization"
                      sx={{ textAlign: 'center', py: 1, fontWeight: 600, borderTop: 2, borderColor: 'divider' }}
                    >
                      {value(n, grid.organization.share[i]!)}
                    </Box>
                  ))}
                </tr>
              </tfoot>
            </Box>
          </Box>
          <Legend max={mode === 'count' ? Math.max(0, ...grid.rows.flatMap((r) => r.cells)) : shareMax} mode={mode} />
          {(grid.hiddenRows > 0 || allRows) && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {grid.hiddenRows > 0 && (
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {t('workspace.dashboard.heatmap.moreRows', { rows: grid.rows.length })}
                </Typography>
              )}
              <Button size="small" onClick={() => setAllRows(!allRows)}>
                {allRows
                  ? t('workspace.dashboard.heatmap.fewerRows')
                  : t('workspace.dashboard.heatmap.allRows', { count: grid.rows.length + grid.hiddenRows })}
              </Button>
            </Box>
          )}
          {open && <HeatmapCellDialog organizationId={organizationId} filter={filter} cell={open} onClose={() => setOpen(null)} />}
        </>
      )}
    </SectionCard>
  );
}

/** What the shades mean: from light (few) to dark (most), with the numbers at the ends; and that a cell opens. */
function Legend({ max, mode }: { max: number; mode: Mode }) {
  const { t } = useTranslation();
  const steps = [0, 0.25, 0.5, 0.75, 1];
  return (
    <Box
      data-testid="heatmap-legend"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1.5, fontSize: 12, color: 'text.secondary' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <span>{mode === 'count' ? '1' : '1%'}</span>
        <Box aria-hidden sx={{ display: 'flex', gap: '2px' }}>
          {steps.map((s) => (
            <Box key={s} sx={(theme) => ({ width: 18, height: 12, borderRadius: 0.5, bgcolor: shade(theme, s) })} />
          ))}
        </Box>
        <span>{mode === 'count' ? max : `${max}%`}</span>
      </Box>
      <span>{mode === 'count' ? t('workspace.dashboard.heatmap.legendCount') : t('workspace.dashboard.heatmap.legendShare')}</span>
    </Box>
  );
}
