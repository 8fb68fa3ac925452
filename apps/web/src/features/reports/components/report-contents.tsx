import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { REPORT_COLUMNS, REPORT_LIMIT, type ReportType } from '@voyce/contracts/report-rules';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../i18n/translate';

/**
 * What the chosen report holds: what one row is and the CSV's column headers, in the file's
 * order (REPORT_COLUMNS, the same list the server writes).
 */
export function ReportContents({ reportType }: { reportType: ReportType }) {
  const { t } = useTranslation();
  const columns = REPORT_COLUMNS[reportType];
  return (
    <SectionCard title={t('workspace.reports.contents.title')}>
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: 14 }}>
        {t('workspace.reports.contents.row')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t(`workspace.reports.types.${reportType}.text`)}</Typography>
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: 14, mt: 2 }}>
        {t('workspace.reports.contents.columns', { count: columns.length })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {columns.map((column) => (
          <li key={column}>
            <Chip size="small" variant="outlined" label={column} />
          </li>
        ))}
      </Box>
      {reportType === 'reachoutSummary' && (
        <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>
            {t('workspace.reports.contents.topTopics', { limit: REPORT_LIMIT })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>{t('workspace.reports.contents.hidden')}</Typography>
        </Box>
      )}
    </SectionCard>
  );
}
