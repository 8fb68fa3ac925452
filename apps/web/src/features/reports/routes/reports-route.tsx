// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_REPORT_TYPE,
  REPORT_ERROR_SNACKBAR_MS,
  REPORT_LIMIT,
  REPORT_MIN_DATE,
  REPORT_TYPES,
  REPORTS_HOLDING_INSIGHTS,
  reportRangeProblem,
  type ReportType,
} from '@voyce/contracts/report-rules';
import type { RecentReport } from '@voyce/contracts/reports';
import { isoDay } from '../../../lib/format-date';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { FilterSelect } from '../../../components/filter-select';
import { DateField } from '../../../components/period-filter';
import { SectionCard } from '../../../components/section-card';
import { useGenerateReport } from '../../../api/reports';
import { notify } from '../../../lib/notify';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { useOrganizationId } from '../../../lib/organization';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePermissions } from '../../../lib/use-permissions';
import { RecentReports } from '../components/recent-reports';
import { ReportContents } from '../components/report-contents';
import { ReportPreview } from '../components/report-preview';
import { presetRange, previewRequest, REPORT_PRESETS, reportRequest, type ReportForm } from '../report-form';

/** The preview asks once the dates have stopped changing for this long. */
const PREVIEW_DEBOUNCE_MS = 400;
/** Which generation is under way: the form's, or a recent report's (by its id). */
const FORM = 'form';

/**
 * Reports (spec 1 §2): a date range from 2024-01-01 to today, a report type, and Generate,
 * which asks the server for the CSV and opens its signed link in a new tab. Beside the form,
 * what the chosen report contains; below, a preview of its first rows and the organisation's
 * recent reports, each of which can be generated again.
 */
export function ReportsRoute() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  // A role without insights:view is not offered the reports that carry insight bodies (the server refuses them).
  const readsInsights = usePermissions().can('insights');
  const types = REPORT_TYPES.filter((type) => readsInsights || !REPORTS_HOLDING_INSIGHTS.has(type));
  const [reportType, setReportType] = useState<ReportType>(types.includes(DEFAULT_REPORT_TYPE) ? DEFAULT_REPORT_TYPE : types[0]!);
  const [busy, setBusy] = useState<string | null>(null);
  const generate = useGenerateReport();
  const loading = busy === FORM;
  const problemId = useId();
  // The picker's "today" is the leader's own day.
  const today = isoDay();
  const bothChosen = Boolean(startDate && endDate);
  // Spec 1 §5: one date without the other is named at once; an empty form stays quiet.
  const problem = startDate || endDate ? reportRangeProblem(startDate, endDate, new Date()) : null;
  const form: ReportForm = { reportType, startDate, endDate };
  // The preview follows the type at once and the dates once they stop changing (typing a date).
  const settledStart = useDebouncedValue(startDate, PREVIEW_DEBOUNCE_MS);
  const settledEnd = useDebouncedValue(endDate, PREVIEW_DEBOUNCE_MS);
  const preview = previewRequest({ reportType, startDate: settledStart, endDate: settledEnd }, organizationId);
  const previewWaits = (settledStart !== startDate || settledEnd !== endDate) && previewRequest(form, organizationId) !== null;

  /** Generates a report and opens its file in a new tab (opened inside the click: no await before it). */
  const run = async (key: string, options: ReportForm, limit: number) => {
    setBusy(key);
    try {
      const opened = await openInNewTab(async () => (await generate.mutateAsync(reportRequest(options, organizationId, limit))).signedUrl);
      if (!opened) throw new Error('no signed URL');
      notify(t('workspace.reports.generated'), { variant: 'success' });
    } catch {
      notify(t('workspace.reports.failed'), { variant: 'error', autoHideDuration: REPORT_ERROR_SNACKBAR_MS });
    } finally {
      setBusy(null);
    }
  };

  const onGenerate = () => {
    if (problem || !bothChosen || busy) return;
    void run(FORM, form, REPORT_LIMIT);
  };
  const onGenerateAgain = (r: RecentReport) => {
    if (busy) return;
    void run(r.id, { reportType: r.reportType, startDate: r.startDate, endDate: r.endDate }, r.limit);
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{t('workspace.reports.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('workspace.reports.intro')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'stretch',
        }}
      >
        <SectionCard title={t('workspace.reports.formTitle')}>
          <Box
            component="form"
            noValidate
            aria-busy={loading}
            onSubmit={(e) => {
              e.preventDefault();
              onGenerate();
            }}
          >
            {/* Quick ranges: one click fills both dates; the chosen one reads as selected. */}
            <Box role="group" aria-label={t('workspace.reports.presets')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {REPORT_PRESETS.map((preset) => {
                const range = presetRange(preset);
                const chosen = range.startDate === startDate && range.endDate === endDate;
                return (
                  <Chip
                    key={preset}
                    component="button"
                    type="button"
                    clickable
                    aria-pressed={chosen}
                    label={t(`workspace.reports.preset.${preset}`)}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    onClick={() => {
                      setStartDate(range.startDate);
                      setEndDate(range.endDate);
                    }}
                  />
                );
              })}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
              <DateField
                label={t('workspace.timespan.startDate')}
                value={startDate}
                onChange={setStartDate}
                min={REPORT_MIN_DATE}
                max={endDate && endDate < today ? endDate : today}
                error={problem?.field === 'startDate'}
                describedBy={problem ? problemId : undefined}
              />
              <DateField
                label={t('workspace.timespan.endDate')}
                value={endDate}
                onChange={setEndDate}
                min={startDate && startDate > REPORT_MIN_DATE ? startDate : REPORT_MIN_DATE}
                max={today}
                error={problem?.field === 'endDate'}
                describedBy={problem ? problemId : undefined}
              />
              <FilterSelect
                label={t('workspace.reports.type')}
                value={reportType}
                minWidth={200}
                onChange={(value) => setReportType(value as ReportType)}
                options={types.map((type) => ({ value: type, label: t(`workspace.reports.types.${type}.label`) }))}
              />
            </Box>
            <FormHelperText id={problemId} error role="alert" sx={{ mx: 0, minHeight: 20 }}>
              {problem?.message ?? ''}
            </FormHelperText>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={!bothChosen || Boolean(problem) || busy !== null}
                startIcon={loading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
              >
                {t('workspace.reports.generate')}
              </Button>
              <Typography role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {loading ? t('workspace.reports.preparing') : ''}
              </Typography>
            </Box>
          </Box>
        </SectionCard>
        <ReportContents reportType={reportType} />
      </Box>
      <ReportPreview request={preview} waiting={previewWaits} />
      <RecentReports
        organizationId={organizationId}
        onGenerateAgain={onGenerateAgain}
        busyId={busy === FORM ? null : busy}
        disabled={busy !== null}
      />
    </Stack>
  );
}
