import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { RecentReport } from '@voyce/contracts/reports';
import { recentReportsQueryOptions } from '../../../api/reports';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useWide } from '../../../components/responsive';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { formatDay } from '../report-form';

type Props = {
  organizationId: string;
  /** Makes the same report again (same type, dates and limit). */
  onGenerateAgain: (report: RecentReport) => void;
  /** The report being made again, if any; every button waits meanwhile. */
  busyId: string | null;
  disabled: boolean;
};

/**
 * The range reports the organisation generated lately (who and when), newest first, each
 * with one button that generates it again. A table on md and up, stacked rows below.
 */
export function RecentReports({ organizationId, onGenerateAgain, busyId, disabled }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const query = useQuery(recentReportsQueryOptions(organizationId));

  let body;
  if (query.isError)
    body = (
      <Box sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('workspace.reports.recent.failed'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  else if (!query.data)
    body = (
      <Box role="status" aria-label={t('app.loading')} sx={{ display: 'grid', gap: 1, px: { xs: 2, md: 3 }, pb: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Box>
    );
  else if (query.data.entities.length === 0) body = <EmptyState text={t('workspace.reports.recent.empty')} />;
  else {
    const rows = query.data.entities;
    const again = (report: RecentReport) => (
      <AgainButton report={report} busy={busyId === report.id} disabled={disabled} onClick={() => onGenerateAgain(report)} />
    );
    body = wide ? (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('workspace.reports.recent.title')} sx={{ '& td, & th': { fontSize: 13 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, pl: 3 }}>{t('workspace.reports.recent.report')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('workspace.reports.recent.period')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('workspace.reports.recent.generatedBy')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('workspace.reports.recent.generatedAt')}</TableCell>
              <TableCell sx={{ pr: 3 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ pl: 3, fontWeight: 500 }}>{t(`workspace.reports.types.${r.reportType}.label`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{period(r)}</TableCell>
                <TableCell>{r.generatedBy}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={r.generatedAt}>{formatDateTime(r.generatedAt)}</time>
                </TableCell>
                <TableCell align="right" sx={{ pr: 3 }}>
                  {again(r)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    ) : (
      <Box component="ul" aria-label={t('workspace.reports.recent.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((r) => (
          <Box component="li" key={r.id} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`workspace.reports.types.${r.reportType}.label`)}</Typography>
            <Typography sx={{ fontSize: 13 }}>{period(r)}</Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {r.generatedBy} · <time dateTime={r.generatedAt}>{formatDateTime(r.generatedAt)}</time>
            </Typography>
            <Box sx={{ mt: 0.5 }}>{again(r)}</Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <SectionCard title={t('workspace.reports.recent.title')} flush>
      {body}
    </SectionCard>
  );
}

const period = (r: RecentReport) => `${formatDay(r.startDate)} – ${formatDay(r.endDate)}`;

function AgainButton({ report, busy, disabled, onClick }: { report: RecentReport; busy: boolean; disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={disabled}
      onClick={onClick}
      aria-label={t('workspace.reports.recent.againLabel', {
        type: t(`workspace.reports.types.${report.reportType}.label`),
        start: formatDay(report.startDate),
        end: formatDay(report.endDate),
      })}
      startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <ReplayOutlined />}
      sx={{ whiteSpace: 'nowrap', minHeight: 32 }}
    >
      {t('workspace.reports.recent.again')}
    </Button>
  );
}
