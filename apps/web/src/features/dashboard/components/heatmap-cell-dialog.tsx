import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { insightsPageQueryOptions } from '../../../api/insights';
import { EmptyState } from '../../../components/empty-state';
import { InsightsTable } from '../../../components/insights-table';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useWide } from '../../../components/responsive';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { useDeferredData } from '../../../lib/use-deferred-data';
import { cellInsightsRequest, type DashboardFilter } from '../dashboard-filter';

export type HeatmapCell = {
  departmentId: string;
  department: string;
  theme: string;
  themes: string[];
  count: number;
  /** The department's share of its insights in this theme, and the organisation's, in percent. */
  share: number;
  organizationShare: number;
};

/**
 * A heatmap cell opened: the insights of that department and theme within the
 * dashboard's filters, and how the department's share of the theme compares with the whole
 * organisation's. Full screen on phones.
 */
export function HeatmapCellDialog({
  organizationId,
  filter,
  cell,
  onClose,
}: {
  organizationId: string;
  filter: DashboardFilter;
  cell: HeatmapCell;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const query = useQuery(insightsPageQueryOptions(cellInsightsRequest(organizationId, filter, cell, page)));
  const data = useDeferredData(query.data);
  return (
    <Dialog open onClose={onClose} fullScreen={!wide} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('workspace.dashboard.heatmap.cellTitle', { department: cell.department, theme: cell.theme })}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 0, md: 1 } }}>
        <Typography data-testid="heatmap-compare" sx={{ px: { xs: 2, md: 2 }, mb: 2, fontSize: 14 }}>
          {t('workspace.dashboard.heatmap.compare', {
            insights: t('workspace.insights', { count: cell.count }),
            share: cell.share,
            department: cell.department,
            theme: cell.theme,
            organization: cell.organizationShare,
          })}
        </Typography>
        {query.isError ? (
          <Box sx={{ px: 2 }}>
            <LoadErrorAlert
              message={messageOr(query.error, t('workspace.loadSubmissionsError'))}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </Box>
        ) : !data ? (
          <Box sx={{ px: 2 }} role="status" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : data.entities.length === 0 ? (
          <EmptyState text={t('workspace.noDataYet')} />
        ) : (
          <Box sx={{ opacity: query.isPlaceholderData || data !== query.data ? 0.6 : 1 }}>
            <InsightsTable insights={data.entities} labelledBy={titleId} />
            <ListPagination meta={data.meta.pagination} onPage={setPage} capped={data.totalCapped} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.dashboard.heatmap.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
