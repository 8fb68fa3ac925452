import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import { UNASSIGNED_CLASSIFICATION_ID } from '@voyce/contracts/unassigned-classification';
import type { ChartRow } from '@voyce/contracts/workspace';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PRIORITY_ORDER, priorityColor } from '../../../components/priority-chip';
import { visuallyHidden } from '../../../components/visually-hidden';

/** Spec 1 §9: 55 px rows on large screens, 45 otherwise; never shorter than 200 px. */
const ROW_LARGE = 55;
const ROW_SMALL = 45;
const MIN_HEIGHT = 200;

const total = (r: ChartRow) => r.Low + r.Medium + r.High + r.Critical;

/** A bar's name: its classification's, or Unassigned for the topics under none. */
export function chartRowName(row: ChartRow, t: TFunction): string {
  return row.departmentId === UNASSIGNED_CLASSIFICATION_ID ? t('workspace.explorer.unassigned') : row.department;
}
/** Text on a segment: dark on the light priority colours, white on Critical (AA contrast). */
const segmentText = (name: string) => (name === 'Critical' ? 'common.white' : 'text.primary');

export function PriorityLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('workspace.explorer.legend')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {PRIORITY_ORDER.map((name) => (
        <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}>
          <Box aria-hidden sx={(theme) => ({ width: 12, height: 12, borderRadius: 0.5, bgcolor: priorityColor(theme, name) })} />
          {t(`workspace.priority.${name}`)}
        </Box>
      ))}
    </Box>
  );
}

type Props = {
  rows: ChartRow[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  selected: string;
  onToggle: (departmentId: string) => void;
};

/**
 * 'Topics by Department Classification': one stacked bar per department, Low to Critical, and
 * last an Unassigned bar for the topics under no classification, set apart in italics.
 * Each bar is a toggle button for the department filter; the same numbers are in a table
 * for screen readers (DESIGN.md 'Charts'). Plain boxes: no chart library for four colours.
 */
export function DepartmentChart({ rows, loading, error, onRetry, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const rowHeight = large ? ROW_LARGE : ROW_SMALL;

  if (error) return <LoadErrorAlert message={error} onRetry={onRetry} />;
  if (loading || !rows) return <Skeleton variant="rounded" height={MIN_HEIGHT} aria-label={t('app.loading')} />;
  const data = rows.filter((r) => total(r) > 0);
  if (data.length === 0) return <EmptyState text={t('workspace.noDataYet')} />;
  const max = Math.max(...data.map(total));

  return (
    <Box>
      <Box sx={{ minHeight: MIN_HEIGHT, display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}>
        {data.map((row) => {
          const sum = total(row);
          const isSelected = selected === row.departmentId;
          const dimmed = Boolean(selected) && !isSelected;
          return (
            <ButtonBase
              key={row.departmentId}
              onClick={() => onToggle(row.departmentId)}
              aria-pressed={isSelected}
              sx={(theme) => ({
                height: rowHeight,
                display: 'grid',
                gridTemplateColumns: { xs: '96px 1fr', sm: '160px 1fr' },
                alignItems: 'center',
                gap: 1.5,
                px: 1,
                borderRadius: 1,
                textAlign: 'left',
                bgcolor: isSelected ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.05) },
              })}
            >
              {/* The button's name is this sentence; what it draws is for the eye (a name made by
                  aria-label would not contain the visible numbers, which screen-reader users hear differently). */}
              <Box component="span" sx={visuallyHidden}>
                {t('workspace.explorer.barLabel', { ...row, department: chartRowName(row, t), total: sum })}
              </Box>
              <Typography
                component="span"
                aria-hidden
                sx={{
                  fontSize: 13,
                  fontWeight: isSelected ? 700 : 500,
                  fontStyle: row.departmentId === UNASSIGNED_CLASSIFICATION_ID ? 'italic' : 'normal',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {chartRowName(row, t)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box
                  aria-hidden
                  sx={{
                    display: 'flex',
                    width: `${(sum / max) * 100}%`,
                    minWidth: 8,
                    height: rowHeight - 22,
                    borderRadius: 1,
                    overflow: 'hidden',
                    opacity: dimmed ? 0.35 : 1,
                    outline: isSelected ? 2 : 0,
                    outlineColor: 'primary.main',
                    outlineOffset: 1,
                  }}
                >
                  {PRIORITY_ORDER.map((name) =>
                    row[name] > 0 ? (
                      <Box
                        key={name}
                        sx={(theme) => ({
                          flex: row[name],
                          bgcolor: priorityColor(theme, name),
                          color: segmentText(name),
                          fontSize: 12,
                          fontWeight: 600,
                          display: 'grid',
                          placeItems: 'center',
                          overflow: 'hidden',
                          minWidth: 0,
                        })}
                      >
                        {row[name]}
                      </Box>
                    ) : null,
                  )}
                </Box>
                <Typography component="span" aria-hidden sx={{ fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>
                  {sum}
                </Typography>
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('workspace.explorer.chartTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workspace.explorer.chartDepartment')}</th>
            {PRIORITY_ORDER.map((name) => (
              <th scope="col" key={name}>
                {t(`workspace.priority.${name}`)}
              </th>
            ))}
            <th scope="col">{t('workspace.explorer.chartTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.departmentId}>
              <th scope="row">{chartRowName(row, t)}</th>
              {PRIORITY_ORDER.map((name) => (
                <td key={name}>{row[name]}</td>
              ))}
              <td>{total(row)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
