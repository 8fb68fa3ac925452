import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { PreviewReportRequest, PreviewReportResponse } from '@voyce/contracts/reports';
import { reportPreviewQueryOptions } from '../../../api/reports';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { formatDay } from '../report-form';

const SKELETON_ROWS = 5;
/** Cells longer than this wrap (insight text, takeaways); shorter ones (dates, counts, names) stay on one line. */
const LONG_CELL = 24;

/**
 * The first rows of the report the form would make (/previewReport: the same code as the
 * file, so the same cells and the same hidden figures), under the form. Waits for a valid
 * range (`request` null; `waiting` while the dates are still being typed); wide reports scroll
 * sideways inside the card, on phones too.
 */
export function ReportPreview({ request, waiting }: { request: PreviewReportRequest | null; waiting: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(reportPreviewQueryOptions(request));

  let body;
  if (!request && !waiting) body = <EmptyState text={t('workspace.reports.preview.chooseDates')} />;
  else if (query.isError && !query.data)
    body = (
      <LoadErrorAlert
        message={messageOr(query.error, t('workspace.reports.preview.failed'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!request || !query.data)
    body = (
      <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="text" width={200} />
        {Array.from({ length: SKELETON_ROWS + 1 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={i === 0 ? 32 : 40} />
        ))}
      </Box>
    );
  else if (query.data.total === 0) body = <EmptyState text={t('workspace.reports.preview.empty')} />;
  else body = <PreviewTable data={query.data} request={request} stale={waiting || query.isPlaceholderData} />;

  return (
    <SectionCard title={t('workspace.reports.preview.title')}>
      <Box aria-busy={waiting || query.isFetching}>{body}</Box>
    </SectionCard>
  );
}

function PreviewTable({ data, request, stale }: { data: PreviewReportResponse; request: PreviewReportRequest; stale: boolean }) {
  const { t } = useTranslation();
  const options = request.reportOptions;
  // The screen previews range reports only; a lists' export would have no range to name.
  const label =
    options.reportType === 'submissions'
      ? t('workspace.reports.preview.title')
      : t('workspace.reports.preview.tableLabel', {
          type: t(`workspace.reports.types.${options.reportType}.label`),
          start: formatDay(options.startDate),
          end: formatDay(options.endDate),
        });
  const summary = [
    t('workspace.reports.preview.total', { count: data.total }),
    ...(data.total > data.rows.length ? [t('workspace.reports.preview.first', { shown: data.rows.length })] : []),
  ].join(', ');
  return (
    <Box sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Typography role="status" sx={{ color: 'text.secondary', fontSize: 13, mb: 1 }}>
        {summary}
      </Typography>
      {/* A focusable scroll area, so a keyboard can reach the columns to the right. */}
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: '8px',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
        }}
      >
        <Table size="small" aria-label={label} sx={{ '& td, & th': { fontSize: 13, verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              {data.columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap', bgcolor: 'background.default' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, c) => (
                  <TableCell
                    key={c}
                    sx={cell.length > LONG_CELL ? { minWidth: 220, maxWidth: 360, overflowWrap: 'break-word' } : { whiteSpace: 'nowrap' }}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
